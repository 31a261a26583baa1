import { Route, Routes, useNavigate } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { fireEvent, setupFakeApi, loggedInSession, ok, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import type { TeleListItem } from '../api/telecare.api';
import { leaveTo } from '../parts/leave-page';
import LaunchPage from './launch.page';

const api = setupFakeApi();

jest.mock('../parts/leave-page', () => ({ leaveTo: jest.fn() }));

const ITEM = {
  doctorUser: { id: 7, name: 'Dr. Rahul', image: '', specialty: 'General Practitioner', know_langauges: 'English', experience: 8 },
  consultData: { id: 1, meeting_id: 'meeting1xxxxxxxx', doctor_id: 7, patient_id: 'BU10-1', patient_profile_id: 1, patient_name: 'Test Patient', date: '10-03-2026', time: '10:03', appointment_status: 'Appointment Booked', appointment_payment_status: 'Not Required' },
  payment_link: '',
  appointment: { appointmentId: 1, appointmentRefNo: 'APT000000001', apptDate: '2026-03-10', apptTime: '10:03', apptEndTime: '10:13', physicianNo: '10007', physicianLicense: 'BU10-D0007', department: 'GP', facilityId: 'BU10', patientId: 'BU10-1', patientName: 'Test Patient', familyMemberId: 0, paymentMode: 1, timeZone: 'Asia/Dubai', displayStatus: 'Booked' },
} as unknown as TeleListItem;

function Start() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/launch', { state: { item: ITEM, familyMemberId: 0 } })}>Join</button>;
}

function launch() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Start />} />
      <Route path="/launch" element={<LaunchPage />} />
    </Routes>,
    { session: loggedInSession() },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
}

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => {
  resetSession();
  jest.mocked(leaveTo).mockClear();
});

describe('launching a consultation', () => {
  test('with a configured video service the browser leaves for it, once, after the sign-on', async () => {
    const net = api.answer(({ path }) => {
      if (path.endsWith('/teleconsultation/consultationlist')) return ok([ITEM]);
      if (path.endsWith('/auth/logintelesso')) return ok({ access_token: 'a', expires_in: 60, patientProfile: { user_id: 'u', id: 1 }, meeting_id: null, launchUrl: 'https://video.example/join/1' });
      return undefined;
    });
    launch();
    expect(await screen.findByText('Opening the video service…')).toBeInTheDocument();
    expect(leaveTo).toHaveBeenCalledTimes(1);
    expect(leaveTo).toHaveBeenCalledWith('https://video.example/join/1');
    expect(net.calls.filter((c) => c.path.endsWith('/auth/logintelesso'))).toHaveLength(1);
  });

  test("the server's refusal (not open yet) is shown as it says it; nothing opens", async () => {
    api.answer(({ path }) => {
      if (path.endsWith('/teleconsultation/consultationlist')) return ok([ITEM]);
      if (path.endsWith('/auth/logintelesso')) return { status: 409, body: { message: { status: 'Conflict', message: 'The consultation opens 5 minutes before its time' }, data: null } };
      return undefined;
    });
    launch();
    expect(await screen.findByTestId('launch-error')).toHaveTextContent('The consultation opens 5 minutes before its time');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  test("a consultation missing from today's list: 'Something went wrong' without a sign-on", async () => {
    const net = api.answer(({ path }) => (path.endsWith('/teleconsultation/consultationlist') ? ok([]) : undefined));
    launch();
    expect(await screen.findByTestId('launch-error')).toBeInTheDocument();
    expect(net.calls.some((c) => c.path.endsWith('/auth/logintelesso'))).toBe(false);
  });
});
