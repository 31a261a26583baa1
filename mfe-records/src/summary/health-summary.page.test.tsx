import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, resolveTranslations, screen, setupNetwork, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import HealthSummaryPage from './health-summary.page';
import type { FhirBundle } from './ips-view';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
jest.setTimeout(30_000);

const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] });
/** A small International Patient Summary: a problem, an allergy, no medication known, a result. */
const BUNDLE: FhirBundle = {
  resourceType: 'Bundle', type: 'document', timestamp: '2026-12-01T08:00:00Z',
  entry: [
    { fullUrl: 'urn:uuid:c', resource: { resourceType: 'Composition', date: '2026-12-01T08:00:00Z', subject: { reference: 'urn:uuid:p' }, author: [{ reference: 'urn:uuid:o' }], section: [
      { code: loinc('11450-4'), entry: [{ reference: 'urn:uuid:c1' }] },
      { code: loinc('48765-2'), entry: [{ reference: 'urn:uuid:a1' }] },
      { code: loinc('10160-0'), emptyReason: { coding: [{ code: 'withheld' }] } },
      { code: loinc('30954-2'), entry: [{ reference: 'urn:uuid:r1' }] },
    ] } },
    { fullUrl: 'urn:uuid:p', resource: { resourceType: 'Patient', name: [{ given: ['Layla'], family: 'Haddad' }], birthDate: '1990-05-01', gender: 'female' } },
    { fullUrl: 'urn:uuid:o', resource: { resourceType: 'Organization', name: 'Burjeel Hospital' } },
    { fullUrl: 'urn:uuid:c1', resource: { resourceType: 'Condition', code: { text: 'Prediabetes' }, clinicalStatus: { coding: [{ code: 'active' }] }, recordedDate: '2026-05-15' } },
    { fullUrl: 'urn:uuid:a1', resource: { resourceType: 'AllergyIntolerance', code: { text: 'Penicillin' }, criticality: 'high', category: ['medication'], clinicalStatus: { coding: [{ code: 'active' }] } } },
    { fullUrl: 'urn:uuid:r1', resource: { resourceType: 'DiagnosticReport', code: { text: 'Lipid Profile' }, effectiveDateTime: '2026-05-15', result: [{ reference: 'urn:uuid:o1' }] } },
    { fullUrl: 'urn:uuid:o1', resource: { resourceType: 'Observation', code: { text: 'Total cholesterol' }, valueQuantity: { value: 228, unit: 'mg/dL' }, referenceRange: [{ text: '< 200' }], interpretation: [{ coding: [{ code: 'H' }] }] } },
  ],
};

const server = setupNetwork();
const shares: unknown[] = [];
beforeEach(() => {
  shares.length = 0;
  server.use(
    http.get(`${API}/user/summary`, () => new HttpResponse(JSON.stringify(BUNDLE), { headers: { 'content-type': 'application/fhir+json' } })),
    http.get(`${API}/user/familymembers`, () => HttpResponse.json(envelope([]))),
    http.post(`${API}/user/summary/shares`, async ({ request }) => {
      shares.push(await request.json());
      const link = { id: 9, label: 'For Dr. Keller', familyMemberId: 0, patientName: 'Layla Haddad', mine: true, sections: ['problems'], lang: 'en', createdAt: '2026-12-01T08:00:00Z', expiresAt: '2026-12-02T08:00:00Z', passcode: true, status: 'active', openings: 0, failedAttempts: 0, remainingAttempts: 5, recipients: [] };
      return HttpResponse.json(envelope({ link, shlink: 'shlink:/eyJ1cmwiOiJ4In0', viewerUrl: 'http://127.0.0.1/share/view#shlink:/eyJ1cmwiOiJ4In0' }));
    }),
  );
});

const render = (lang: 'en' | 'ar' = 'en') => renderWithProviders(<HealthSummaryPage />, { route: '/auth/healthSummary', session: loggedInSession(), lang, brand: 'burjeel' });

test('the summary reads as sections of cards; a section the patient left out says so', async () => {
  render();
  const problems = await screen.findByTestId('summary-section-problems', undefined, { timeout: 10_000 });
  expect(within(problems).getByRole('heading', { level: 2, name: 'Problems' })).toBeInTheDocument();
  expect(problems).toHaveTextContent('Prediabetes');
  expect(problems).toHaveTextContent('Active');
  expect(screen.getByTestId('summary-section-allergies')).toHaveTextContent('PenicillinHigh risk');
  expect(screen.getByTestId('summary-section-medications')).toHaveTextContent('Not shared by the patient.');
  expect(screen.getByTestId('summary-result')).toHaveTextContent('Total cholesterol228 mg/dLReference range: < 200High');
  expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
});

test('Arabic: headings, statuses and dates in Arabic, the hospital’s words as they are', async () => {
  render('ar');
  const problems = await screen.findByTestId('summary-section-problems', undefined, { timeout: 10_000 });
  expect(within(problems).getByRole('heading', { name: 'المشكلات الصحية' })).toBeInTheDocument();
  expect(problems).toHaveTextContent('Prediabetes');
  expect(problems).toHaveTextContent('نشطة');
  expect(screen.getByRole('heading', { level: 1, name: 'ملخصي الصحي' })).toBeInTheDocument();
});

test('share: a short passcode is refused before any call; then the link, its QR code and a copy button', async () => {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Results' }));
  await user.type(within(dialog).getByLabelText('Passcode (optional)'), 'abc');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByText('The passcode must be 6 to 32 characters.')).toBeVisible();
  expect(shares).toEqual([]);
  await user.type(within(dialog).getByLabelText('Passcode (optional)'), 'defgh');
  await user.selectOptions(within(dialog).getByLabelText('The link works for'), '168');
  await user.type(within(dialog).getByLabelText('A name for this link (optional)'), 'For Dr. Keller');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(shares).toEqual([{ familyMemberId: 0, sections: ['problems', 'allergies', 'medications', 'immunizations'], expiresInHours: 168, passcode: 'abcdefgh', label: 'For Dr. Keller', lang: 'en' }]));
  expect(await within(dialog).findByRole('img', { name: 'QR code of the shared link' })).toBeInTheDocument();
  expect(within(dialog).getByTestId('share-link')).toHaveValue('http://127.0.0.1/share/view#shlink:/eyJ1cmwiOiJ4In0');
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeEnabled();
  expect(within(dialog).getByText('The recipient also needs the passcode you chose.')).toBeVisible();
});

test('share: with every part unticked the form names the rule and sends nothing; ticking one clears it', async () => {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  for (const box of within(dialog).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByText('Choose at least one part to share.')).toBeVisible();
  expect(shares).toEqual([]);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Results' }));
  await waitFor(() => expect(within(dialog).queryByText('Choose at least one part to share.')).toBeNull());
});
