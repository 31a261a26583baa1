import { Navigate, Route, Routes } from 'react-router-dom';
import { loadLanguage, addRemoteTranslations } from '@portal/shared/i18n';
import { todayIso } from '@portal/shared/contracts';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor, fireEvent, within } from '@portal/shared/testing';
import app from '../app';
import { BookPage } from './book.page';
import { bookingReducer, canConfirm, initialBooking, isUnreachableError, type Slot } from '@portal/shared/booking';
import { addDays } from '@portal/shared/dates';
import { content, setupFakeApi, ok, type Call } from '@portal/shared/testing';

const api = setupFakeApi();

const doctor = {
  id: 12, name: 'Dr. Sara Haddad', image: '/content/media/doctor/12.svg', specialty: 'Cardiology', specialization: 'Consultant', experience: 14,
  location: 'Burjeel Hospital, Abu Dhabi', locationId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10', cat_type: 'speciality',
  department_code: 'CARD', physician_code: 'DOH-12345', physician_number: 'P1012', appointment_message: '', nationality: 'Jordanian', know_langauges: 'English, Arabic',
};

const slot = (date: string, startTime: string, endTime: string, slNo: number): Slot => ({
  text: `${startTime} - ${endTime}`, startTime, endTime, date, department: 'CARD', physicianNo: 'P1012', physicianLicense: 'DOH-12345', slNo,
});

const member = (id: number, firstName: string, dateOfBirth: string, mobile: string, relationId: number, relation: string) => ({
  familyMemberId: id, firstName, lastName: 'Patient', email: 'm@example.com', dateOfBirth, mobile, callingCode: '971', genderId: 1, countryId: 784,
  documentTypeId: 1, documentId: `784${dateOfBirth.slice(0, 4)}12345678`, relationId, relation, age: 0,
});
const FAMILY = [member(7, 'Yousef', '2017-09-05', '501234567', 2, 'Son'), member(8, 'Omar', '1980-01-01', '501234567', 6, 'Brother')];

function network(onBook: (c: Call) => void = () => undefined) {
  return api.answer((c) => {
    if (c.path.endsWith('/user/familymembers')) return ok(FAMILY);
    if (c.path.endsWith('/masterdata/getdepartmentcodes')) return ok([{ id: 1, code: 'ONCO', text: 'Oncology' }]);
    if (c.path.endsWith('/getallhospitallocation')) return content([{ locationId: 101, name: 'Burjeel Hospital', vblog: 'x', locationImg: '', address: 'Najda Street, Abu Dhabi', latitude: 24.48, longitude: 54.37 }]);
    if (c.path.endsWith('/appointment/timeslots')) {
      const d = c.body.beginDate as string;
      return ok({
        status: 'Success',
        morningSlots: [slot(d, '09:00', '09:30', 1), slot(d, '09:30', '10:00', 2)],
        afternoonSlots: [],
        eveningSlots: [slot(d, '17:00', '17:30', 3)],
        futureDates: [addDays(d, 1), addDays(d, 2)],
        message: [],
      });
    }
    if (c.path.endsWith('/appointment/bookappt')) {
      onBook(c);
      return ok({ appointmentRefNo: 'APT000000042', appointmentId: 42 }, 'Appointment booked successfully');
    }
    return undefined;
  });
}

function renderBook() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to="/auth/bookappointment" state={{ doctor }} replace />} />
      <Route path="/auth/bookappointment" element={<BookPage />} />
      <Route path="/auth/appointments" element={<p>appointments list</p>} />
    </Routes>,
    { session: loggedInSession() },
  );
}

// The first render pays for Chakra's and the router's start-up; shared CI machines are slow.
jest.setTimeout(20_000);

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

