import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { wallClock } from '@portal/shared/contracts';
import { content, fireEvent, setupFakeApi, loggedInSession, noAnswer, ok, renderWithProviders, resetSession, screen, waitFor, within, type Answer, type Call } from '@portal/shared/testing';
import app from '../app';
import ScheduleBookingPage from './schedule-booking.page';

const api = setupFakeApi();

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

/** Answers through the fake network and lazily loaded dialogs, on a busy machine. */
const SLOW = { timeout: 5000 };

const doctor = (id: number, name: string, langs: string, disease: string) => ({
  id, name, image: '', specialization: 'General Practitioner', know_langauges: langs, experience: 5 + id, disease_key: disease, locationId: 101, facilityCode: 'BU10',
  department_code: 'GP', physician_code: `BU10-D${id}`, physician_number: String(10000 + id), biography_web: '<p>Bio</p>',
});
const DOCTORS = [doctor(7, 'Dr. Rahul Pillai', 'English, Hindi', 'Fever, Cough'), doctor(8, 'Dr. Noura Hamdan', 'Arabic, English', 'Allergies, Skin rash'), doctor(16, 'Dr. Maria Reyes', 'English, Tagalog', 'Back pain')];
const member = (id: number, firstName: string, dateOfBirth: string, mobile: string, relation: string, genderId: number) => ({
  familyMemberId: id, firstName, lastName: 'Patient', email: 'm@example.com', dateOfBirth, mobile, callingCode: '971', genderId, countryId: 784,
  documentTypeId: 4, documentId: `P${id}000000`, relationId: 2, relation, age: 0,
});
const slot = (date: string, startTime: string, endTime: string, slNo: number) => ({ text: `${startTime} - ${endTime}`, startTime, endTime, date, department: 'GP', physicianNo: '10008', physicianLicense: 'BU10-D8', slNo });

function network(onBook: (c: Call) => Answer | void) {
  return api.answer((c) => {
    if (c.path.endsWith('/user/familymembers')) return ok([member(3, 'Yousef', '2017-09-05', '501234567', 'Child', 1), member(4, 'Omar', '1980-01-01', '501234567', 'Brother', 1)]);
    if (c.path.endsWith('/getallteleconsultationdocters')) return content(DOCTORS);
    if (c.path.endsWith('/masterdata/getdepartmentcodes')) return ok([]);
    if (c.path.endsWith('/appointment/timeslots')) {
      const d = c.body.beginDate as string;
      return ok({ status: 'Success', morningSlots: [slot(d, '10:00', '10:10', 1)], afternoonSlots: [slot(d, '14:00', '14:10', 2)], eveningSlots: [], futureDates: [], message: [] });
    }
    if (c.path.endsWith('/appointment/bookappt')) return onBook(c) ?? ok({ appointmentRefNo: 'APT000000077', appointmentId: 77 });
    return undefined;
  });
}


/** The wizard at its route, with the list page it ends on. */
const renderWizard = () =>
  renderWithProviders(
    <Routes>
      <Route path="/auth/scheduleBooking" element={<ScheduleBookingPage />} />
      <Route path="/auth/teleconsultationAppointments" element={<p>the list</p>} />
    </Routes>,
    { session: loggedInSession(), route: '/auth/scheduleBooking' },
  );

test('patient and payment mode, doctors with search, a slot, review, and the submitted request with the payment notice', async () => {
  let booked: Call | null = null;
  network((c) => {
    booked = c;
  });
  renderWizard();

  // Step 1: an adult member on the holder's number is refused (docs/product.md#family-adult-number); insurance is the default.
  fireEvent.click(await screen.findByRole('radio', { name: /Omar Patient/ }));
  expect(await screen.findByText('As per our privacy policies an adult requires a different number. Please use a different number.')).toBeInTheDocument();
  expect(screen.getByTestId('proceed-patient')).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: /Yousef Patient/ }));
  await waitFor(() => expect(screen.getByRole('radio', { name: /Yousef Patient/ })).toBeChecked());
  await waitFor(() => expect(screen.queryByText(/As per our privacy policies/)).toBeNull());
  expect(screen.getByRole('radio', { name: 'Pay by insurance' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'Pay by myself' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Pay by myself' })).toBeChecked());
  fireEvent.click(screen.getByTestId('proceed-patient'));

  // Step 2: name, language or disease key; an empty search shows them all again.
  await waitFor(() => expect(screen.getAllByTestId('tele-doctor')).toHaveLength(3));
  const search = screen.getByRole('searchbox', { name: 'Search doctors' });
  const placeholder = search.getAttribute('placeholder');
  await waitFor(() => expect(search.getAttribute('placeholder')).not.toBe(placeholder), { timeout: 2500 });
  fireEvent.change(search, { target: { value: 'tagalog' } });
  expect(screen.getAllByTestId('tele-doctor').map((d) => d.getAttribute('data-doctor-id'))).toEqual(['16']);
  fireEvent.change(search, { target: { value: 'SKIN' } });
  expect(screen.getAllByTestId('tele-doctor').map((d) => d.getAttribute('data-doctor-id'))).toEqual(['8']);
  fireEvent.change(search, { target: { value: 'cardiology' } });
  expect(screen.getByText('No Doctors to display')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: '' } });
  expect(screen.getAllByTestId('tele-doctor')).toHaveLength(3);
  fireEvent.click(within(screen.getAllByTestId('tele-doctor')[1]!).getByRole('button', { name: /Book Teleconsultation/ }));

  // Step 3: seven date chips from the hospital's today; Proceed needs a slot.
  const today = wallClock('Asia/Dubai').date;
  const chips = await screen.findAllByRole('radio', { checked: true });
  expect(chips.some((c) => c.getAttribute('data-date') === today)).toBe(true);
  expect(document.querySelectorAll('[data-date]')).toHaveLength(7);
  expect(screen.getByTestId('proceed-slot')).toBeDisabled();
  expect(screen.getByTestId('confirm-bar')).toHaveTextContent('Choose a time to continue');
  fireEvent.click(await screen.findByText('10:00 am'));
  expect(within(screen.getByTestId('confirm-bar')).getByText(/ at 10:00 am$/)).toBeVisible();
  fireEvent.click(screen.getByTestId('proceed-slot'));

  const review = await screen.findByRole('alertdialog', {}, SLOW);
  expect(review).toHaveTextContent('Please review booking details before booking');
  expect(review).toHaveTextContent('Dr. Noura Hamdan');
  expect(review).toHaveTextContent('Yousef Patient');
  expect(review).toHaveTextContent('Pay by myself');
  fireEvent.click(within(review).getByRole('button', { name: 'Confirm' }));

  const success = await screen.findByTestId('success-dialog', {}, SLOW);
  expect(success).toHaveTextContent('Your Request has been submitted');
  expect(success).toHaveTextContent('APT000000077');
  expect(within(success).getByTestId('payment-notice')).toHaveTextContent('Please complete your payment in the next page');
  const call = booked as unknown as Call;
  expect(call.headers.get('Invoking_Channel')).toBe('TELECONSULT');
  expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  expect(call.body.appointmentdetails).toMatchObject({ scheduleType: 'TELEMED', apptType: 2, familyMemberId: 3, physicianNo: '10008', apptStartTime: '10:00', apptDate: today });
  fireEvent.click(within(success).getByTestId('view-appointment'));
  expect(await screen.findByText('the list')).toBeInTheDocument();
});

