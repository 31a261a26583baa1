import { act, renderWithProviders, resetSession, screen, resolveTranslations } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { configureApi, setKnownContent } from '@portal/shared/api';
import app from '../app';
import { BannerCarousel } from './banner-carousel';
import { answerRequests, type FakeNetwork } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());

const banners = (lang: string) => [{ id: 7, title: `Banner ${lang}`, image: `http://localhost/content/media/banner/${lang}.svg` }];
const bannerCalls = (net: FakeNetwork) => net.calls.filter((c) => c.path.endsWith('/getwebbanner')).length;

describe('login banners (the largest paint of the login page)', () => {
  test('the list the page arrived with is shown at once without asking; another language is asked for', async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/getwebbanner') ? { body: { status: 'success', data: banners(url.searchParams.get('lang') ?? 'en') } } : undefined));
    // As the portal server puts it in the page: by the address the carousel would ask.
    setKnownContent({ 'http://localhost/content/burjeel/getwebbanner?banner_for=Login': banners('known') });
    useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/burjeel' });
    renderWithProviders(<BannerCarousel />, { route: '/home/login' });
    expect(screen.getByRole('img', { name: 'Banner known' })).toHaveAttribute('src', 'http://localhost/content/media/banner/known.svg');
    expect(bannerCalls(net)).toBe(0);

    // Another language is another address: the carousel asks for it.
    act(() => useSession.getState().setLang('ar'));
    expect(await screen.findByRole('img', { name: 'Banner ar' })).toBeInTheDocument();
    expect(bannerCalls(net)).toBe(1);
  });

  test("before the brand's content-site address is known nothing is asked; then the list, from that address", async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/getwebbanner') ? { body: { status: 'success', data: banners('en') } } : undefined));
    // As in the browser: the shell's fetchwpbase is on its way (@portal/shared/api contentBase waits for it).
    configureApi({ contentBaseWaitMs: 3000 });
    renderWithProviders(<BannerCarousel />, { route: '/home/login' });
    await new Promise((r) => setTimeout(r, 20));
    expect(bannerCalls(net)).toBe(0);
    act(() => useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/llh' }));
    expect(await screen.findByRole('img', { name: 'Banner en' })).toBeInTheDocument();
    expect(new Set(net.calls.filter((c) => c.path.endsWith('/getwebbanner')).map((c) => c.path))).toEqual(new Set(['/content/llh/getwebbanner']));
  });
});