describe('booking state', () => {
  const s1 = slot('2030-01-01', '09:00', '09:30', 1);
  test('changing the date clears the chosen slot; the same date keeps it', () => {
    let s = bookingReducer(initialBooking('2030-01-01'), { type: 'slot', slot: s1 });
    expect(canConfirm(s)).toBe(true);
    expect(bookingReducer(s, { type: 'date', date: '2030-01-01' }).slot).toBe(s1);
    s = bookingReducer(s, { type: 'date', date: '2030-01-02' });
    expect(s.slot).toBeNull();
    expect(canConfirm(s)).toBe(false);
  });
  test('no confirmation without a slot; a failure clears the slot and the attempt key', () => {
    const none = bookingReducer(initialBooking('2030-01-01'), { type: 'ask', key: 'k1' });
    expect(none.step).toBe('choose');
    let s = bookingReducer(bookingReducer(initialBooking('2030-01-01'), { type: 'slot', slot: s1 }), { type: 'ask', key: 'k1' });
    expect(s).toMatchObject({ step: 'confirm', attemptKey: 'k1' });
    s = bookingReducer(bookingReducer(s, { type: 'submit' }), { type: 'failed' });
    expect(s).toMatchObject({ step: 'choose', slot: null, attemptKey: null });
  });
  test('no answer (Network Error!) keeps the slot and the attempt key for the retry', () => {
    let s = bookingReducer(bookingReducer(initialBooking('2030-01-01'), { type: 'slot', slot: s1 }), { type: 'ask', key: 'k1' });
    s = bookingReducer(bookingReducer(s, { type: 'submit' }), { type: 'unreachable' });
    expect(s).toMatchObject({ step: 'confirm', slot: s1, attemptKey: 'k1' });
    expect(isUnreachableError({ status: 0 })).toBe(true);
    expect(isUnreachableError({ status: 503 })).toBe(true);
    expect(isUnreachableError({ status: 409 })).toBe(false);
  });
});

