import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, readStack, startApi, stop, writeStack, type Stack } from './stack';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * The production topology (stack.ts, started by setup.ts): everything through the balancer's https:// address, as a
 * browser or a phone would reach the portal. Node trusts the test CA (NODE_EXTRA_CA_CERTS), so every call here checks
 * the balancer's certificate; only Chromium is told to accept it.
 */
test.describe.configure({ mode: 'serial' });

let stack: Stack;
test.beforeAll(() => {
  stack = readStack();
});

const PATIENT = { callingCode: '971', mobile: '501234567', password: 'Portal@2026', dateOfBirth: '15/03/1988', documentId: '784-1988-1234567-1' };
type Envelope = { message: { status: string; message: string }; data: any };

async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; headers: Headers; json: Envelope; res: Response }> {
  const res = await fetch(`${stack.publicUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), Invoking_Channel: 'PATIENTPORTA' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = /json/.test(res.headers.get('content-type') ?? '') ? ((await res.clone().json()) as Envelope) : (null as unknown as Envelope);
  return { status: res.status, headers: res.headers, json, res };
}

/** The newest code the SMS gateway stand-in received for the number, after `since` (ids grow). */
async function smsCode(afterId = 0): Promise<{ code: string; id: number }> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${stack.standins.urls.sms}/outbox?mobile=${PATIENT.callingCode}${PATIENT.mobile}`);
    const rows = ((await res.json()) as { data: { id: string | number; text: string }[] }).data;
    const newest = rows[0];
    const code = newest && Number(newest.id) > afterId ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
    if (code) return { code, id: Number(newest!.id) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code reached the SMS gateway');
}

async function scrape(i: 0 | 1): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${stack.ports.metrics[i]}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}
function sum(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) total += Number(m[3]);
  }
  return total;
}

let token = '';

