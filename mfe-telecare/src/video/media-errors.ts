/**
 * What a failed getUserMedia means for the patient, as a translation key (launch.error*): blocked permission,
 * no device, a device in use by another application, a browser or page that cannot use media at all.
 */
export type MediaProblem = 'errorDenied' | 'errorNoDevice' | 'errorInUse' | 'errorUnsupported' | 'errorOther';

export function mediaProblem(err: unknown): MediaProblem {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'errorDenied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'errorNoDevice';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'errorInUse';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'errorUnsupported';
  return 'errorOther';
}

/** Camera and microphone of the patient, or the reason there are none. */
export async function openCameraAndMic(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    const e = new Error('mediaDevices unavailable');
    e.name = 'NotSupportedError';
    throw e;
  }
  return navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: { echoCancellation: true, noiseSuppression: true } });
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
