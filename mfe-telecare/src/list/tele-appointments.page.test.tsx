import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, fireEvent, setupFakeApi, loggedInSession, ok, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import TeleAppointmentsPage from './tele-appointments.page';
import type { TeleListItem } from '../api/telecare.api';
import { leaveTo } from '../parts/leave-page';

const api = setupFakeApi();

jest.mock('../parts/leave-page', () => ({ leaveTo: jest.fn() }));

// 06:00 UTC = 10:00 in Dubai, 10 March 2026.
const NOW = new Date('2026-03-10T06:00:00Z');

function row(id: number, over: { date?: string; time?: string; status?: string | null; payment?: string; link?: string; display?: string }): TeleListItem {
  return {
    doctorUser: { id: 7, name: `Dr. Rahul ${id}`, image: '', specialty: 'General Practitioner', know_langauges: 'English', experience: 8 },
    consultData: {
      id, meeting_id: `meeting${id}xxxxxxxx`, doctor_id: 7, patient_id: 'BU10-1', patient_profile_id: 1, patient_name: 'Test Patient', date: over.date ?? '10-03-2026',
      time: over.time ?? '10:03', appointment_status: over.status === undefined ? 'Appointment Booked' : over.status, appointment_payment_status: over.payment ?? 'Not Required',
    },
    payment_link: over.link ?? '',
    appointment: {
      appointmentId: id, appointmentRefNo: `APT00000000${id}`, apptDate: '2026-03-10', apptTime: over.time ?? '10:03', apptEndTime: '10:13', physicianNo: '10007',
      physicianLicense: 'BU10-D0007', department: 'GP', facilityId: 'BU10', patientId: 'BU10-1', patientName: 'Test Patient', familyMemberId: 0, paymentMode: 1,
      timeZone: 'Asia/Dubai', displayStatus: over.display ?? 'Booked',
    },
  };
}

const ROWS = [
  row(1, { time: '10:04', payment: 'Completed', display: 'Payment Completed' }),
  row(2, { time: '10:30' }),
  row(3, { date: '11-03-2026', time: '09:00', payment: 'Pending', link: '/payment/checkout/po_abcdefghijklmnopqrstuv', display: 'Payment Pending' }),
  row(4, { date: '11-03-2026', time: '09:10', payment: 'Pending', link: '', display: 'Payment Pending' }),
  row(5, { time: '09:00', status: 'Consultation Completed', display: 'Consultation Completed' }),
];

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => {
  resetSession();
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  (leaveTo as jest.Mock).mockReset();
});
const afterTest: (() => void)[] = [];
afterEach(() => {
  jest.useRealTimers();
  afterTest.splice(0).forEach((f) => f());
});

function network(extra: (path: string, body: any) => ReturnType<typeof ok> | undefined = () => undefined) {
  return api.answer((c) => {
    if (c.path.endsWith('/user/familymembers')) return ok([]);
    if (c.path.endsWith('/teleconsultation/consultationlist')) return ok(ROWS);
    return extra(c.path, c.body);
  });
}

function render(route = '/auth/teleconsultationAppointments', lang: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/teleconsultationAppointments" element={<TeleAppointmentsPage />} />
      <Route path="/auth/Teleconsultation" element={<p>launch page</p>} />
    </Routes>,
    { session: loggedInSession(), route, lang },
  );
}

const rowOf = (ref: string) => screen.getAllByTestId('tele-row').find((r) => r.getAttribute('data-ref') === ref)!;