test('pages come from the API with CSP and HSTS; the web files from the CDN with their cache headers, all over TLS', async () => {
  const page = await call('GET', '/home/login');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(page.headers.get('x-portal-server')).toMatch(/^api-[ab]$/);
  const html = await page.res.text();

  const registry = await call('GET', '/registry/remotes.json');
  expect([registry.status, registry.headers.get('x-portal-origin'), registry.headers.get('cache-control')]).toEqual([200, 'cdn', 'no-cache']);
  const remotes = (registry.json as unknown as { remotes: Record<string, { entry?: string; manifest: string }> }).remotes;
  const identity = remotes['mfe-identity']!;
  const entry = identity.entry ?? identity.manifest.replace(/[^/]+$/, 'remoteEntry.js');
  const remoteEntry = await call('GET', new URL(entry, stack.publicUrl).pathname);
  expect([remoteEntry.status, remoteEntry.headers.get('x-portal-origin'), remoteEntry.headers.get('cache-control')]).toEqual([200, 'cdn', 'public, max-age=31536000, immutable']);
  expect(remoteEntry.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

  // The shell's files the page names: its entry file (no hash: revalidated) and a hashed chunk (immutable).
  const main = await call('GET', '/main.js');
  expect([main.status, main.headers.get('x-portal-origin'), main.headers.get('cache-control')]).toEqual([200, 'cdn', 'no-cache']);
  expect(html).toContain('/main.js');
  const chunk = fs.readdirSync(path.join(ROOT, 'shell', 'dist')).find((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f))!;
  const c = await call('GET', `/${chunk}`);
  expect([c.status, c.headers.get('x-portal-origin'), c.headers.get('cache-control')]).toEqual([200, 'cdn', 'public, max-age=31536000, immutable']);

  // The brand icon at the address browsers ask for on pages that name none.
  const icon = await call('GET', '/favicon.ico');
  expect([icon.status, icon.headers.get('x-portal-origin'), icon.headers.get('cache-control')]).toEqual([200, 'cdn', 'no-cache']);
  expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(Buffer.from(await icon.res.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('00000100');
});

test('production mode refuses /api/dev/* and the stand-ins, sends HSTS on every answer, and keeps metrics internal', async () => {
  for (const [method, path] of [['GET', '/api/dev/outbox?mobile=971501234567'], ['POST', '/api/dev/identity/reset'], ['POST', '/api/dev/records/seed'], ['GET', '/api/dev/teleconsultations?refNo=X']]) {
    const r = await call(method!, path!, method === 'POST' ? {} : undefined);
    expect([path, r.status, r.json?.message?.status]).toEqual([path, 404, 'NotFound']);
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  }
  // The stand-ins' paths are not the API's in production: asked of a process directly, nothing answers them (the
  // dotted discovery path is refused by the web files' server, 403).
  for (const [p, status] of [['/idp/.well-known/openid-configuration', 403], ['/idp/auth', 404], ['/content/burjeel/getAllDocters', 404], ['/video/console/x', 404], ['/payment/checkout/x', 404]] as const) {
    const r = await fetch(`http://127.0.0.1:${stack.ports.api[0]}${p}`);
    expect([p, r.status]).toEqual([p, status]);
  }
  // Through the balancer the identity provider and the content site are the stand-ins behind the portal's origin.
  const discovery = await fetch(`${stack.publicUrl}/idp/.well-known/openid-configuration`).then((r) => r.json() as Promise<{ issuer: string }>);
  expect(discovery.issuer).toBe(`${stack.publicUrl}/idp`);
  // Metrics: not through the public address, not on the API port without a token, only on each internal port.
  expect((await call('GET', '/api/metrics')).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${stack.ports.api[0]}/api/metrics`)).status).toBe(404);
  expect(await scrape(0)).toContain('# TYPE http_request_duration_seconds histogram');
});

test('a journey through the balancer: register, sign in, book an appointment, read a lab report; the browser shows the pages', async ({ page }) => {
  const servers = new Set<string>();
  const seen = (r: { headers: Headers }) => servers.add(r.headers.get('x-portal-server') ?? '');

  await test.step('register the hospital patient (codes from the SMS gateway stand-in)', async () => {
    const identify = await call('POST', '/api/auth/identify', {
      callingCode: PATIENT.callingCode, mobile: PATIENT.mobile, isInvokedForLogin: false, dateOfBirth: PATIENT.dateOfBirth, documentTypeId: 1, documentId: PATIENT.documentId,
    });
    seen(identify);
    expect([identify.status, identify.json.message.status]).toEqual([200, 'OTPSent']);
    const { code } = await smsCode();
    const referenceId = identify.json.data.referenceId;
    const verify = await call('POST', '/api/auth/verifyOtpForRegistration', { referenceId, otp: code });
    expect(verify.json.message.status).toBe('Success');
    const reg = await call('POST', '/api/user/register', {
      firstName: 'Ahmed', lastName: 'Al Mansoori', email: 'ahmed@example.com', mobile: PATIENT.mobile, callingCode: PATIENT.callingCode, dateOfBirth: PATIENT.dateOfBirth,
      genderId: 1, countryId: 784, documentTypeId: 1, documentId: PATIENT.documentId, password: PATIENT.password, otp: code, referenceId,
    });
    seen(reg);
    expect([reg.status, reg.json.message.status]).toEqual([200, 'Success']);
  });

  await test.step('sign in: a wrong password, then password and SMS code', async () => {
    const wrong = await call('POST', '/api/auth/identify', { callingCode: PATIENT.callingCode, mobile: PATIENT.mobile, password: 'Wrong#12345', isInvokedForLogin: true });
    expect(wrong.json.message.status).toBe('Invalid');
    const last = await smsCode();
    const identify = await call('POST', '/api/auth/identify', { callingCode: PATIENT.callingCode, mobile: PATIENT.mobile, password: PATIENT.password, isInvokedForLogin: true });
    seen(identify);
    expect(identify.json.message.status).toBe('OTPSent');
    const { code } = await smsCode(last.id);
    const login = await call('POST', '/api/auth/login', { callingCode: PATIENT.callingCode, mobile: PATIENT.mobile, password: PATIENT.password, otp: code });
    seen(login);
    expect([login.status, login.json.message.status]).toEqual([200, 'Success']);
    token = login.json.data.token;
    const facility = await call('PUT', '/api/user/preferredfacility', { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' }, token);
    expect(facility.status).toBe(200);
  });

  await test.step('book the first free slot of a doctor from the content site', async () => {
    const doctors = (await call('GET', '/content/burjeel/getAllDocters')).json as unknown as { data: Record<string, any>[] };
    const doctor = doctors.data.find((d) => d.facilityCode === 'BU10' && !String(d.appointment_message?.en ?? d.appointment_message ?? '').trim() && !['ONCO', 'PHYS'].includes(d.department_code))!;
    expect(doctor).toBeTruthy();
    const slotsOf = (date: string) =>
      call('POST', '/api/appointment/timeslots', {
        facilityId: [doctor.facilityCode], department: [''], physicianLicense: [''], physicianNo: [doctor.physician_number], providerLicence: '', beginDate: date, endDate: date, patientId: '', extensions: {},
      }, token);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const first = await slotsOf(today);
    expect(first.status).toBe(200);
    let slot: { date: string; start: string } | null = null;
    for (const date of [today, ...first.json.data.futureDates]) {
      const d = (await slotsOf(date)).json.data;
      const start = [...d.morningSlots, ...d.afternoonSlots, ...d.eveningSlots][0]?.startTime;
      if (start) {
        slot = { date, start };
        break;
      }
    }
    expect(slot).not.toBeNull();
    const booked = await call('POST', '/api/appointment/bookappt', {
      facilityId: [doctor.facilityCode],
      appointmentdetails: {
        apptDate: slot!.date, apptStartTime: slot!.start, apptEndTime: '', patientId: '', familyMemberId: 0, callpoint: 'Portal', department: doctor.department_code,
        physicianNo: doctor.physician_number, physicianLicense: doctor.physician_code, scheduleType: 'ONLINE', comment: '',
      },
      patientdetails: { comment: '', title: '', firstName: '', lastName: '', email: '' },
      extensions: {},
    }, token);
    seen(booked);
    expect([booked.status, booked.json.message.message]).toEqual([200, 'Appointment booked successfully']);
    const list = await call('GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel', undefined, token);
    expect(list.json.data.upcomingAppts.map((a: { appointmentId: number }) => a.appointmentId)).toContain(booked.json.data.appointmentId);
  });

  await test.step('read a recent lab report as a PDF', async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const reports = await call('POST', '/api/appointment/labreports', { startDate: day(30), endDate: day(0), familyMemberId: 0 }, token);
    expect(reports.json.message.status).toBe('Success');
    // A report with a result the release rules hold (his infection screening) waits for the clinician; take one without.
    const tests = reports.json.data.patientLabTestDetails as { docNumber: string; pending?: boolean }[];
    const held = (o: { docNumber: string }) => tests.some((t) => t.docNumber === o.docNumber && t.pending);
    const orders = reports.json.data.patientLabOrderDetails as { docNumber: string }[];
    const waiting = orders.find(held);
    if (waiting) {
      const refused = await call('POST', '/api/appointment/labreportspdf', { documentNumber: waiting.docNumber, skipPasswordProtection: true }, token);
      expect([refused.status, refused.json.message.message]).toEqual([403, 'Result pending review by your doctor']);
    }
    const order = orders.find((o) => !held(o))!;
    const pdf = await call('POST', '/api/appointment/labreportspdf', { documentNumber: order.docNumber, skipPasswordProtection: true }, token);
    seen(pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the browser: the login page and the dashboard through the balancer, each sending its Web Vitals', async () => {
    // The Web Vitals collector comes in its own chunk after the first paint and sends only what web-vitals has
    // measured by the time the page is hidden: a page left before that reports nothing. The collector says on the
    // page's root when it holds a measure (`data-vitals="measured"`, shell/src/vitals/collect-vitals.ts), and each page
    // waits for that before it is left.
    const collectorRan = () => expect(documentRoot(page)).toHaveAttribute('data-vitals', 'measured', { timeout: 30_000 });
    // Every beacon and what the balancer answered, for the failure message.
    const beacons: string[] = [];
    page.context().on('requestfinished', (r) => {
      if (r.url().endsWith('/api/client-vitals')) void r.response().then((res) => beacons.push(`${res?.status()} ${r.postData()}`));
    });
    page.context().on('requestfailed', (r) => {
      if (r.url().endsWith('/api/client-vitals')) beacons.push(`failed ${r.failure()?.errorText} ${r.postData()}`);
    });

    await page.goto(`${stack.publicUrl}/home/login`);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await collectorRan();
    // Signed in as the login page would leave it (the spec's keys), with the session opened above.
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify({ firstName: 'Ahmed', lastName: 'Al Mansoori', roleId: 1, mobile: '501234567', callingCode: '971' }));
      localStorage.setItem('isLoggedIn', '1');
    }, token);
    await page.goto(`${stack.publicUrl}/auth/dashboard`);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await collectorRan();
    await page.goto('about:blank');
    // The dashboard's beacon leaves as it is hidden: wait for it here, while the browser that sends it is still open.
    await expect
      .poll(async () => {
        const texts = await Promise.all([scrape(0), scrape(1)]);
        return { dashboard: texts.reduce((a, t) => a + sum(t, 'portal_web_vitals_reports_total', { route: '/auth/dashboard' }), 0), beacons };
      })
      .toMatchObject({ dashboard: 1 });
  });

  // Round robin: both processes served this journey.
  expect([...servers].filter(Boolean).sort()).toEqual(['api-a', 'api-b']);
});

test("each process's metrics on its internal port: requests, process, pool, jobs, codes, sign-in failures, Web Vitals", async () => {
  const texts = await Promise.all([scrape(0), scrape(1)]);
  const both = (name: string, labels: Record<string, string> = {}) => texts.reduce((a, t) => a + sum(t, name, labels), 0);
  const families = [
    'http_request_duration_seconds', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'portal_event_loop_delay_seconds', 'portal_db_pool_connections',
    'portal_db_pool_waiting', 'portal_jobs_queued', 'portal_jobs_oldest_due_seconds', 'portal_otp_sent_total', 'portal_signin_failures_total', 'portal_uploads_total',
    'portal_exports_total', 'portal_web_vitals_lcp_seconds', 'portal_web_vitals_reports_total', 'portal_overload_rejections_total', 'portal_draining',
  ];
  for (const f of families) expect([f, texts[0]!.includes(`# TYPE ${f} `)]).toEqual([f, true]);
  // What the journey did, summed over the two processes the balancer spread it on.
  expect(both('http_request_duration_seconds_count', { method: 'POST', route: '/api/appointment/bookappt', status_code: '200' })).toBe(1);
  expect(both('portal_otp_sent_total', { purpose: 'registration', outcome: 'sent' })).toBe(1);
  expect(both('portal_otp_sent_total', { purpose: 'login', outcome: 'sent' })).toBe(1);
  expect(both('portal_signin_failures_total', { reason: 'wrong-password' })).toBe(1);
  expect(both('portal_web_vitals_reports_total', { route: '/home/login' })).toBe(1);
  expect(both('portal_web_vitals_reports_total', { route: '/auth/dashboard' })).toBe(1);
  expect(both('portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
  // A few lines of each family from each process, as `curl` shows them, for the operator's eye.
  for (const i of [0, 1] as const) {
    const lines = texts[i]!.split('\n').filter((l) => !l.startsWith('#') && (!l.includes('_bucket{') || l.includes('le="+Inf"')));
    const shown = families.flatMap((f) => lines.filter((l) => l.startsWith(f)).slice(0, 3));
    console.log(`curl http://127.0.0.1:${stack.ports.metrics[i]}/metrics  (api-${'ab'[i]}; up to 3 lines per family, buckets but +Inf left out)\n${shown.join('\n')}`);
  }
});

test('a rolling restart of each API process under a small load: no request fails', async () => {
  test.setTimeout(240_000);
  interface Done { start: number; end: number; server: string; status: number; error?: string; what: string }
  const done: Done[] = [];
  let running = true;
  const requests: Array<{ what: string; run: () => Promise<Response> }> = [
    { what: 'GET countries', run: () => fetch(`${stack.publicUrl}/api/masterdata/country`) },
    { what: 'GET appointments', run: () => fetch(`${stack.publicUrl}/api/appointment/appointments?familyMemberId=0`, { headers: { authorization: `Bearer ${token}` } }) },
    {
      what: 'POST lab reports',
      run: () =>
        fetch(`${stack.publicUrl}/api/appointment/labreports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), endDate: new Date().toISOString().slice(0, 10), familyMemberId: 0 }),
        }),
    },
  ];
  // A small load: four clients, each pausing 100 ms between requests (about 25 requests a second in all).
  const WORKERS = 4;
  const worker = async (w: number) => {
    for (let i = w; running; i++, await new Promise((r) => setTimeout(r, 100))) {
      const r = requests[i % requests.length]!;
      const start = Date.now();
      try {
        const res = await r.run();
        await res.arrayBuffer();
        done.push({ start, end: Date.now(), server: res.headers.get('x-portal-server') ?? '', status: res.status, what: r.what });
      } catch (err) {
        done.push({ start, end: Date.now(), server: '', status: 0, error: String((err as Error)?.cause ?? err), what: r.what });
      }
    }
  };
  const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
  const marks: Record<string, number> = {};
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, 1500));
  for (const i of [0, 1] as const) {
    const name = `api-${'ab'[i]}`;
    marks[`${name} SIGTERM`] = Date.now();
    await stop(stack.pids[name]!, 30_000);
    marks[`${name} exited`] = Date.now();
    await startApi(stack, i);
    marks[`${name} healthy again`] = Date.now();
    // The balancer takes it back after two passing checks (500 ms apart).
    await new Promise((r) => setTimeout(r, 2000));
  }
  running = false;
  await Promise.all(load);
  writeStack(stack);

  const failed = done.filter((d) => d.status !== 200);
  const rel = (t: number) => `${((t - t0) / 1000).toFixed(1)} s`;
  const inFlightAtTerm = (name: string) => done.filter((d) => d.server === name && d.start < marks[`${name} SIGTERM`]! && d.end > marks[`${name} SIGTERM`]!).length;
  const servedBy = (name: string) => done.filter((d) => d.server === name).length;
  console.log(
    `rolling restart under load (${WORKERS} clients, ${rel(Date.now())}): ${done.length} requests, ${failed.length} failed; ` +
      `api-a ${servedBy('api-a')}, api-b ${servedBy('api-b')}; in flight at SIGTERM and finished: api-a ${inFlightAtTerm('api-a')}, api-b ${inFlightAtTerm('api-b')}; ` +
      Object.entries(marks).map(([k, v]) => `${k} at ${rel(v)}`).join(', '),
  );
  expect(failed.slice(0, 10)).toEqual([]);
  expect(done.length).toBeGreaterThan(100);
  // Each process went away and came back while the load ran: both served requests after their restart.
  for (const name of ['api-a', 'api-b']) expect(done.some((d) => d.server === name && d.start > marks[`${name} healthy again`]!)).toBe(true);
});