describe('BookPage', () => {
  test('Confirm Booking is disabled until a slot is chosen, and a date change clears the slot', async () => {
    network();
    renderBook();
    const confirm = await screen.findByRole('button', { name: 'Confirm Booking' });
    expect(confirm).toBeDisabled();
    const nine = await screen.findByRole('radio', { name: '9:00 am' });
    fireEvent.click(nine);
    expect(nine).toHaveAttribute('aria-checked', 'true');
    expect(confirm).toBeEnabled();
    expect(screen.getByTestId('chosen-timing')).toHaveTextContent('9:00 am');

    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(confirm).toBeDisabled();
    expect(screen.getByTestId('chosen-timing')).toHaveTextContent('No slot chosen yet');
    const [y, m, d] = addDays(todayIso(), 1).split('-');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Appointment date' })).toHaveTextContent(`${d}/${m}/${y}`));
    await waitFor(() => expect(screen.getByRole('radio', { name: '9:00 am' })).toHaveAttribute('aria-checked', 'false'));
    // Previous day is allowed again now that the date is after today.
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  });

  test('on a phone (narrower than the two columns) Confirm Booking is in the bar kept at the bottom of the screen, with the chosen time', async () => {
    network();
    renderBook();
    const bar = await screen.findByTestId('confirm-bar');
    expect(within(bar).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Confirm Booking' })).toHaveLength(1);
    expect(getComputedStyle(bar).position).toBe('sticky');
    fireEvent.click(await screen.findByRole('radio', { name: '9:00 am' }));
    expect(bar).toHaveTextContent('9:00 am');
    expect(within(bar).getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  test('previous day is disabled on today; a future date chip loads that date', async () => {
    const net = network();
    renderBook();
    expect(await screen.findByRole('button', { name: 'Previous day' })).toBeDisabled();
    await screen.findByRole('radio', { name: '5:00 pm' });
    const chip = document.querySelector(`[data-future-date="${addDays(todayIso(), 2)}"]`) as HTMLElement;
    fireEvent.click(chip);
    await waitFor(() => expect(net.calls.some((c) => c.path.endsWith('/timeslots') && c.body.beginDate === addDays(todayIso(), 2))).toBe(true));
  });

  test('confirm, then Yes books once with an idempotency key and shows the reference number', async () => {
    const booked: Call[] = [];
    network((c) => booked.push(c));
    renderBook();
    fireEvent.click(await screen.findByRole('radio', { name: '9:30 am' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to book an appointment?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your appointment is booked. Reference number: APT000000042')).toBeInTheDocument();
    expect(booked).toHaveLength(1);
    expect(booked[0]!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(booked[0]!.body.appointmentdetails).toMatchObject({ apptDate: todayIso(), apptStartTime: '09:30', physicianNo: 'P1012', familyMemberId: 0, scheduleType: 'ONLINE' });
  });

  test('the patient selector offers family members with their relation; an adult on the account number is blocked', async () => {
    const booked: Call[] = [];
    network((c) => booked.push(c));
    renderBook();
    const select = (await screen.findByRole('combobox', { name: 'Patient' })) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Test Patient (Self)', 'Yousef Patient (Son)', 'Omar Patient (Brother)']));
    fireEvent.click(await screen.findByRole('radio', { name: '9:00 am' }));
    fireEvent.change(select, { target: { value: '8' } });
    // The date input's live announcer is an (empty) alert of its own: the refusal is the alert that says it.
    expect(screen.getByText('As per our privacy policies an adult requires a different number. Please use a different number.')).toHaveAttribute('role', 'alert');
    expect(select).toHaveAccessibleDescription('As per our privacy policies an adult requires a different number. Please use a different number.');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByTestId('success-dialog');
    expect(booked[0]!.body.appointmentdetails.familyMemberId).toBe(7);
  });

  test('in Arabic the page reads right to left with Arabic labels, Arabic relations and the date as dd/mm/yyyy', async () => {
    await loadLanguage('ar');
    network();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Navigate to="/b" state={{ doctor }} replace />} />
        <Route path="/b" element={<BookPage />} />
      </Routes>,
      { session: loggedInSession(), lang: 'ar' },
    );
    expect(await screen.findByRole('button', { name: 'تأكيد الحجز' })).toBeDisabled();
    expect(document.documentElement.dir).toBe('rtl');
    const select = (await screen.findByRole('combobox', { name: 'المريض' })) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Test Patient (أنا)', 'Yousef Patient (الابن)', 'Omar Patient (الأخ)']));
    const [y, m, d] = todayIso().split('-');
    await waitFor(() => expect(screen.getByTestId('appt-date-control').textContent!.replace(/[\u200e\u200f\u061c]/g, '')).toBe(`${d}/${m}/${y}`));
  });
  // Last: its 'Network Error!' toast (a global alert) would otherwise still be up in the next test.
  test("a 'Network Error!' on Yes keeps the confirmation open; Yes again sends the same idempotency key", async () => {
    const booked: Call[] = [];
    let down = true;
    api.answer((c) => {
      if (c.path.endsWith('/appointment/bookappt')) {
        booked.push(c);
        if (down) return { status: 503, body: { message: { status: 'Invalid', message: 'Network Error!' }, data: null } };
        return ok({ appointmentRefNo: 'APT000000043', appointmentId: 43 }, 'Appointment booked successfully');
      }
      if (c.path.endsWith('/appointment/timeslots')) {
        const d = c.body.beginDate as string;
        return ok({ status: 'Success', morningSlots: [slot(d, '09:00', '09:30', 1)], afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] });
      }
      if (c.path.endsWith('/user/familymembers')) return ok([]);
      return undefined;
    });
    renderBook();
    fireEvent.click(await screen.findByRole('radio', { name: '9:00 am' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Network Error!')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' })).toBeEnabled());
    down = false;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your appointment is booked. Reference number: APT000000043')).toBeInTheDocument();
    expect(booked).toHaveLength(2);
    expect(booked[1]!.headers.get('idempotency-key')).toBe(booked[0]!.headers.get('idempotency-key'));
  });
});

