// The embedded video service's room client (its "web SDK"): joins a consultation room, exchanges WebRTC
// signalling through the service's API (messages kept in the database, read by long-polling), and connects the
// two participants' cameras and microphones. Used by the doctor console and, in embedded mode, by the portal's
// consultation page (loaded from /video/assets/room-client.js, as a vendor's SDK is loaded from its host).
//
// Protocol: every page that joins gets a session and says `hello`; a participant who hears a new session
// answers `hello` (reply) and forgets any earlier connection (the other side reloaded). The patient makes the
// offer, the doctor answers; ICE candidates follow, addressed to one session; `bye` when a page leaves.

const POLL_ERROR_BACKOFF_MS = 1000;

export class RoomError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'RoomError';
    this.status = status;
  }
}

async function call(base, path, { method = 'GET', headers = {}, body, signal, keepalive } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  let json = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok) throw new RoomError(res.status, json?.message?.message || res.statusText || 'Something went wrong');
  return json?.data;
}

/**
 * new RoomClient({ meetingId, headers, localStream, base, onEvent })
 * onEvent(type, detail): 'joined' {role, self, peer, date, time}, 'peer-present', 'remote-stream' {stream},
 * 'connection' {state}, 'peer-left', 'completed', 'error' {status, message}.
 */
export class RoomClient {
  constructor({ meetingId, headers, localStream, base = '/video', onEvent = () => {} }) {
    this.meetingId = encodeURIComponent(meetingId);
    this.headers = headers;
    this.localStream = localStream;
    this.base = base;
    this.onEvent = onEvent;
    this.pc = null;
    this.peerSession = null;
    this.pendingCandidates = [];
    this.abort = new AbortController();
    this.stopped = false;
    this.remoteStream = null;
  }

  /** Joins the room and keeps reading its messages until stop(). Throws RoomError when the room refuses. */
  async start() {
    const joined = await call(this.base, `/api/rooms/${this.meetingId}/join`, { method: 'POST', headers: this.headers, body: {}, signal: this.abort.signal });
    this.role = joined.role;
    this.session = joined.session;
    this.cursor = joined.cursor;
    this.iceServers = joined.iceServers ?? [];
    this.onEvent('joined', joined);
    await this.send('hello', {});
    void this.loop();
    return joined;
  }

  async send(kind, payload, to = null) {
    if (this.stopped && kind !== 'bye') return;
    await call(this.base, `/api/rooms/${this.meetingId}/signals`, {
      method: 'POST',
      headers: this.headers,
      body: { session: this.session, kind, payload, to },
      keepalive: kind === 'bye',
    });
  }

  async loop() {
    while (!this.stopped) {
      try {
        const q = new URLSearchParams({ session: this.session, after: String(this.cursor), wait: '25' });
        const r = await call(this.base, `/api/rooms/${this.meetingId}/signals?${q}`, { headers: this.headers, signal: this.abort.signal });
        if (this.stopped) return;
        this.cursor = r.cursor;
        for (const m of r.messages) await this.handle(m);
        if (r.status === 'Consultation Completed') {
          this.onEvent('completed', {});
          this.stop(false);
          return;
        }
      } catch (err) {
        if (this.stopped) return;
        if (err instanceof RoomError && (err.status === 401 || err.status === 403 || err.status === 404 || err.status === 409)) {
          this.onEvent('error', { status: err.status, message: err.message });
          this.stop(false);
          return;
        }
        await new Promise((r) => setTimeout(r, POLL_ERROR_BACKOFF_MS));
      }
    }
  }

  async handle(m) {
    try {
      if (m.kind === 'hello') {
        if (m.session !== this.peerSession) {
          this.adopt(m.session);
          if (!m.payload?.reply) await this.send('hello', { reply: true }, m.session);
          this.onEvent('peer-present', { from: m.from });
          if (this.role === 'patient') await this.offer();
        }
      } else if (m.kind === 'offer' && this.role === 'doctor') {
        if (m.session !== this.peerSession) {
          this.adopt(m.session);
          this.onEvent('peer-present', { from: m.from });
        }
        await this.pc.setRemoteDescription(m.payload);
        await this.flushCandidates();
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        await this.send('answer', this.pc.localDescription.toJSON(), this.peerSession);
      } else if (m.kind === 'answer' && this.role === 'patient') {
        if (m.session === this.peerSession && this.pc?.signalingState === 'have-local-offer') {
          await this.pc.setRemoteDescription(m.payload);
          await this.flushCandidates();
        }
      } else if (m.kind === 'candidate') {
        if (m.session !== this.peerSession || !this.pc || !m.payload) return;
        if (this.pc.remoteDescription) await this.pc.addIceCandidate(m.payload);
        else this.pendingCandidates.push(m.payload);
      } else if (m.kind === 'bye') {
        if (m.session === this.peerSession) {
          this.closePeer();
          this.peerSession = null;
          this.onEvent('peer-left', {});
        }
      }
    } catch (err) {
      // One bad message (a stale candidate, a late answer) must not end the call.
      console.warn('[room] message failed', m.kind, err);
    }
  }

  async flushCandidates() {
    const list = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const c of list) await this.pc.addIceCandidate(c).catch(() => undefined);
  }

  /** A new connection for a new peer session (the other side joined, or reloaded its page). */
  adopt(session) {
    this.closePeer();
    this.peerSession = session;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    this.remoteStream = new MediaStream();
    for (const track of this.localStream?.getTracks() ?? []) pc.addTrack(track, this.localStream);
    pc.onicecandidate = (e) => {
      if (e.candidate && pc === this.pc) void this.send('candidate', e.candidate.toJSON(), session).catch(() => undefined);
    };
    pc.ontrack = (e) => {
      if (pc !== this.pc) return;
      const stream = e.streams[0] ?? this.remoteStream;
      if (!e.streams[0]) stream.addTrack(e.track);
      this.remoteStream = stream;
      this.onEvent('remote-stream', { stream });
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      this.onEvent('connection', { state: pc.connectionState });
      // The patient restarts ICE when the path is lost (a network change), keeping the same peer.
      if (pc.connectionState === 'failed' && this.role === 'patient') void this.offer(true);
    };
  }

  async offer(iceRestart = false) {
    const pc = this.pc;
    if (!pc) return;
    const offer = await pc.createOffer({ iceRestart });
    await pc.setLocalDescription(offer);
    await this.send('offer', pc.localDescription.toJSON(), this.peerSession);
  }

  closePeer() {
    if (this.pc) {
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.onconnectionstatechange = null;
      this.pc.close();
    }
    this.pc = null;
    this.pendingCandidates = [];
  }

  /** Leaves the room (says bye unless the room already ended). The local camera is the caller's to stop. */
  stop(sayBye = true) {
    if (this.stopped) return;
    this.stopped = true;
    if (sayBye && this.session) void this.send('bye', {}).catch(() => undefined);
    this.abort.abort();
    this.closePeer();
  }

  /** The doctor ends the consultation for both. */
  async complete() {
    await call(this.base, `/api/rooms/${this.meetingId}/complete`, { method: 'POST', headers: this.headers, body: {} });
  }
}
