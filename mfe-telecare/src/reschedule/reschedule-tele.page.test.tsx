import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { todayIso } from '@portal/shared/contracts';
import type { Slot } from '@portal/shared/booking';
import { addDays } from '@portal/shared/dates';
import { setupFakeApi, loggedInSession, ok, renderWithProviders, screen, fireEvent, within, type Call } from '@portal/shared/testing';
import app from '../app';
import RescheduleTelePage from './reschedule-tele.page';
import type { TeleListItem } from '../api/telecare.api';

const api = setupFakeApi();

const day = addDays(todayIso(), 2);
const item: TeleListItem = {
  doctorUser: { id: 7, name: 'Dr. Rahul Menon', image: '', specialty: 'General Practitioner', know_langauges: 'English', experience: 8 },
  consultData: {
    id: 9, meeting_id: 'meeting9xxxxxxxx', doctor_id: 7, patient_id: 'BU10-1', patient_profile_id: 1, patient_name: 'Test Patient', date: '', time: '09:00',
    appointment_status: 'Appointment Booked', appointment_payment_status: 'Not Required',
  },
  payment_link: '',
  appointment: {
    appointmentId: 9, appointmentRefNo: 'APT000000009', apptDate: day, apptTime: '09:00', apptEndTime: '09:10', physicianNo: '10007', physicianLicense: 'BU10-D0007',
    department: 'GP', facilityId: 'BU10', patientId: 'BU10-1', patientName: 'Test Patient', familyMemberId: 3, paymentMode: 1, timeZone: 'Asia/Dubai', displayStatus: 'Booked',
  },
};
const slot = (startTime: string, endTime: string, slNo: number): Slot => ({
  text: `${startTime} - ${endTime}`, startTime, endTime, date: day, department: 'GP', physicianNo: '10007', physicianLicense: 'BU10-D0007', slNo,
});

function ListProbe() {
  return <p data-testid="list-state">{JSON.stringify(useLocation().state)}</p>;
}

beforeAll(() => addRemoteTranslations(app.translations));
jest.setTimeout(20_000);

test('/auth/rescheduleTeleAppointment moves the teleconsultation to a video slot and goes back to the patient’s list', async () => {
  const slotCalls: Call[] = [];
  const moves: Call[] = [];
  api.answer((c) => {
    if (c.path.endsWith('/appointment/timeslots')) {
      slotCalls.push(c);
      return ok({ status: 'Success', morningSlots: [slot('10:00', '10:10', 1)], afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] });
    }
    if (c.path.endsWith('/appointment/updateappt')) {
      moves.push(c);
      return ok({ appointmentRefNo: 'APT000000009' }, 'Appointment Rescheduled');
    }
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to="/auth/rescheduleTeleAppointment" state={{ appointment: item, familyMemberId: 3 }} replace />} />
      <Route path="/auth/rescheduleTeleAppointment" element={<RescheduleTelePage />} />
      <Route path="/auth/teleconsultationAppointments" element={<ListProbe />} />
    </Routes>,
    { session: loggedInSession() },
  );
  expect(await screen.findByText('Dr. Rahul Menon')).toBeInTheDocument();
  expect(screen.getByText('Test Patient')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('radio', { name: '10:00 am' }));
  expect(screen.getByTestId('chosen-timing')).not.toHaveTextContent('No slot');
  // On a phone Reschedule stays in the bar at the bottom of the screen.
  fireEvent.click(within(screen.getByTestId('confirm-bar')).getByRole('button', { name: 'Reschedule' }));
  const question = await screen.findByRole('alertdialog');
  expect(question).toHaveTextContent('Are you sure, you want to reschedule this appointment?');
  fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
  const done = await screen.findByTestId('success-dialog');
  expect(done).toHaveTextContent('Rescheduled');
  expect(slotCalls[0]!.body).toMatchObject({ scheduleType: 'TELEMED', beginDate: day, physicianNo: ['10007'] });
  expect(moves).toHaveLength(1);
  expect(moves[0]!.body).toMatchObject({ appointmentId: 9, apptDate: day, apptTime: '10:00', patientNo: 'BU10-1' });
  fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
  expect(await screen.findByTestId('list-state')).toHaveTextContent('{"fmId":3}');
});

test('/auth/rescheduleTeleAppointment without an appointment offers the way to the list', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<RescheduleTelePage />} />
      <Route path="/auth/teleconsultationAppointments" element={<ListProbe />} />
    </Routes>,
    { session: loggedInSession() },
  );
  expect(await screen.findByText('Open the appointment to reschedule from your teleconsultation list.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'My teleconsultations' }));
  expect(await screen.findByTestId('list-state')).toBeInTheDocument();
});
