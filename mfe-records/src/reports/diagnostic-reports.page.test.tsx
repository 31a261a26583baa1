import userEvent from '@testing-library/user-event';
import { addRemoteTranslations, loadLanguage } from '@portal/shared/i18n';
import { MSG, type FamilyMember } from '@portal/shared/rules';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, screen, setupNetwork, waitFor, within } from '@portal/shared/testing';
import remote from '../app';
import DiagnosticReportsPage from './diagnostic-reports.page';
import type { LabOrder, LabTest } from './reports.api';

addRemoteTranslations(remote.translations);

const order = (over: Partial<LabOrder>): LabOrder => ({
  docNumber: 'LAB-1', orderDate: '2026-11-20', docType: 'LAB', facilityId: 'BU10', docPart: '1', docVersion: '1', encryptedSecurityKey: 'k', patientId: 'P1', his: 'h',
  orderName: 'Complete Blood Count', doctorName: 'Dr. Sara', status: 'Final', facilityName: 'Burjeel Hospital', familyMemberId: 0, patientName: 'Test Patient', patientDOB: '1988-03-15', callingCode: '971', mobileNo: '501234567', otpRequired: false,
  ...over,
});
const test1 = (doc: string, testName: string, flag = 'N'): LabTest => ({ docNumber: doc, testName, value: '13.1', unit: 'g/dL', referenceRange: '12.0 - 15.5', flag });
const OWN = [order({}), order({ docNumber: 'RBF-2', docType: 'RBF', orderName: 'Chest X-Ray (PA view)', orderDate: '2026-11-10' })];
const MEMBER = [order({ docNumber: 'LAB-9', familyMemberId: 7, patientName: 'Salma Member', mobileNo: '509998877' })];
/** What the server answers of a member on her own number before her code: when and where, nothing it found. */
const withheld = (o: LabOrder): LabOrder => ({ ...o, orderName: '', doctorName: '', otpRequired: true });
let memberReleased = false;
const TESTS = [test1('LAB-1', 'Haemoglobin'), test1('LAB-1', 'Platelets', 'H'), test1('RBF-2', 'Lung fields'), test1('LAB-9', 'Haemoglobin')];

const server = setupNetwork();
const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
beforeEach(() => {
  calls.length = 0;
  memberReleased = false;
  server.use(
    http.post(`${API}/appointment/labreports`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path: 'labreports', body });
      if (body.familyMemberId === 7 && !memberReleased) return HttpResponse.json(envelope({ patientLabOrderDetails: MEMBER.map(withheld), patientLabTestDetails: [] }));
      const orders = body.familyMemberId === 7 ? MEMBER : OWN;
      return HttpResponse.json(envelope({ patientLabOrderDetails: orders, patientLabTestDetails: TESTS.filter((x) => orders.some((o) => o.docNumber === x.docNumber)) }));
    }),
    http.get(`${API}/user/familymembers`, () => HttpResponse.json(envelope([{ familyMemberId: 7, firstName: 'Salma', lastName: 'Member', relation: 'Sister' }]))),
  );
});

const renderPage = () => renderWithProviders(<DiagnosticReportsPage />, { session: loggedInSession(), route: '/auth/diagnosticReports' });

