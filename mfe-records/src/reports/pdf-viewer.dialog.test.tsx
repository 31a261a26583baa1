import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, screen, setupNetwork, waitFor, within } from '@portal/shared/testing';
import remote from '../app';
import PdfViewerDialog from './pdf-viewer.dialog';
import { isPdf } from './pdf-engine';
import { getReportPdf, type LabOrder } from './reports.api';

addRemoteTranslations(remote.translations);
jest.setTimeout(20_000);

const order: LabOrder = {
  docNumber: 'LAB-1', orderDate: '2026-11-20', docType: 'LAB', facilityId: 'BU10', docPart: '1', docVersion: '1', encryptedSecurityKey: 'k', patientId: 'P1', his: 'h',
  orderName: 'Complete Blood Count', doctorName: 'Dr. Sara', status: 'Final', facilityName: 'Burjeel Hospital', familyMemberId: 0, patientName: 'Test Patient', patientDOB: '1988-03-15', callingCode: '971', mobileNo: '501234567', otpRequired: false,
};

const server = setupNetwork();
const asked: Array<{ skipPasswordProtection: boolean }> = [];
beforeEach(() => (asked.length = 0));
/** The report's answers, in order: each request to labreportspdf takes the next one. */
function answers(...replies: Array<() => Response>) {
  server.use(
    http.post(`${API}/appointment/labreportspdf`, async ({ request }) => {
      asked.push((await request.json()) as { skipPasswordProtection: boolean });
      return (replies[asked.length - 1] ?? replies.at(-1)!)();
    }),
  );
}
const html = () => new HttpResponse('<html><body>Gateway error</body></html>', { headers: { 'content-type': 'text/html' } });

function renderViewer(onClose = () => undefined) {
  return renderWithProviders(<PdfViewerDialog open title="Complete Blood Count · Test Patient" fileName="LAB-1.pdf" onClose={onClose} load={(protect) => getReportPdf(order, protect)} />, {
    session: loggedInSession(),
  });
}

/** The viewer's failure paths and its copies, with the report fetched over the network. */
describe('PdfViewerDialog', () => {
  test('a refused fetch shows the spec message in the open viewer', async () => {
    answers(() => HttpResponse.json(envelope(null, 'Something went wrong!', 'Error'), { status: 500 }));
    renderViewer();
    const viewer = await screen.findByRole('dialog', { name: 'Complete Blood Count · Test Patient' }, { timeout: 10_000 });
    expect(await within(viewer).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(MSG.somethingWentWrongTryLaterNoDot);
    expect(asked[0]).toMatchObject({ skipPasswordProtection: true });
  });

  test('an answer that is not a PDF shows the spec message; the protected copy is then asked for, and the plain one again', async () => {
    answers(html);
    renderViewer();
    const viewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(viewer).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(MSG.somethingWentWrongTryLaterNoDot);
    const user = userEvent.setup();
    await user.click(within(viewer).getByRole('button', { name: 'Password-protected copy' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ skipPasswordProtection: false });
    await user.click(await within(viewer).findByRole('button', { name: 'Copy without password' }, { timeout: 10_000 }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toMatchObject({ skipPasswordProtection: true });
    // While nothing is shown, neither the pages nor download nor print can be used.
    for (const name of ['Download', 'Print', 'Next page', 'Zoom in']) expect(within(viewer).getByRole('button', { name })).toBeDisabled();
  });

  test('Close closes the viewer', async () => {
    answers(html);
    const onClose = jest.fn();
    renderViewer(onClose);
    const viewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('the PDF signature is found at the start or after a little junk', () => {
    const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(isPdf(enc('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(enc('\n\n%PDF-1.4'))).toBe(true);
    expect(isPdf(enc('{"message":{"status":"Invalid"}}'))).toBe(false);
  });
});
