import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, resetSession, screen, setupNetwork, waitFor, within, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import type { RecordAccessEntry } from './record-access.api';
import RecordAccessPage from './record-access.page';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
jest.setTimeout(30_000);

const entry = (n: number, over: Partial<RecordAccessEntry> = {}): RecordAccessEntry => ({
  id: String(100 - n), at: '2026-11-26T10:05:00Z', what: 'medication', reference: null, whose: { familyMemberId: 0, name: 'Layla Haddad' },
  who: { kind: 'self', name: 'Layla Haddad' }, channel: 'portal', ...over,
});

const server = setupNetwork();
/** Answers GET user/recordaccess from `all`, a page (start, take) at a time; returns the starts asked for. */
function serve(all: RecordAccessEntry[]) {
  const starts: string[] = [];
  server.use(
    http.get(`${API}/user/recordaccess`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const start = Number(q.get('start'));
      starts.push(String(start));
      return HttpResponse.json(envelope({ entries: all.slice(start, start + Number(q.get('take'))), total: all.length }));
    }),
  );
  return starts;
}
const render = (lang: 'en' | 'ar' = 'en') => renderWithProviders(<RecordAccessPage />, { route: '/auth/recordAccess', session: loggedInSession(), lang, brand: 'burjeel' });

test('each read says what, whose, who and from where, dd/MM/yyyy in the UAE; older ones a page at a time', async () => {
  const all = [
    entry(0, { what: 'report', reference: 'LAB-BU10-RECENT-040', whose: { familyMemberId: 7, name: 'Salma Haddad' }, channel: 'teleconsultation' }),
    entry(1, { what: 'reports', who: { kind: 'family', name: 'Ahmed Khan' } }),
    entry(2, { what: 'account', who: { kind: 'administrator', name: null } }),
    entry(3, { what: 'report', reference: 'LAB-9', who: { kind: 'hospital', name: null }, channel: null }),
    ...Array.from({ length: 21 }, (_, i) => entry(4 + i)),
  ];
  const starts = serve(all);
  render();
  const list = await screen.findByTestId('access-list', undefined, { timeout: 8000 });
  const items = within(list).getAllByTestId('access-entry');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveTextContent('Diagnostic report LAB-BU10-RECENT-040');
  expect(within(items[0]!).getByTestId('access-whose')).toHaveTextContent('Salma Haddad');
  expect(within(items[0]!).getByTestId('access-who')).toHaveTextContent('You');
  expect(within(items[0]!).getByTestId('access-from')).toHaveTextContent('Teleconsultation');
  expect(within(items[0]!).getByTestId('access-when')).toHaveTextContent('26/11/2026 14:05');
  expect(within(items[1]!).getByTestId('access-who')).toHaveTextContent('Ahmed Khan, who has you as a family member');
  expect(within(items[2]!).getByTestId('access-who')).toHaveTextContent('A portal administrator');
  expect(within(items[3]!).getByTestId('access-who')).toHaveTextContent("The hospital's system");
  expect(within(items[3]!).getByTestId('access-from')).toHaveTextContent('Hospital system');
  expect(screen.getByText('20 of 25 shown')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Show older' }));
  await waitFor(() => expect(screen.getAllByTestId('access-entry')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  expect(starts).toEqual(['0', '20']);
});

test('Arabic: what, who and from where in Arabic', async () => {
  serve([entry(0, { what: 'appointments', who: { kind: 'family', name: 'Ahmed Khan' } })]);
  render('ar');
  const item = await screen.findByTestId('access-entry', undefined, { timeout: 8000 });
  expect(item).toHaveTextContent('المواعيد');
  expect(within(item).getByTestId('access-who')).toHaveTextContent('Ahmed Khan، الذي أضافك فرداً من عائلته');
  expect(within(item).getByTestId('access-from')).toHaveTextContent('بوابة المرضى');
  expect(screen.getByRole('heading', { level: 1, name: 'من اطّلع على سجلاتي' })).toBeInTheDocument();
});

test('no reads yet', async () => {
  serve([]);
  render();
  expect(await screen.findByText('No one has opened these records yet.', undefined, { timeout: 8000 })).toBeInTheDocument();
});

test("a lost connection says 'Network Error!'; Retry asks again", async () => {
  let down = true;
  server.use(http.get(`${API}/user/recordaccess`, () => (down ? HttpResponse.error() : HttpResponse.json(envelope({ entries: [entry(0)], total: 1 })))));
  render();
  expect(await screen.findByText(MSG.networkError, undefined, { timeout: 8000 })).toBeVisible();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('access-entry', undefined, { timeout: 8000 })).toBeInTheDocument();
});
