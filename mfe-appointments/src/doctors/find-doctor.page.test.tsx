import { addRemoteTranslations } from '@portal/shared/i18n';
import { content, setupFakeApi, loggedInSession, renderWithProviders, resetSession, screen, waitFor, fireEvent } from '@portal/shared/testing';
import app from '../app';
import FindDoctorPage from './find-doctor.page';
import { DOCTORS_PAGE } from './doctor-list';
import type { Doctor } from './doctors.api';

const api = setupFakeApi();

const doctor = (id: number): Doctor => ({
  id, name: `Dr. Doctor ${id}`, image: '', specialty: 'Cardiology', specialization: 'Consultant', location: 'Burjeel Hospital', locationId: 101, vblog: 'b',
  cat_type: 'doctor', department_code: 'CARD', physician_code: `C${id}`, physician_number: `P${id}`, appointment_message: '', experience: 10, nationality: '', know_langauges: '',
});
const DOCTORS = Array.from({ length: 30 }, (_, i) => doctor(i + 1));

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

test('Find Doctor lists the first doctors with how many there are; Show more doctors adds the next ones and moves the focus to them', async () => {
  api.answer((c) => {
    if (c.path.endsWith('/getAllDocters')) return content(DOCTORS);
    if (c.path.endsWith('/getallspecialties')) return content([]);
    if (c.path.endsWith('/getallhospitallocation')) return content([]);
    return undefined;
  });
  renderWithProviders(<FindDoctorPage />, { session: loggedInSession(), route: '/auth/findDoctor' });
  await screen.findByText('Dr. Doctor 1', {}, { timeout: 10_000 });
  expect(screen.getAllByRole('button', { name: /^Book an appointment with / })).toHaveLength(DOCTORS_PAGE);
  expect(screen.getByTestId('doctors-count')).toHaveTextContent(`Showing ${DOCTORS_PAGE} of 30 doctors`);
  fireEvent.click(screen.getByRole('button', { name: 'Show more doctors' }));
  expect(screen.getAllByRole('button', { name: /^Book an appointment with / })).toHaveLength(2 * DOCTORS_PAGE);
  await waitFor(() => expect(document.activeElement).toHaveTextContent(`Dr. Doctor ${DOCTORS_PAGE + 1}`));
  fireEvent.click(screen.getByRole('button', { name: 'Show more doctors' }));
  expect(screen.getAllByRole('button', { name: /^Book an appointment with / })).toHaveLength(30);
  expect(screen.getByTestId('doctors-count')).toHaveTextContent('Showing 30 of 30 doctors');
  expect(screen.queryByRole('button', { name: 'Show more doctors' })).toBeNull();
});

test('Locations → Doctors: the hospital of the location list is picked, and its doctors come from the by-location call', async () => {
  const calls: string[] = [];
  api.answer((c) => {
    calls.push(c.path + c.url.search);
    if (c.path.endsWith('/getAllDocters')) return content(DOCTORS);
    if (c.path.endsWith('/getAllDoctersByLocation')) return content(DOCTORS.slice(0, 2));
    if (c.path.endsWith('/getallspecialties')) return content([]);
    if (c.path.endsWith('/getallhospitallocation')) return content([]);
    return undefined;
  });
  const hospital = { locationId: 101, name: 'Burjeel Hospital Abu Dhabi', vblog: 'b', locationImg: '', facilityCode: 'BU10', city: 'Abu Dhabi', country: 'UAE', address: '', phone: '', latitude: 0, longitude: 0, currency: 'AED' };
  renderWithProviders(<FindDoctorPage />, { session: loggedInSession(), route: { pathname: '/auth/findDoctor', state: { item: hospital, search: 'location' } } });
  expect(await screen.findByRole('heading', { name: 'Doctors for Burjeel Hospital Abu Dhabi' })).toBeInTheDocument();
  await screen.findByText('Dr. Doctor 2', {}, { timeout: 10_000 });
  expect(screen.getAllByRole('button', { name: /^Book an appointment with / })).toHaveLength(2);
  expect(screen.queryByText('No data found')).toBeNull();
  expect(calls.some((c) => c.includes('/getAllDoctersByLocation') && c.includes('id=101'))).toBe(true);
});

test('the doctor profile shows the biography’s paragraphs, not its HTML, and drops what is not text', async () => {
  api.answer((c) => {
    if (c.path.endsWith('/getAllDocters')) return content(DOCTORS.slice(0, 1));
    if (c.path.endsWith('/getdoctorprofile')) return content([{ ...DOCTORS[0], biography_web: '<p>Dr. Omar Haddad is a consultant.</p><p>He trained in London.</p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1">' }]);
    if (c.path.endsWith('/getallspecialties')) return content([]);
    if (c.path.endsWith('/getallhospitallocation')) return content([]);
    return undefined;
  });
  renderWithProviders(<FindDoctorPage />, { session: loggedInSession(), route: '/auth/findDoctor' });
  fireEvent.click(await screen.findByRole('button', { name: 'View Profile of Dr. Doctor 1' }, { timeout: 10_000 }));
  const bio = await screen.findByTestId('doctor-biography', {}, { timeout: 10_000 });
  expect(bio.querySelectorAll('p')).toHaveLength(2);
  expect(bio).toHaveTextContent('Dr. Omar Haddad is a consultant.He trained in London.');
  expect(screen.queryByText(/<p>/)).toBeNull();
  expect(bio.querySelector('script, img')).toBeNull();
});
