import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, ok, renderWithProviders, resetSession, screen, setupFakeApi, within, fireEvent } from '@portal/shared/testing';
import app from '../app';
import AppointmentsPage from './appointments.page';
import type { Appointment } from './appointments.api';

const api = setupFakeApi();

const item = (id: number, over: Partial<Appointment>): Appointment => ({
  appointmentRefNo: `APT00000000${id}`, appointmentId: id, appointmentStatus: 'Visited', apptDate: '2026-11-02', apptTime: '10:00', apptEndTime: '10:30', physicianName: `Dr. Doctor ${id}`, name: `Dr. Doctor ${id}`,
  specialty: 'Cardiology', experience: 14, image: '', location: 'Burjeel Hospital', locationId: 1, vblog: 'x', address: '', latitude: null, longitude: null, facilityId: 'BU10', patientId: 'P1', patientName: 'Test Patient', familyMemberId: 0,
  mobileNo: '501234567', scheduleType: 'ONLINE', encryptedSecurityKey: 'k', department: 'CARD', physicianLicense: 'L', physicianNo: `P${id}`, doctorId: id,
  doctor: { id, name: `Dr. Doctor ${id}`, appointment_message: '' } as Appointment['doctor'],
  ...over,
});

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

test('the Past tab lists a cancelled booking apart from the visits, under Cancelled appointments, with Book again', async () => {
  api.answer((c) => {
    if (c.path.endsWith('/appointment/appointments')) {
      return ok({ upcomingAppts: [], pastAppts: [item(1, { appointmentStatus: 'Cancelled', apptDate: '2026-12-20' }), item(2, {}), item(3, { appointmentStatus: 'Not Visited' })], consultedDoctors: [] });
    }
    if (c.path.endsWith('/masterdata/getappconfigurations')) return ok({});
    return undefined;
  });
  renderWithProviders(<AppointmentsPage />, { session: loggedInSession(), route: '/auth/appointments' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Past' }));
  const cancelled = await screen.findByRole('region', { name: 'Cancelled appointments' }, { timeout: 10_000 });
  const visits = screen.getByRole('region', { name: 'Past visits' });
  expect(within(cancelled).getAllByTestId('appointment-card').map((c) => c.dataset.ref)).toEqual(['APT000000001']);
  expect(within(cancelled).getByRole('button', { name: 'Book again with Dr. Doctor 1' })).toBeVisible();
  expect(within(visits).getAllByTestId('appointment-card').map((c) => c.dataset.ref)).toEqual(['APT000000002', 'APT000000003']);
  expect(within(visits).queryByText('Cancelled')).toBeNull();
});

test('with cancelled bookings only, the Past tab says there is no past appointment and lists the cancelled ones', async () => {
  api.answer((c) => {
    if (c.path.endsWith('/appointment/appointments')) return ok({ upcomingAppts: [], pastAppts: [item(1, { appointmentStatus: 'Cancelled', apptDate: '2026-12-20' })], consultedDoctors: [] });
    if (c.path.endsWith('/masterdata/getappconfigurations')) return ok({});
    return undefined;
  });
  renderWithProviders(<AppointmentsPage />, { session: loggedInSession(), route: '/auth/appointments' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Past' }));
  const cancelled = await screen.findByRole('region', { name: 'Cancelled appointments' }, { timeout: 10_000 });
  expect(within(cancelled).getAllByTestId('appointment-card')).toHaveLength(1);
  expect(screen.getByText('No Past Appointment Found')).toBeVisible();
});
