import { Navigate, Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { todayIso } from '@portal/shared/contracts';
import type { Slot } from '@portal/shared/booking';
import { addDays } from '@portal/shared/dates';
import { setupFakeApi, loggedInSession, ok, renderWithProviders, screen, waitFor, fireEvent, within, type Call } from '@portal/shared/testing';
import app from '../app';
import ReschedulePage from './reschedule.page';
import type { Appointment } from '../appointments/appointments.api';

const api = setupFakeApi();

const day = addDays(todayIso(), 2);
const item: Appointment = {
  appointmentRefNo: 'APT000000042', appointmentId: 42, appointmentStatus: 'Booked', apptDate: day, apptTime: '09:00', apptEndTime: '09:30', physicianName: 'Dr. Sara Haddad', name: 'Dr. Sara Haddad',
  specialty: 'Cardiology', experience: 14, image: '/content/media/doctor/12.svg', location: 'Burjeel Hospital, Abu Dhabi', locationId: 101, vblog: 'x', address: '', latitude: null, longitude: null,
  facilityId: 'BU10', patientId: 'BU10-000001', patientName: 'Ahmed Patient', familyMemberId: 0, mobileNo: '501234567', scheduleType: 'ONLINE',
  encryptedSecurityKey: '', department: 'CARD', physicianLicense: 'DOH-12345', physicianNo: 'P1012', doctorId: 12, doctor: null,
};
const slot = (startTime: string, endTime: string, slNo: number): Slot => ({
  text: `${startTime} - ${endTime}`, startTime, endTime, date: day, department: 'CARD', physicianNo: 'P1012', physicianLicense: 'DOH-12345', slNo,
});

beforeAll(() => addRemoteTranslations(app.translations));
// The first render pays for Chakra's and the router's start-up; shared CI machines are slow.
jest.setTimeout(20_000);

describe('/auth/rescheduleAppointment', () => {
  test("a 'Network Error!' on Yes keeps the confirmation and the slot; Yes again sends the same move", async () => {
    const moves: Call[] = [];
    let down = true;
    api.answer((c) => {
      if (c.path.endsWith('/appointment/updateappt')) {
        moves.push(c);
        if (down) return { status: 503, body: { message: { status: 'Invalid', message: 'Network Error!' }, data: null } };
        return ok({ appointmentRefNo: 'APT000000042', appointmentId: 42 }, 'Appointment Rescheduled');
      }
      if (c.path.endsWith('/appointment/timeslots')) {
        return ok({ status: 'Success', morningSlots: [slot('10:00', '10:30', 1)], afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] });
      }
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Navigate to="/auth/rescheduleAppointment" state={{ item }} replace />} />
        <Route path="/auth/rescheduleAppointment" element={<ReschedulePage />} />
      </Routes>,
      { session: loggedInSession() },
    );
    fireEvent.click(await screen.findByRole('radio', { name: '10:00 am' }));
    // On a phone (narrower than the two columns) Reschedule is in the bar kept at the bottom, with the chosen time.
    const bar = screen.getByTestId('confirm-bar');
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(bar).toHaveTextContent('10:00 am');
    expect(screen.getAllByRole('button', { name: 'Reschedule' })).toHaveLength(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Reschedule' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Network Error!')).toBeInTheDocument();
    // The question is still open, its Yes usable again, the chosen time kept.
    await waitFor(() => expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' })).toBeEnabled());
    expect(screen.getByTestId('chosen-timing')).not.toHaveTextContent('No slot');
    down = false;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment Rescheduled')).toBeInTheDocument();
    expect(moves).toHaveLength(2);
    expect(moves[1]!.body).toEqual(moves[0]!.body);
    expect(moves[0]!.body).toMatchObject({ appointmentId: 42, apptDate: day, apptTime: '10:00' });
  });
});
