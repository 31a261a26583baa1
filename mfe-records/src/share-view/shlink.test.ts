import { base64url } from 'jose';
import { openShlink, readShlink } from './shlink';

const key = base64url.encode(new Uint8Array(32).fill(7));
const payload = { url: 'https://portal.example/api/shl/abc', key, flag: 'P', label: 'For Dr. Keller', v: 1 };
const link = `https://portal.example/share/view#shlink:/${base64url.encode(JSON.stringify(payload))}`;

test('reads the payload after the viewer address; refuses what is not a link it can open', () => {
  expect(readShlink(link)).toEqual(payload);
  expect(readShlink('#nothing')).toBeNull();
  expect(readShlink(`#shlink:/${base64url.encode(JSON.stringify({ ...payload, key: 'short' }))}`)).toBeNull();
  expect(readShlink(`#shlink:/${base64url.encode(JSON.stringify({ ...payload, v: 2 }))}`)).toBeNull();
  expect(readShlink(`#shlink:/${base64url.encode(JSON.stringify({ ...payload, flag: 'U' }))}`)).toBeNull();
  expect(readShlink('#shlink:/%%%')).toBeNull();
});

// Decrypting needs the browser's WebCrypto, which jsdom lacks: the journey records-health-summary opens a link in Chromium.
test('the manifest request carries the recipient and the passcode; 401, 404 and 429 as the protocol answers them', async () => {
  const answers = [
    new Response(JSON.stringify({ remainingAttempts: 3 }), { status: 401 }),
    new Response('{}', { status: 404 }),
    new Response('{}', { status: 429 }),
  ];
  const sent: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init!.body)) });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  }) as typeof fetch;
  const p = readShlink(link)!;
  expect(await openShlink(p, 'Dr. Keller', 'wrong')).toEqual({ kind: 'passcode', remainingAttempts: 3 });
  expect(sent[0]).toEqual({ url: 'https://portal.example/api/shl/abc', body: { recipient: 'Dr. Keller', passcode: 'wrong' } });
  expect(await openShlink(p, 'Dr. Keller', 'x')).toEqual({ kind: 'gone' });
  expect(await openShlink(p, 'Dr. Keller', 'x')).toEqual({ kind: 'busy' });
  expect(await openShlink(p, 'Dr. Keller', undefined)).toEqual({ kind: 'failed' });
  expect(sent[3]!.body).toEqual({ recipient: 'Dr. Keller' });
});
