// The embedded video service's doctor console: the doctor's side of one consultation room. Opened with its own
// link (/video/console/<meeting>#key=<console key>); the key stays in the fragment and travels as X-Console-Key.
import { RoomClient } from './room-client.js';

const TEXT = {
  en: {
    title: 'Doctor console', subtitle: 'Video consultation with {name} — {date} {time}', waiting: 'Waiting for the patient to join…',
    connecting: 'Connecting…', connected: 'Connected', left: 'The patient left the consultation.', completed: 'The consultation is completed.',
    mute: 'Mute microphone', unmute: 'Unmute microphone', end: 'End consultation', you: 'You', noKey: 'This link has no console key.',
    camera: 'The camera or microphone could not be started: {message}', failed: 'The room could not be joined: {message}',
  },
  ar: {
    title: 'وحدة تحكم الطبيب', subtitle: 'استشارة مرئية مع {name} — {date} {time}', waiting: 'بانتظار انضمام المريض…',
    connecting: 'جارٍ الاتصال…', connected: 'متصل', left: 'غادر المريض الاستشارة.', completed: 'اكتملت الاستشارة.',
    mute: 'كتم الميكروفون', unmute: 'إلغاء كتم الميكروفون', end: 'إنهاء الاستشارة', you: 'أنت', noKey: 'لا يحتوي هذا الرابط على مفتاح وحدة التحكم.',
    camera: 'تعذر تشغيل الكاميرا أو الميكروفون: {message}', failed: 'تعذر الانضمام إلى الغرفة: {message}',
  },
};
const lang = new URLSearchParams(location.search).get('lang') === 'ar' ? 'ar' : 'en';
const t = (key, vars = {}) => TEXT[lang][key].replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? '');
document.documentElement.lang = lang;
document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';

const $ = (id) => document.getElementById(id);
const status = (text) => ($('status').textContent = text);
$('title').textContent = t('title');
document.title = t('title');
$('end').textContent = t('end');
$('mute').textContent = t('mute');
$('local-label').textContent = t('you');

const meetingId = decodeURIComponent(location.pathname.split('/').pop() ?? '');
const key = new URLSearchParams(location.hash.slice(1)).get('key');

async function main() {
  if (!key) return status(t('noKey'));
  let local;
  try {
    local = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (err) {
    return status(t('camera', { message: err?.name ?? String(err) }));
  }
  $('local-video').srcObject = local;
  const room = new RoomClient({
    meetingId,
    headers: { 'x-console-key': key },
    localStream: local,
    onEvent(type, detail) {
      if (type === 'joined') {
        $('subtitle').textContent = t('subtitle', { name: detail.peer, date: detail.date, time: detail.time });
        $('remote-label').textContent = detail.peer;
        status(t('waiting'));
      } else if (type === 'peer-present') status(t('connecting'));
      else if (type === 'remote-stream') $('remote-video').srcObject = detail.stream;
      else if (type === 'connection' && detail.state === 'connected') status(t('connected'));
      else if (type === 'peer-left') status(t('left'));
      else if (type === 'completed') finish();
      else if (type === 'error') status(t('failed', { message: detail.message }));
    },
  });
  function finish() {
    status(t('completed'));
    $('end').disabled = true;
    $('mute').disabled = true;
    for (const track of local.getTracks()) track.stop();
  }
  $('mute').addEventListener('click', () => {
    const audio = local.getAudioTracks();
    const muted = audio.every((a) => !a.enabled);
    for (const a of audio) a.enabled = muted;
    $('mute').setAttribute('aria-pressed', String(!muted));
    $('mute').textContent = muted ? t('mute') : t('unmute');
  });
  $('end').addEventListener('click', async () => {
    $('end').disabled = true;
    try {
      await room.complete();
      room.stop();
      finish();
    } catch (err) {
      $('end').disabled = false;
      status(t('failed', { message: err.message }));
    }
  });
  window.addEventListener('pagehide', () => room.stop());
  try {
    await room.start();
  } catch (err) {
    status(t('failed', { message: err.message }));
  }
}

void main();
