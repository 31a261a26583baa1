import userEvent from '@testing-library/user-event';
import { API, HttpResponse, delay, envelope, http, loggedInSession, renderWithProviders, screen, setupNetwork } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import remote from '../app';
import { ExportButton } from './export-button';

addRemoteTranslations(remote.translations);

/**
 * The export's answer is streamed: the server records the export, answers with the headers, then sends the
 * spreadsheet page by page. Its progress exists only from the answer on; before, the server says 404.
 */
const server = setupNetwork();
let answered = false;
const progressAsked: Array<{ beforeAnswer: boolean }> = [];

beforeEach(() => {
  answered = false;
  progressAsked.length = 0;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  server.use(
    http.get(`${API}/user/registeredusers/export`, async () => {
      // The database takes a while before the first page: the export does not exist yet.
      await delay(700);
      answered = true;
      const encoder = new TextEncoder();
      let page = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await delay(300);
          page += 1;
          controller.enqueue(encoder.encode(`page ${page};`));
          if (page === 4) controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    }),
    http.get(`${API}/user/exportprogress`, () => {
      progressAsked.push({ beforeAnswer: !answered });
      if (!answered) return HttpResponse.json(envelope(null, 'Export not found', 'NotFound'), { status: 404 });
      return HttpResponse.json(envelope({ total: 4000, done: 2000, finished: false }));
    }),
  );
});

test("no request for an export's progress before the export exists; its progress is followed until the file is in", async () => {
  renderWithProviders(<ExportButton label="Export" path="user/registeredusers/export" fileName="Registered Users.xlsx" expected={4000} />, { session: loggedInSession({ roleId: 3 }) });
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  expect(await screen.findByTestId('export-done', {}, { timeout: 10_000 })).toHaveTextContent('Registered Users.xlsx');
  // Followed while the file streamed in (at least once), never before the server had the export.
  expect(progressAsked.length).toBeGreaterThan(0);
  expect(progressAsked.filter((c) => c.beforeAnswer)).toEqual([]);
});
