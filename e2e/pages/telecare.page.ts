import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** mfe-telecare's own texts in both languages, so the journeys assert what a person reads. */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-telecare/src/i18n');
export type Lang = 'en' | 'ar';
export const TELE = {
  en: JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8')),
  ar: JSON.parse(fs.readFileSync(path.join(dir, 'ar.json'), 'utf8')),
} as const;
/** Texts of the spec (common namespace of @portal/shared). */
export const SPEC = {
  en: {
    requestSubmitted: 'Your Request has been submitted', completePayment: 'Please complete your payment in the next page', noDoctors: 'No Doctors to display',
    paymentCompleted: 'Your payment is completed', scheduledOn: 'Your teleconsultation appointment is scheduled on', new: 'New', yes: 'Yes',
  },
  ar: {
    requestSubmitted: 'تم تقديم طلبك', completePayment: 'يرجى إكمال الدفع في الصفحة التالية', noDoctors: 'لا يوجد أطباء لعرضهم',
    paymentCompleted: 'تم إكمال الدفع بنجاح', scheduledOn: 'موعد الاستشارة عن بُعد الخاص بك محدد في', new: 'جديد', yes: 'نعم',
  },
} as const;

/** The dashboard tile (its name is the badge 'New' and the label), not a news item that mentions teleconsultation. */
export function teleTile(page: Page, lang: Lang = 'en'): Locator {
  return page.getByRole('main').getByRole('button', { name: new RegExp(`^(${SPEC[lang].new} )?${TELE[lang].tile.teleconsultation}$`) });
}

/** The dashboard's menu entry of that name (none when the brand has no teleconsultation). */
export function teleMenuLink(page: Page, name: string = TELE.en.menu.teleconsultation): Locator {
  return page.getByRole('navigation').getByRole('link', { name });
}

/** The dashboard's first tile: the dashboard has loaded. */
export function firstTile(page: Page): Locator {
  return page.getByRole('main').getByRole('button').first();
}

