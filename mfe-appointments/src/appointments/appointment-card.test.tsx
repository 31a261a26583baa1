import { addRemoteTranslations } from '@portal/shared/i18n';
import { renderWithProviders, screen } from '@portal/shared/testing';
import app from '../app';
import { AppointmentCard, statusPalette } from './appointment-card';
import type { Appointment } from './appointments.api';

addRemoteTranslations(app.translations);

const item = (over: Partial<Appointment>): Appointment => ({
  appointmentRefNo: 'APT000000042', appointmentId: 42, appointmentStatus: 'Visited', apptDate: '2026-11-29', apptTime: '10:00', apptEndTime: '10:30', physicianName: 'Dr. Sara Haddad', name: 'Dr. Sara Haddad',
  specialty: 'Cardiology', experience: 14, image: '', location: 'Burjeel Hospital', locationId: 1, vblog: 'x', address: '', latitude: null, longitude: null, facilityId: 'BU10', patientId: 'P1', patientName: 'Test Patient', familyMemberId: 0,
  mobileNo: '501234567', scheduleType: 'ONLINE', encryptedSecurityKey: 'k', department: 'CARD', physicianLicense: 'L', physicianNo: 'P1012', doctorId: 12,
  doctor: { id: 12, name: 'Dr. Sara Haddad', appointment_message: '' } as Appointment['doctor'],
  ...over,
});

test('a cancelled appointment reads as cancelled, in grey, and offers to book the doctor again, not a visit to re-book', () => {
  renderWithProviders(<AppointmentCard item={item({ appointmentStatus: 'Cancelled' })} past onRebook={() => undefined} />);
  expect(screen.getByTestId('appointment-status')).toHaveTextContent('Cancelled');
  expect(statusPalette('Cancelled', true)).toBe('gray');
  expect(screen.getByTestId('appointment-when')).toHaveTextContent(/^Booking for .*29\/11\/2026.* cancelled$/);
  expect(screen.getByRole('button', { name: 'Book again with Dr. Sara Haddad' })).toHaveTextContent('Book again');
  expect(screen.queryByRole('button', { name: 'Re-Book' })).toBeNull();
});

test('a visit in the past keeps its date and Re-Book, its status in green', () => {
  renderWithProviders(<AppointmentCard item={item({})} past onRebook={() => undefined} />);
  expect(screen.getByTestId('appointment-when')).not.toHaveTextContent(/cancelled/);
  expect(screen.getByRole('button', { name: 'Re-Book' })).toBeVisible();
  expect(statusPalette('Visited', true)).toBe('green');
  expect(statusPalette('Not Visited', true)).toBe('red');
});
