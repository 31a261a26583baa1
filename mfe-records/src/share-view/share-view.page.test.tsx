import userEvent from '@testing-library/user-event';
import { base64url } from 'jose';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { HttpResponse, http, renderWithProviders, resetSession, resolveTranslations, screen, setupNetwork } from '@portal/shared/testing';
import app from '../app';
import ShareViewPage from './share-view.page';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
jest.setTimeout(30_000);

const server = setupNetwork();
const key = base64url.encode(new Uint8Array(32).fill(7));
const manifest = 'https://portal.example/api/shl/abc';
const openWith = (flag: string) => {
  window.location.hash = `#shlink:/${base64url.encode(JSON.stringify({ url: manifest, key, flag, label: 'For Dr. Keller', v: 1 }))}`;
};

test('a link with a passcode: the name and the passcode are asked before anything is sent; a wrong one empties the field and counts down', async () => {
  openWith('P');
  const sent: unknown[] = [];
  server.use(
    http.post(manifest, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ remainingAttempts: 4 }, { status: 401 });
    }),
  );
  renderWithProviders(<ShareViewPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open summary' }));
  expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  expect(screen.getByText('Please enter the passcode.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  // Spaces are no name; the message goes as soon as a name is typed.
  await user.type(screen.getByLabelText(/Your name/), '   ');
  await user.click(screen.getByRole('button', { name: 'Open summary' }));
  expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Your name/), 'Dr. Keller');
  expect(screen.queryByText('Please enter your name.')).toBeNull();

  await user.type(screen.getByLabelText(/^Passcode/), 'not-the-one');
  await user.click(screen.getByRole('button', { name: 'Open summary' }));
  expect(await screen.findByText('Wrong passcode. 4 tries left before the link stops working.')).toBeInTheDocument();
  expect(sent).toEqual([{ recipient: 'Dr. Keller', passcode: 'not-the-one' }]);
  expect(screen.getByLabelText(/^Passcode/)).toHaveValue('');
});

test('a link without a passcode asks only for the name', async () => {
  openWith('');
  renderWithProviders(<ShareViewPage />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open summary' }));
  expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Passcode/)).toBeNull();
});
