import {
  consultationGate, isoToTeleDate, matchesTeleDoctor, paymentEnabled, teleDateToIso, teleDisplayStatus, wallClock, type TeleConsultState,
} from './tele-rules';

const c = (over: Partial<TeleConsultState> = {}): TeleConsultState => ({
  date: '2026-03-10', time: '10:00', appointment_status: 'Appointment Booked', appointment_payment_status: 'Not Required', ...over,
});

describe('teleconsultation display status', () => {
  test('Consultation Completed, then Payment Completed, then Payment Pending, then Booked, else the raw text', () => {
    expect(teleDisplayStatus(c({ appointment_status: 'Consultation Completed', appointment_payment_status: 'Completed' }))).toBe('Consultation Completed');
    expect(teleDisplayStatus(c({ appointment_payment_status: 'Completed' }))).toBe('Payment Completed');
    expect(teleDisplayStatus(c({ appointment_payment_status: 'Pending' }))).toBe('Payment Pending');
    expect(teleDisplayStatus(c())).toBe('Booked');
    expect(teleDisplayStatus(c({ appointment_status: null }))).toBe('Booked');
    expect(teleDisplayStatus(c({ appointment_status: 'Doctor Joined' }))).toBe('Doctor Joined');
  });
});

describe('the Consultation button', () => {
  const now = (time: string, date = '2026-03-10') => ({ date, time });
  test('opens exactly 5 minutes before the time, on the day', () => {
    expect(consultationGate(c(), now('09:54'))).toEqual({ enabled: false, reason: 'tooEarly', opensAt: '09:55' });
    expect(consultationGate(c(), now('09:55'))).toEqual({ enabled: true });
    expect(consultationGate(c(), now('10:00'))).toEqual({ enabled: true });
    expect(consultationGate(c(), now('23:59'))).toEqual({ enabled: true });
    expect(consultationGate(c({ time: '00:02' }), now('00:00'))).toEqual({ enabled: true });
  });
  test('only on the appointment day', () => {
    expect(consultationGate(c(), now('09:58', '2026-03-09'))).toEqual({ enabled: false, reason: 'notToday' });
    expect(consultationGate(c(), now('10:00', '2026-03-11'))).toEqual({ enabled: false, reason: 'notToday' });
  });
  test('disabled while payment is Pending or once Completed; otherwise only when payment is Not Required or Completed', () => {
    expect(consultationGate(c({ appointment_payment_status: 'Pending' }), now('10:00'))).toEqual({ enabled: false, reason: 'paymentPending' });
    expect(consultationGate(c({ appointment_status: 'Consultation Completed' }), now('10:00'))).toEqual({ enabled: false, reason: 'completed' });
    expect(consultationGate(c({ appointment_payment_status: 'Completed' }), now('10:00'))).toEqual({ enabled: true });
    expect(consultationGate(c({ appointment_payment_status: null }), now('10:00'))).toEqual({ enabled: false, reason: 'paymentRequired' });
  });
  test('the Payment button only while Pending', () => {
    expect(paymentEnabled(c({ appointment_payment_status: 'Pending' }))).toBe(true);
    expect(paymentEnabled(c({ appointment_payment_status: 'Completed' }))).toBe(false);
    expect(paymentEnabled(c())).toBe(false);
  });
});

test('the hospital clock is the hospital zone\'s, not the device\'s', () => {
  // 20:30 UTC is 00:30 the next day in Dubai.
  expect(wallClock('Asia/Dubai', new Date('2026-03-10T20:30:00Z'))).toEqual({ date: '2026-03-11', time: '00:30' });
  expect(wallClock('Asia/Muscat', new Date('2026-03-10T05:55:00Z'))).toEqual({ date: '2026-03-10', time: '09:55' });
});

test('dates of consultData are dd-mm-yyyy', () => {
  expect(isoToTeleDate('2026-03-09')).toBe('09-03-2026');
  expect(teleDateToIso('09-03-2026')).toBe('2026-03-09');
});

test('tele doctor search: name, languages or disease key, case-insensitively; empty matches all', () => {
  const d = { name: 'Dr. Noura Hamdan', know_langauges: 'Arabic, English', disease_key: 'Allergies, Skin rash' };
  expect(matchesTeleDoctor(d, 'noura')).toBe(true);
  expect(matchesTeleDoctor(d, 'ENGLISH')).toBe(true);
  expect(matchesTeleDoctor(d, 'skin')).toBe(true);
  expect(matchesTeleDoctor(d, 'cardio')).toBe(false);
  expect(matchesTeleDoctor(d, '  ')).toBe(true);
  expect(matchesTeleDoctor({ name: 'د. نورة حمدان', know_langauges: 'العربية', disease_key: 'الحساسية' }, 'نوره')).toBe(true);
});
