import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, screen, setupNetwork, waitFor, within } from '@portal/shared/testing';
import remote from '../app';
import type { Medication } from './medication.api';
import MyMedicationPage from './my-medication.page';
import { todayIso } from '@portal/shared/contracts';
import { addDays } from '@portal/shared/dates';

addRemoteTranslations(remote.translations);
jest.setTimeout(30_000);

const today = todayIso();
const med = (id: number, over: Partial<Medication>): Medication => ({
  id, brandName: `Medicine ${id}`, genericName: `generic ${id}`, frequency: 'Twice a day', duration: 10, creationDate: addDays(today, -2), endDate: addDays(today, 7),
  physicianNo: 'P1', doctorName: 'Dr. Sara Haddad', doctorImage: '', patientId: 'BU10-1', facilityId: 'BU10', facilityName: 'Burjeel Hospital', familyMemberId: 0, ...over,
});
// One prescription of two medicines by Dr. Sara, one by Dr. Omar; a past one.
const ACTIVE = [med(1, {}), med(2, { duration: 5 }), med(3, { physicianNo: 'P2', doctorName: 'Dr. Omar Khan', creationDate: addDays(today, -1) })];
const PAST = [med(4, { creationDate: addDays(today, -60), duration: 7, doctorName: 'Dr. Omar Khan', physicianNo: 'P2' })];

const server = setupNetwork();
const asked: Array<{ familyMemberId: number }> = [];
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.post(`${API}/appointment/medications`, async ({ request }) => {
      const body = (await request.json()) as { familyMemberId: number };
      asked.push(body);
      return HttpResponse.json(envelope(body.familyMemberId === 7 ? { activeMedications: [], pastMedications: [] } : { activeMedications: ACTIVE, pastMedications: PAST }));
    }),
    http.get(`${API}/user/familymembers`, () => HttpResponse.json(envelope([{ familyMemberId: 7, firstName: 'Salma', lastName: 'Member', relation: 'Sister' }]))),
  );
});

const renderPage = () => renderWithProviders(<MyMedicationPage />, { session: loggedInSession(), route: '/auth/myMedication' });
/** The prescriptions as a phone shows them, one card each (jsdom matches no media query: the table of wider screens is hidden). */
const rows = () => screen.getAllByRole('listitem');
const loaded = () => screen.findAllByRole('listitem', {}, { timeout: 10_000 });

test('active prescriptions one row each with the progress of the longest medicine; the doctor filter; Past', async () => {
  renderPage();
  expect(await screen.findByRole('status')).toHaveTextContent(MSG.loadingMedications);
  await loaded();
  expect(rows()).toHaveLength(2);
  expect(rows()[0]).toHaveTextContent('Dr. Sara Haddad');
  expect(rows()[0]).toHaveTextContent('10 days');
  expect(rows()[0]).toHaveTextContent('Day 3 of 10');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Omar Khan');
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent('Dr. Omar Khan');
  await user.click(screen.getByRole('tab', { name: 'Past Medication' }));
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent('7 days');
  await user.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Sara Haddad');
  expect(screen.getByText(MSG.noPastMedication)).toBeVisible();
  expect(asked).toEqual([expect.objectContaining({ familyMemberId: 0 })]);
});

test("a prescription's medicines: each can be added to the calendar until its course has ended", async () => {
  server.use(
    http.post(`${API}/appointment/medications`, () =>
      HttpResponse.json(envelope({ activeMedications: [med(1, {}), med(2, { duration: 5 })], pastMedications: [] })),
    ),
  );
  renderPage();
  await loaded();
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'View Medicine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Medicines' });
  expect(within(dialog).getByText('Medicine 1')).toBeVisible();
  expect(within(dialog).getByText('generic 2')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Add Medicine 1 to calendar' })).toBeEnabled();
});

test('a medicine whose course is over cannot be added to the calendar', async () => {
  server.use(http.post(`${API}/appointment/medications`, () => HttpResponse.json(envelope({ activeMedications: [med(5, { creationDate: addDays(today, -9), duration: 10 })], pastMedications: [] }))));
  renderPage();
  await loaded();
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'View Medicine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Medicines' });
  expect(within(dialog).getByRole('button', { name: 'Add Medicine 5 to calendar' })).toBeDisabled();
  expect(within(dialog).getByText('This medication has ended and cannot be added to the calendar.')).toBeVisible();
});

test("another patient's medications: none says so; a lost connection says 'Network Error!' and Retry asks again", async () => {
  renderPage();
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('option', { name: /Salma Member/ })).toBeInTheDocument(), { timeout: 10_000 });
  await user.selectOptions(screen.getByLabelText('Patient'), '7');
  expect(await screen.findByText(MSG.noActiveMedication, {}, { timeout: 10_000 })).toBeVisible();
  let down = true;
  server.use(http.post(`${API}/appointment/medications`, () => (down ? HttpResponse.error() : HttpResponse.json(envelope({ activeMedications: ACTIVE, pastMedications: [] })))));
  await user.selectOptions(screen.getByLabelText('Patient'), '0');
  expect(await screen.findByText(MSG.networkError, {}, { timeout: 10_000 })).toBeVisible();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await loaded();
  expect(rows()).toHaveLength(2);
});
