import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, loggedInSession, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import { content, answerRequests } from '../test/network';
import BannerCarouselWidget, { BANNER_INTERVAL_MS } from './banner-carousel.widget';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const BANNERS = [1, 2, 3].map((id) => ({ id, banner_for: 'Banner', title: `Banner ${id}`, image: `/b/${id}.svg` }));
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('dashboard banner carousel', () => {
  test('a new banner every 3 s, and the pause button stops it', async () => {
    answerRequests((url) => (url.pathname.endsWith('/getwebbanner') && url.searchParams.get('banner_for') === 'Banner' ? content(BANNERS) : undefined));
    renderWithProviders(<BannerCarouselWidget />, { session: loggedInSession() });
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    await wait(BANNER_INTERVAL_MS - 500);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    await wait(800);
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();

    const user = userEvent.setup();
    const pause = screen.getByRole('button', { name: 'Pause banners' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play banners' })).toHaveAttribute('aria-pressed', 'true');
    await user.unhover(pause);
    (document.activeElement as HTMLElement | null)?.blur();
    await wait(BANNER_INTERVAL_MS + 300);
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(screen.getByRole('img', { name: 'Banner 3' })).toBeInTheDocument();
  });
});