/**
 * The idempotency key of a teleconsultation follows regular booking (@portal/shared/booking): one key per
 * confirmed attempt, kept while the answer is lost ('Network Error!': the API restarting), renewed after
 * any answer (booked, or refused).
 */
describe('the idempotency key of the review', () => {
  /** Self, insurance, the second doctor, 10:00, Proceed: the review. */
  async function toReview() {
    fireEvent.click(await screen.findByTestId('proceed-patient'));
    await waitFor(() => expect(screen.getAllByTestId('tele-doctor')).toHaveLength(3));
    fireEvent.click(within(screen.getAllByTestId('tele-doctor')[1]!).getByRole('button', { name: /Book Teleconsultation/ }));
    fireEvent.click(await screen.findByText('10:00 am'));
    fireEvent.click(screen.getByTestId('proceed-slot'));
    return screen.findByRole('alertdialog', {}, SLOW);
  }
  const key = (c: Call) => c.headers.get('Idempotency-Key');
  const booked = (n: number) => ok({ appointmentRefNo: `APT00000010${n}`, appointmentId: 100 + n });

  test('a refusal ends the attempt: the review closes, the slots reload, and the next review sends a new key', async () => {
    const calls: Call[] = [];
    network((c) => {
      calls.push(c);
      if (calls.length === 1) return { status: 409, body: { message: { status: 'Conflict', message: 'Selected slot is no longer available' }, data: null } };
      return booked(1);
    });
    renderWizard();
    const review = await toReview();
    // The review lists the choice, without a reference yet.
    const details = within(review).getByTestId('booking-details');
    expect(details).toHaveTextContent('10:00 am');
    expect(details).toHaveTextContent('Pay by insurance');
    expect(within(review).queryByTestId('tele-ref')).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), SLOW);
    expect(screen.getByTestId('proceed-slot')).toBeDisabled();
    fireEvent.click(await screen.findByText('10:00 am'));
    fireEvent.click(screen.getByTestId('proceed-slot'));
    fireEvent.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('tele-ref', {}, SLOW)).toHaveTextContent('APT000000101');
    expect(calls).toHaveLength(2);
    expect(key(calls[1]!)).toBeTruthy();
    expect(key(calls[1]!)).not.toBe(key(calls[0]!));
  });

  // Last: its 'Network Error!' toast (a global alert) would otherwise still be up in the next test.
  test("'Network Error!' on Confirm keeps the review open; Confirm again sends the same key and books once; the next booking has a new key", async () => {
    const calls: Call[] = [];
    network((c) => {
      calls.push(c);
      if (calls.length === 1) return noAnswer();
      return booked(calls.length);
    });
    const first = renderWizard();
    fireEvent.click(within(await toReview()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network Error!', {}, SLOW)).toBeInTheDocument();
    // Still the same review, with its details, ready to be sent again.
    const review = screen.getByRole('alertdialog');
    expect(review).toHaveTextContent('Dr. Noura Hamdan');
    await waitFor(() => expect(within(review).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('tele-ref', {}, SLOW)).toHaveTextContent('APT000000102');
    expect(calls).toHaveLength(2);
    expect(key(calls[0]!)).toBeTruthy();
    expect(key(calls[1]!)).toBe(key(calls[0]!));

    // After the booking, another teleconsultation is another attempt.
    first.unmount();
    renderWizard();
    fireEvent.click(within(await toReview()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('tele-ref', {}, SLOW)).toHaveTextContent('APT000000103');
    expect(calls).toHaveLength(3);
    expect(key(calls[2]!)).not.toBe(key(calls[0]!));
  });
});
