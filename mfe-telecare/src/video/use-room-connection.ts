import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadRoomSdk, type RoomClientInstance } from './room-client';
import { stopStream } from './media-errors';

export type RoomState = 'joining' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'left' | 'completed' | 'error';

/**
 * The connection to the embedded video service's room (its SDK): joins with the patient's stream, shows the
 * doctor's stream in `remote`, and follows the room's state; leaves when the page goes or is hidden. The camera
 * and microphone stop when the consultation is completed or the patient leaves, whichever way.
 */
export function useRoomConnection(meetingId: string, accessToken: string, localStream: MediaStream, remote: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<RoomState>('joining');
  const [error, setError] = useState<string | null>(null);
  const client = useRef<RoomClientInstance | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { RoomClient } = await loadRoomSdk();
        if (!live) return;
        const room = new RoomClient({
          meetingId,
          headers: { authorization: `Bearer ${accessToken}` },
          localStream,
          onEvent(type, detail) {
            if (!live) return;
            // The doctor's name stays the portal's, in the patient's language (the service has one spelling).
            if (type === 'joined') setState('waiting'); else if (type === 'peer-present') setState('connecting');
            else if (type === 'remote-stream' && remote.current) {
              const stream = (detail as { stream: MediaStream }).stream;
              if (remote.current.srcObject !== stream) remote.current.srcObject = stream;
            } else if (type === 'connection') {
              const s = (detail as { state: RTCPeerConnectionState }).state;
              if (s === 'connected') setState('connected');
              else if (s === 'disconnected' || s === 'failed') setState('reconnecting');
            } else if (type === 'peer-left') {
              setState('left');
              if (remote.current) remote.current.srcObject = null;
            } else if (type === 'completed') {
              setState('completed');
              stopStream(localStream);
            }
            else if (type === 'error') {
              setError((detail as { message: string }).message);
              setState('error');
            }
          },
        });
        client.current = room;
        await room.start();
      } catch (err) {
        if (!live) return;
        setError(err instanceof Error && 'status' in err ? err.message : '');
        setState('error');
      }
    })();
    const leave = () => client.current?.stop();
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      window.removeEventListener('pagehide', leave);
      client.current?.stop();
      client.current = null;
    };
  }, [meetingId, accessToken, localStream, remote]);

  // The camera and microphone stop when the patient leaves this page, whichever way.
  useEffect(() => () => stopStream(localStream), [localStream]);

  return { state, error };
}
