/**
 * The embedded video service's room client (its web SDK), loaded at run time from the service itself, as a
 * vendor's SDK is loaded from its own host: the doctor console and this page speak the same protocol because
 * they run the same code (api/src/standins/video/assets/room-client.js). Only the embedded mode comes here; in
 * production the launch is a redirect to the configured video service.
 */
const VIDEO_SDK_URL = '/video/assets/room-client.js';

export interface JoinAnswer {
  role: 'patient' | 'doctor';
  session: string;
  cursor: number;
  iceServers: RTCIceServer[];
  self: string;
  peer: string;
  date: string;
  time: string;
  status: string;
}

export type RoomEvent =
  | { type: 'joined'; detail: JoinAnswer }
  | { type: 'peer-present'; detail: { from: string } }
  | { type: 'remote-stream'; detail: { stream: MediaStream } }
  | { type: 'connection'; detail: { state: RTCPeerConnectionState } }
  | { type: 'peer-left'; detail: Record<string, never> }
  | { type: 'completed'; detail: Record<string, never> }
  | { type: 'error'; detail: { status: number; message: string } };

export interface RoomClientOptions {
  meetingId: string;
  headers: Record<string, string>;
  localStream: MediaStream;
  base?: string;
  onEvent: (type: RoomEvent['type'], detail: RoomEvent['detail']) => void;
}

export interface RoomClientInstance {
  start(): Promise<JoinAnswer>;
  stop(sayBye?: boolean): void;
}

export interface RoomSdk {
  RoomClient: new (options: RoomClientOptions) => RoomClientInstance;
  RoomError: new (status: number, message: string) => Error & { status: number };
}

export function loadRoomSdk(): Promise<RoomSdk> {
  return import(/* webpackIgnore: true */ VIDEO_SDK_URL) as Promise<RoomSdk>;
}
