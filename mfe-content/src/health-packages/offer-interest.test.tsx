import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import { OfferInterest } from './offer-interest';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

test("I'm interested registers the lead once and says so", async () => {
  const mine: number[] = [];
  const net = answerRequests((url, body) => {
    if (url.pathname.endsWith('/user/myofferinterests')) return ok(mine);
    if (url.pathname.endsWith('/user/offerinterest')) {
      const id = (body as { offerId: number }).offerId;
      if (mine.includes(id)) return ok(true, 'You have already shown interest in this offer', 'Conflict');
      mine.push(id);
      return ok(true, 'Thank you for your interest. We will contact you shortly.');
    }
    return undefined;
  });
  const { unmount } = renderWithProviders(<OfferInterest offerId={3} />, { session: loggedInSession(), lang: 'en', brand: 'burjeel' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: "I'm interested" }, { timeout: 8000 }));
  expect(await screen.findByText('Thank you for your interest. We will contact you shortly.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Interest registered' })).toBeDisabled();
  expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({ offerId: 3 });
  unmount();

  renderWithProviders(<OfferInterest offerId={3} />, { session: loggedInSession(), lang: 'ar', brand: 'burjeel' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'تم تسجيل اهتمامك' })).toBeDisabled(), { timeout: 8000 });
  expect(screen.getByText(/لقد سجلت اهتمامك/)).toBeInTheDocument();
});