/** The page's main region. */
export function mainRegion(page: Page): Locator {
  return page.getByRole('main');
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The hospital's wall clock (the video clinic is in the UAE: UTC+4 all year). */
export function dubaiNow(at = Date.now()): { date: string; time: string; minutes: number } {
  const d = new Date(at + 4 * 3600_000);
  const iso = d.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
}
/** A hospital wall-clock date and time as an instant. */
export function dubaiInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+04:00`);
}

export interface TeleDoctorInfo {
  id: number;
  name: string;
  know_langauges: string;
  disease_key: string;
  physician_number: string;
  physician_code: string;
  department_code: string;
  facilityCode: string;
}

export async function teleDoctors(request: APIRequestContext, lang: Lang = 'en', brand = 'burjeel', vblog = 'burjeel-hospital-abu-dhabi'): Promise<TeleDoctorInfo[]> {
  const res = await request.get(`/content/${brand}/getallteleconsultationdocters?vblog=${vblog}${lang === 'ar' ? '&lang=ar' : ''}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

/** The free video slots of a doctor on a date, as the API gives them. */
export async function teleSlots(request: APIRequestContext, token: string, d: TeleDoctorInfo, date: string): Promise<string[]> {
  const res = await request.post('/api/appointment/timeslots', {
    headers: { authorization: `Bearer ${token}`, Invoking_Channel: 'TELECONSULT' },
    data: { facilityId: [d.facilityCode], department: [d.department_code], physicianLicense: [d.physician_code], physicianNo: [d.physician_number], beginDate: date, endDate: date, scheduleType: 'TELEMED' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const b = (await res.json()).data;
  return [...b.morningSlots, ...b.afternoonSlots, ...b.eveningSlots].map((s: { startTime: string }) => s.startTime);
}

/** A slot's start time (HH:MM) in minutes after midnight. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The soonest free video slot today among the hospital's tele doctors that starts at least `leadMinutes` from
 * now. A slot leaves the list when it starts, so one a minute away can be gone before the wizard reaches it
 * on a busy machine (two cores shared with another journey).
 */
export async function soonestSlotToday(request: APIRequestContext, token: string, doctors: TeleDoctorInfo[], leadMinutes = 2): Promise<{ doctor: TeleDoctorInfo; date: string; start: string }> {
  const { date, minutes } = dubaiNow();
  const from = minutes + leadMinutes;
  let best: { doctor: TeleDoctorInfo; date: string; start: string } | null = null;
  for (const d of doctors) {
    const first = (await teleSlots(request, token, d, date)).find((s) => minutesOf(s) >= from);
    if (first && (!best || first < best.start)) best = { doctor: d, date, start: first };
  }
  if (!best) throw new Error('no video slot left today');
  return best;
}

/** Books a teleconsultation through the API (data for the pages that need one). */
export async function bookTele(request: APIRequestContext, token: string, d: TeleDoctorInfo, date: string, start: string, paymentMode: 1 | 2): Promise<{ appointmentRefNo: string; appointmentId: number }> {
  const res = await request.post('/api/appointment/bookappt', {
    headers: { authorization: `Bearer ${token}`, Invoking_Channel: 'TELECONSULT' },
    data: {
      facilityId: [d.facilityCode],
      appointmentdetails: { apptDate: date, apptStartTime: start, familyMemberId: 0, physicianNo: d.physician_number, department: d.department_code, scheduleType: 'TELEMED', apptType: paymentMode },
      patientdetails: {},
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

/** /auth/scheduleBooking: the three steps, the review and the success dialog. */
export class TeleWizard {
  constructor(private readonly page: Page, private readonly lang: Lang) {}
  get t() {
    return TELE[this.lang];
  }
  async open() {
    await this.page.goto('/auth/scheduleBooking');
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.wizard.title })).toBeVisible({ timeout: 30_000 });
  }
  async choosePayment(mode: 1 | 2) {
    await this.page.getByTestId(`payment-mode-${mode}`).click();
  }
  /** Step 1's line when the patient has no family members. */
  get noFamily(): Locator {
    return this.page.getByTestId('no-family');
  }
  get payInsurance(): Locator {
    return this.page.getByRole('radio', { name: this.t.wizard.payInsurance });
  }
  get paySelf(): Locator {
    return this.page.getByRole('radio', { name: this.t.wizard.paySelf });
  }
  /** Step 2's line when the search finds nobody (the common namespace's text). */
  get noDoctors(): Locator {
    return this.page.getByText(SPEC[this.lang].noDoctors);
  }
  doctorCard(physicianNo: string): Locator {
    return this.page.locator(`[data-testid="tele-doctor"][data-physician="${physicianNo}"]`);
  }
  /** Step 3's chip of a date (YYYY-MM-DD). */
  dateChip(date: string): Locator {
    return this.page.locator(`[data-date="${date}"]`);
  }
  async chooseDate(date: string) {
    await this.dateChip(date).click();
  }
  /** Step 3's slot starting at HH:MM. */
  slot(start: string): Locator {
    return this.page.locator(`[data-slot="${start}"]`);
  }
  /** The header's button back to step 1. */
  async backToPatientStep() {
    await this.page.getByRole('button', { name: `${this.t.wizard.goToStep.replace('{{step}}', '1')} ${this.t.wizard.stepPatient}` }).click();
  }
  async proceedFromSlot() {
    await this.page.getByTestId('proceed-slot').click();
  }
  /** The review (any alert dialog open on the wizard). */
  get review(): Locator {
    return this.page.getByRole('alertdialog');
  }
  async confirmReview() {
    await this.review.getByRole('button', { name: this.t.wizard.confirm, exact: true }).click();
  }
  get success(): Locator {
    return this.page.getByTestId('success-dialog');
  }
  get paymentNotice(): Locator {
    return this.success.getByTestId('payment-notice');
  }
  /** The reference number the success dialog shows. */
  async reference(): Promise<string> {
    return (await this.success.getByTestId('tele-ref').textContent())!.trim();
  }
  async viewAppointment() {
    await this.success.getByTestId('view-appointment').click();
  }
  async proceedFromPatient() {
    await this.page.getByTestId('proceed-patient').click();
    await expect(this.page.getByRole('heading', { name: this.t.wizard.doctorsHeading })).toBeVisible();
  }
  search(): Locator {
    return this.page.getByRole('searchbox', { name: this.t.wizard.searchLabel });
  }
  doctorCards(): Locator {
    return this.page.getByTestId('tele-doctor');
  }
  async book(physicianNo: string) {
    await this.page.locator(`[data-testid="tele-doctor"][data-physician="${physicianNo}"]`).getByRole('button', { name: new RegExp(this.t.common.bookTeleconsultation) }).click();
    await expect(this.page.getByRole('heading', { name: this.t.wizard.slotHeading })).toBeVisible();
  }
  async chooseSlot(start: string) {
    await expect(this.page.getByText(this.lang === 'en' ? 'Loading slots…' : 'جارٍ تحميل المواعيد…')).toHaveCount(0);
    // The day's slots are grouped (morning before 12:00, afternoon before 17:00, evening), one group open at a time.
    const minutes = minutesOf(start);
    const group = this.page.locator(`[data-group="${minutes < 720 ? 'morningSlots' : minutes < 1020 ? 'afternoonSlots' : 'eveningSlots'}"]`);
    const slot = this.page.locator(`[data-slot="${start}"]`);
    // The list may still be the previous date's (the same times) when this runs: open the group until the
    // slot shows, reading the heading's state again on each try rather than once.
    await expect(async () => {
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      await expect(slot).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await slot.click();
    await expect(slot).toHaveAttribute('aria-checked', 'true');
  }
  async reviewAndConfirm(): Promise<Locator> {
    await this.page.getByTestId('proceed-slot').click();
    const review = this.page.getByRole('alertdialog').filter({ hasText: this.t.wizard.reviewTitle });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: this.t.wizard.confirm, exact: true }).click();
    const success = this.page.getByTestId('success-dialog');
    await expect(success).toBeVisible();
    return success;
  }
}

/** /auth/teleconsultationAppointments: one row per consultation. */
export class TeleList {
  constructor(private readonly page: Page) {}

  async open(lang: Lang = 'en') {
    await this.page.goto('/auth/teleconsultationAppointments');
    await expect(this.page.getByRole('heading', { level: 1, name: TELE[lang].list.title })).toBeVisible({ timeout: 30_000 });
    await this.loaded();
  }
  async loaded() {
    await expect(this.page.getByText(/Please wait! Loading Appointments|يرجى الانتظار! جارٍ تحميل المواعيد/)).toHaveCount(0, { timeout: 20_000 });
  }
  row(ref: string): Locator {
    return this.page.locator(`[data-testid="tele-row"][data-ref="${ref}"]`);
  }
  /** Every consultation's row. */
  rows(): Locator {
    return this.page.getByTestId('tele-row');
  }
  heading(lang: Lang = 'en'): Locator {
    return this.page.getByRole('heading', { level: 1, name: TELE[lang].list.title });
  }
  status(ref: string): Locator {
    return this.row(ref).getByTestId('tele-status');
  }
  consultButton(ref: string): Locator {
    return this.row(ref).getByTestId('consult-button');
  }
  paymentButton(ref: string): Locator {
    return this.row(ref).getByTestId('payment-button');
  }
  consultNote(ref: string): Locator {
    return this.row(ref).getByTestId('consult-note');
  }
  when(ref: string): Locator {
    return this.row(ref).getByTestId('tele-when');
  }
  async pay(ref: string) {
    await this.paymentButton(ref).click();
  }
  async reschedule(ref: string) {
    await this.rescheduleButton(ref).click();
  }
  rescheduleButton(ref: string): Locator {
    return this.row(ref).getByTestId('reschedule-button');
  }
  /** The line the list shows on coming back from the payment page. */
  get paymentOutcome(): Locator {
    return this.page.getByTestId('payment-outcome');
  }
  async requestCallBack(lang: Lang = 'en') {
    await this.page.getByRole('button', { name: TELE[lang].common.requestCallBack }).click();
  }
}

/** The list's Request Call Back dialog. */
export class CallBackDialog {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get dialog(): Locator {
    return this.page.getByTestId('call-back-dialog');
  }
  get error(): Locator {
    return this.dialog.getByTestId('call-back-error');
  }
  get sent(): Locator {
    return this.dialog.getByTestId('call-back-success');
  }
  get message(): Locator {
    return this.dialog.getByRole('textbox', { name: TELE[this.lang].callBack.message });
  }
  async submit() {
    await this.dialog.getByTestId('call-back-submit').click();
  }
  async toDashboard() {
    await this.dialog.getByTestId('call-back-dashboard').click();
  }
}

/** The payment provider's checkout page (/payment/checkout/…). */
export class PaymentCheckout {
  constructor(private readonly page: Page) {}
  get amount(): Locator {
    return this.page.getByTestId('amount');
  }
  async pay() {
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }
}

/** /auth/rescheduleTeleAppointment: the new slot, the question and the success dialog. */
export class TeleReschedule {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get slots(): Locator {
    return this.page.locator('[data-slot]');
  }
  async confirm() {
    await this.page.getByTestId('reschedule-confirm').click();
  }
  /** Yes on the question whether to reschedule. */
  async answerYes() {
    const question = this.page.getByRole('alertdialog').filter({ hasText: TELE[this.lang].reschedule.question });
    await question.getByRole('button', { name: SPEC[this.lang].yes, exact: true }).click();
  }
  get success(): Locator {
    return this.page.getByTestId('success-dialog');
  }
  /** The success dialog's last button, which closes it. */
  async closeSuccess() {
    await this.success.getByRole('button').last().click();
  }
}

/** /auth/Teleconsultation: the camera check, then the room. */
export class TeleLaunch {
  /** The `<video>`s' selectors, for videoIsPlaying and audioLevel. */
  static readonly previewVideo = '[data-testid="preview-video"]';
  static readonly remoteVideo = '[data-testid="remote-video"]';
  constructor(private readonly page: Page) {}
  get mediaError(): Locator {
    return this.page.getByTestId('media-error');
  }
  get mediaReady(): Locator {
    return this.page.getByTestId('media-ready');
  }
  get joinButton(): Locator {
    return this.page.getByTestId('join-consultation');
  }
  async join() {
    await this.joinButton.click();
  }
  get room(): Locator {
    return this.page.getByTestId('room');
  }
  get roomStatus(): Locator {
    return this.page.getByTestId('room-status');
  }
  async leave() {
    await this.page.getByTestId('leave-room').click();
  }
}

/** The embedded video service's doctor console (its own link). */
export class DoctorConsole {
  static readonly remoteVideo = '#remote-video';
  constructor(private readonly page: Page) {}
  get status(): Locator {
    return this.page.locator('#status');
  }
  async endConsultation() {
    await this.page.getByRole('button', { name: 'End consultation' }).click();
  }
}

/** /auth/comingsoon. */
export class ComingSoon {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  async open() {
    await this.page.goto('/auth/comingsoon');
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: TELE[this.lang].comingSoon.title });
  }
  get progress(): Locator {
    return this.page.getByRole('progressbar');
  }
  async back() {
    await this.page.getByRole('button', { name: TELE[this.lang].comingSoon.back }).click();
  }
}

/** Frames decoded and pixels changing in a <video> (a picture that really plays, not just an element). */
export async function videoIsPlaying(page: Page, selector: string): Promise<{ frames: number; changed: number; width: number }> {
  return page.evaluate(async (sel) => {
    const v = document.querySelector(sel) as HTMLVideoElement;
    const deadline = Date.now() + 15_000;
    while ((v.videoWidth === 0 || v.readyState < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    let frames = 0;
    const count = () => v.requestVideoFrameCallback(() => {
      frames += 1;
      count();
    });
    count();
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const grab = () => {
      ctx.drawImage(v, 0, 0, 64, 48);
      return ctx.getImageData(0, 0, 64, 48).data;
    };
    const a = grab();
    await new Promise((r) => setTimeout(r, 1500));
    // A busy machine (CI's two cores) may decode fewer frames a second: a playing video gets up to 5 s to
    // show more than 10; a frozen one shows none however long it is given.
    const until = Date.now() + 3500;
    while (frames <= 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const b = grab();
    let changed = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) changed += 1;
    return { frames, changed, width: v.videoWidth };
  }, selector);
}

/** The loudest level heard on the sound of a <video>'s stream over a while (0 = silence). */
export async function audioLevel(page: Page, selector: string): Promise<number> {
  return page.evaluate(async (sel) => {
    const v = document.querySelector(sel) as HTMLVideoElement;
    const stream = v.srcObject as MediaStream;
    if (!stream || stream.getAudioTracks().length === 0) return 0;
    const ctx = new AudioContext();
    await ctx.resume();
    const analyser = ctx.createAnalyser();
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let peak = 0;
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      analyser.getByteTimeDomainData(data);
      for (const x of data) peak = Math.max(peak, Math.abs(x - 128));
      await new Promise((r) => setTimeout(r, 50));
    }
    await ctx.close();
    return peak;
  }, selector);
}