test('statuses and the Consultation and Payment buttons follow the payment and the consultation state', async () => {
  const { calls } = network();
  render();
  expect(screen.getByText('Please wait! Loading Appointments')).toBeInTheDocument();
  await screen.findAllByTestId('tele-row');
  expect(calls.find((c) => c.path.endsWith('/consultationlist'))!.headers.get('Invoking_Channel')).toBe('TELECONSULT');

  const paid = within(rowOf('APT000000001'));
  expect(paid.getByTestId('tele-status')).toHaveTextContent('Payment Completed');
  expect(paid.getByTestId('consult-button')).toBeEnabled();
  expect(paid.getByTestId('payment-button')).toBeDisabled();

  // Today, but more than 5 minutes ahead: closed, and says from when.
  const later = within(rowOf('APT000000002'));
  expect(later.getByTestId('tele-status')).toHaveTextContent('Booked');
  expect(later.getByTestId('consult-button')).toBeDisabled();
  expect(later.getByTestId('consult-note')).toHaveTextContent('You can join from 10:25 am.');

  const pending = within(rowOf('APT000000003'));
  expect(pending.getByTestId('tele-status')).toHaveTextContent('Payment Pending');
  expect(pending.getByTestId('consult-button')).toBeDisabled();
  expect(pending.getByTestId('payment-button')).toBeEnabled();
  fireEvent.click(pending.getByTestId('payment-button'));
  expect(leaveTo).toHaveBeenCalledWith('/payment/checkout/po_abcdefghijklmnopqrstuv');

  fireEvent.click(within(rowOf('APT000000004')).getByTestId('payment-button'));
  expect(await screen.findByText('No Payment Link Found')).toBeInTheDocument();

  const done = within(rowOf('APT000000005'));
  expect(done.getByTestId('tele-status')).toHaveTextContent('Consultation Completed');
  expect(done.getByTestId('consult-button')).toBeDisabled();
  expect(done.queryByTestId('reschedule-button')).toBeNull();
});

test('a consultation on another day says when it is scheduled; the button opens by itself at 5 minutes before', async () => {
  network();
  render();
  await screen.findAllByTestId('tele-row');
  const later = within(rowOf('APT000000002'));
  expect(later.getByTestId('consult-button')).toBeDisabled();
  act(() => {
    jest.setSystemTime(new Date('2026-03-10T06:25:00Z'));
    jest.advanceTimersByTime(5000);
  });
  await waitFor(() => expect(within(rowOf('APT000000002')).getByTestId('consult-button')).toBeEnabled());
  fireEvent.click(within(rowOf('APT000000002')).getByTestId('consult-button'));
  expect(await screen.findByText('launch page')).toBeInTheDocument();
});

test('tomorrow\'s consultation shows the spec\'s scheduled-on message (Arabic too)', async () => {
  const saved = ROWS[3]!;
  ROWS[3] = row(4, { date: '11-03-2026', time: '09:10', payment: 'Completed', display: 'Payment Completed' });
  afterTest.push(() => (ROWS[3] = saved));
  network();
  render('/auth/teleconsultationAppointments', 'ar');
  await screen.findAllByTestId('tele-row');
  const note = within(rowOf('APT000000004')).getByTestId('consult-note');
  expect(note.textContent).toMatch(/^موعد الاستشارة عن بُعد الخاص بك محدد في /);
  expect(within(rowOf('APT000000004')).getByTestId('tele-status')).toHaveTextContent('تم الدفع');
});

test('back from the payment page: the outcome is asked and announced, then the list reloads', async () => {
  const { calls } = network((path) => (path.endsWith('/teleconsultation/paymentstatus') ? ok({ appointment_payment_status: 'Completed', attempt: 'Paid', familyMemberId: 0 }) : undefined));
  render('/auth/teleconsultationAppointments?paymentFor=3');
  expect(await screen.findByText('Your payment is completed', { selector: '[data-testid="payment-outcome"]' })).toBeInTheDocument();
  await screen.findAllByTestId('tele-row');
  expect(calls.find((c) => c.path.endsWith('/paymentstatus'))!.body).toEqual({ appointmentId: 3 });
});

test('empty list: the spec\'s text', async () => {
  api.answer((c) => (c.path.endsWith('/consultationlist') ? ok([]) : c.path.endsWith('/familymembers') ? ok([]) : undefined));
  render();
  expect(await screen.findByText('No Upcoming Appointment Found')).toBeInTheDocument();
});
