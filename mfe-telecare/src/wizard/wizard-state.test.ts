import { dateChips, initialWizard, wizardReducer, type WizardState } from './wizard-state';
import type { TeleDoctor } from '../api/telecare.api';
import type { Slot } from '@portal/shared/booking';

const doctor = (n: string): TeleDoctor => ({
  id: Number(n), name: `Dr ${n}`, image: '', specialization: 'General Practitioner', know_langauges: 'English', experience: 5, disease_key: 'Fever', locationId: 101,
  department_code: 'GP', physician_code: `L${n}`, physician_number: n,
});
const slot: Slot = { text: '10:00 - 10:10', startTime: '10:00', endTime: '10:10', date: '2026-03-10', department: 'GP', physicianNo: '1', physicianLicense: 'L1', slNo: 1 };
const run = (s: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, s);

test('the steps of the spec, in order; payment mode insurance by default', () => {
  let s = initialWizard('2026-03-10');
  expect(s).toMatchObject({ step: '', paymentMode: 1, booking: { familyMemberId: 0 } });
  s = run(s, { type: 'patient', familyMemberId: 7 }, { type: 'paymentMode', mode: 2 }, { type: 'patientDone' });
  expect(s).toMatchObject({ step: 'patient-selection-completed', paymentMode: 2, booking: { familyMemberId: 7 } });
  s = run(s, { type: 'doctor', doctor: doctor('1') });
  expect(s.step).toBe('doctor-selection-completed');
  // Review needs a slot.
  expect(run(s, { type: 'ask', key: 'k' }).booking.step).toBe('choose');
  s = run(s, { type: 'slot', slot }, { type: 'ask', key: 'k1' });
  expect(s.booking).toMatchObject({ step: 'confirm', attemptKey: 'k1' });
  s = run(s, { type: 'submit' });
  // Nothing moves while the request is on its way.
  expect(run(s, { type: 'goto', step: '' }, { type: 'date', date: '2026-03-11' })).toBe(s);
  expect(run(s, { type: 'booked', refNo: 'APT000000001' }).booking).toMatchObject({ step: 'done', refNo: 'APT000000001' });
  expect(run(s, { type: 'failed' }).booking).toMatchObject({ step: 'choose', slot: null, attemptKey: null });
  // No answer: back to the review with the same slot and key, so the retry is the same attempt.
  expect(run(s, { type: 'unreachable' }).booking).toMatchObject({ step: 'confirm', slot, attemptKey: 'k1' });
});

test('a review needs a doctor; going back from the review drops its key', () => {
  const noDoctor = run(initialWizard('2026-03-10'), { type: 'slot', slot }, { type: 'ask', key: 'k' });
  expect(noDoctor.booking.step).toBe('choose');
  const s = run(initialWizard('2026-03-10'), { type: 'patientDone' }, { type: 'doctor', doctor: doctor('1') }, { type: 'slot', slot }, { type: 'ask', key: 'k' });
  expect(run(s, { type: 'goto', step: '' }).booking).toMatchObject({ step: 'choose', attemptKey: null, slot });
});

test('the header jumps back only; another doctor or date drops the slot', () => {
  let s = run(initialWizard('2026-03-10'), { type: 'patientDone' }, { type: 'doctor', doctor: doctor('1') }, { type: 'slot', slot });
  expect(run(s, { type: 'goto', step: 'doctor-selection-completed' })).toBe(s);
  const back = run(s, { type: 'goto', step: '' });
  expect(back.step).toBe('');
  expect(back.doctor?.id).toBe(1);
  expect(run(s, { type: 'date', date: '2026-03-11' }).booking.slot).toBeNull();
  s = run(s, { type: 'goto', step: 'patient-selection-completed' }, { type: 'doctor', doctor: doctor('2') });
  expect(s.booking.slot).toBeNull();
});

test('a re-booked doctor (navigation state) skips the doctor step once', () => {
  const s = run(initialWizard('2026-03-10', doctor('9')), { type: 'patientDone' });
  expect(s.step).toBe('doctor-selection-completed');
  const again = run(s, { type: 'goto', step: 'patient-selection-completed' });
  expect(again.step).toBe('patient-selection-completed');
});

test('seven date chips from the hospital\'s today, across a month end', () => {
  expect(dateChips('2026-03-28')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03']);
});
