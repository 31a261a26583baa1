import { act, renderWithProviders, resetSession, screen, resolveTranslations } from '@portal/shared/testing';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { configureApi } from '@portal/shared/api';
import app from '../app';
import { BannerCarousel } from './banner-carousel';
import { answerRequests, type FakeNetwork } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());

const banners = (lang: string) => [{ id: 7, title: `Banner ${lang}`, image: `http://localhost/content/media/banner/${lang}.svg` }];
const bannerCalls = (net: FakeNetwork) => net.calls.filter((c) => c.path.endsWith('/getwebbanner')).length;
const loginRoute = () => app.routes.find((r) => r.path === 'login')!;

describe('login banners (the largest paint of the login page)', () => {
  test("the login route's load asks for the banners with the page's code; the carousel shows that answer without asking again", async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/getwebbanner') ? { body: { status: 'success', data: banners(url.searchParams.get('lang') ?? 'en') } } : undefined));
    useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/burjeel' });
    await loginRoute().load();
    await new Promise((r) => setTimeout(r, 0));
    expect(bannerCalls(net)).toBe(1); // before anything rendered
    renderWithProviders(<BannerCarousel />, { route: '/home/login' });
    expect(await screen.findByRole('img', { name: 'Banner en' })).toHaveAttribute('src', 'http://localhost/content/media/banner/en.svg');
    expect(bannerCalls(net)).toBe(1);

    // Another language is another answer: the carousel asks for it.
    act(() => useSession.getState().setLang('ar'));
    expect(await screen.findByRole('img', { name: 'Banner ar' })).toBeInTheDocument();
    expect(bannerCalls(net)).toBe(2);
  });

  test("before the brand's content-site address is known nothing is asked; then one list, from that address", async () => {
    const net = answerRequests((url) => (url.pathname.endsWith('/getwebbanner') ? { body: { status: 'success', data: banners('en') } } : undefined));
    // As in the browser: the shell's fetchwpbase is on its way (@portal/shared/api contentBase waits for it).
    configureApi({ contentBaseWaitMs: 3000 });
    await loginRoute().load();
    renderWithProviders(<BannerCarousel />, { route: '/home/login' });
    await new Promise((r) => setTimeout(r, 20));
    expect(bannerCalls(net)).toBe(0);
    act(() => useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/llh' }));
    expect(await screen.findByRole('img', { name: 'Banner en' })).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path.endsWith('/getwebbanner')).map((c) => c.path)).toEqual(['/content/llh/getwebbanner']);
  });

  test('a prefetch that failed is not reused: the carousel asks again and shows the banners', async () => {
    let fail = true;
    const net = answerRequests((url) => {
      if (!url.pathname.endsWith('/getwebbanner')) return undefined;
      if (fail) return { status: 503, body: { message: { status: 'ServiceUnavailable', message: 'down' }, data: null } };
      return { body: { status: 'success', data: banners('en') } };
    });
    // Another content site than the test above (answers are kept per site and language for the page's life).
    useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/medeor' });
    await loginRoute().load();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    renderWithProviders(<BannerCarousel />, { route: '/home/login' });
    expect(await screen.findByRole('img', { name: 'Banner en' })).toBeInTheDocument();
    expect(bannerCalls(net)).toBe(2);
  });
});
