import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, content } from '../test/network';
import AllNewsPage from './all-news.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const NEWS = [{ id: 1, title: 'A new cardiac unit opens', imagepath: '/n.svg', description: '<p>x</p>', publishDate: '2026-11-01' }];

test("a content list that fails to load says 'Error', and Retry asks again", async () => {
  let down = true;
  answerRequests((url) => {
    if (!url.pathname.endsWith('/getallmedianews')) return undefined;
    return down ? { status: 500, body: { status: 'error', data: null, message: 'Internal error' } } : content(NEWS);
  });
  renderWithProviders(<AllNewsPage />, { route: '/auth/allNews', session: loggedInSession(), lang: 'en' });
  const alert = await screen.findByRole('alert', undefined, { timeout: 8000 });
  expect(alert).toHaveTextContent(/^Error/);
  expect(screen.queryByText('Network Error!')).not.toBeInTheDocument();
  down = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('A new cardiac unit opens')).toBeInTheDocument();
});