test('the orders of the last month with their tests; the type filter, the search and the empty message', async () => {
  renderPage();
  expect(await screen.findByText('Complete Blood Count', {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.getByRole('table', { name: /Complete Blood Count/ })).toHaveTextContent('Platelets');
  expect(calls[0]!.body).toMatchObject({ familyMemberId: 0 });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Report type'), 'RBF');
  expect(screen.getByText('Chest X-Ray (PA view)')).toBeVisible();
  expect(screen.queryByText('Complete Blood Count')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Report type'), 'ALL');
  await user.type(screen.getByLabelText('Search'), 'lung');
  expect(screen.getByText('Chest X-Ray (PA view)')).toBeVisible();
  expect(screen.queryByText('Complete Blood Count')).toBeNull();
  await user.clear(screen.getByLabelText('Search'));
  await user.type(screen.getByLabelText('Search'), 'no such test');
  expect(screen.getByText(MSG.noDiagnosticReports)).toBeVisible();
});

test("a lost connection says 'Network Error!'; Retry asks again", async () => {
  let down = true;
  server.use(http.post(`${API}/appointment/labreports`, () => (down ? HttpResponse.error() : HttpResponse.json(envelope({ patientLabOrderDetails: OWN, patientLabTestDetails: TESTS })))));
  renderPage();
  expect(await screen.findByText(MSG.networkError)).toBeVisible();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Complete Blood Count', {}, { timeout: 10_000 })).toBeVisible();
});

test("another member's report: nothing it found until the code sent to her number; a wrong code is refused; then her results, and her report opens without another code", async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/user/sendotptofamily`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json(envelope(null, '', 'OTPSent')))),
    http.post(`${API}/user/verifyuser`, async ({ request }) => {
      const { otp } = (await request.json()) as { otp: string };
      if (otp !== '123456') return HttpResponse.json(envelope(null, 'Invalid OTP', 'Invalid'), { status: 400 });
      memberReleased = true;
      return HttpResponse.json(envelope(true));
    }),
    http.post(`${API}/appointment/labreportspdf`, () => new HttpResponse('%PDF-1.7 not really', { headers: { 'content-type': 'application/pdf' } })),
  );
  renderPage();
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('option', { name: /Salma Member/ })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Patient'), '7');
  expect(await screen.findByText('Results waiting for the code', {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('button', { name: /View report/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: "Enter the code to see the results of Salma Member's report" }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Verify to view the report' }, { timeout: 10_000 });
  expect(await within(codeDialog).findByText(/8877/)).toBeVisible();
  expect(sent).toEqual([{ callingCode: '971', mobile: '509998877' }]);
  await user.type(within(codeDialog).getAllByRole('textbox')[0]!, '000000');
  expect(await within(codeDialog).findByRole('alert')).toHaveTextContent(MSG.invalidOtpServer);
  await user.type(within(codeDialog).getAllByRole('textbox')[0]!, '123456');
  await user.click(await within(codeDialog).findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The list comes again, now with her results.
  expect(await screen.findByRole('table', { name: /Complete Blood Count/ }, { timeout: 10_000 })).toHaveTextContent('Haemoglobin');
  await user.click(screen.getByRole('button', { name: 'View report: Complete Blood Count' }));
  const viewer = await screen.findByRole('dialog', { name: 'Complete Blood Count · Salma Member' }, { timeout: 10_000 });
  // Not a real PDF: the viewer says so, and stays open.
  expect(await within(viewer).findByRole('alert')).toHaveTextContent(MSG.somethingWentWrongTryLaterNoDot);
  expect(sent).toHaveLength(1);
});

test("in Arabic the patient picker names a member's relation in Arabic and an order names its hospital, not its code", async () => {
  await loadLanguage('ar');
  const spouse = { familyMemberId: 7, firstName: 'Salma', lastName: 'Member', relation: 'Spouse', relationId: 1 } as FamilyMember;
  server.use(
    http.post(`${API}/appointment/labreports`, () =>
      HttpResponse.json(envelope({ patientLabOrderDetails: [order({ facilityId: 'LL18', facilityName: 'مستشفى إل إل إتش أبوظبي', doctorName: 'د. سارة' })], patientLabTestDetails: [] }))),
  );
  renderWithProviders(<DiagnosticReportsPage />, { session: { ...loggedInSession(), familyMemberList: [spouse] }, route: '/auth/diagnosticReports', lang: 'ar' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Salma Member (الزوج / الزوجة)' })).toBeInTheDocument());
  expect(screen.queryByRole('option', { name: /Spouse/ })).toBeNull();
  expect(await screen.findByText(/مستشفى إل إل إتش أبوظبي/, {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByText(/LL18/)).toBeNull();
  expect(screen.getByText(/د\. سارة/)).toBeVisible();
});
