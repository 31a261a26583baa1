import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition } from 'react';
import { i18n, addLazyTranslations, setLanguage } from '@portal/shared/i18n';
import { bus, useSession } from '@portal/shared/session';
import { contentBaseFromPage, resolveBrand } from '@portal/shared/brand';
import en from './i18n/en.json';
import { PortalRoot } from './root';
import { signedInFrameLoaded } from './app';
import { getRegistry, preloadForRole } from './registry/registry';
import { markFirstView } from './routing/first-view';
import { keepViewCookie } from './view-cookie';
import { keepPreferredLanguage } from './preferred-language';
import { startVitals } from './vitals/start-vitals';
import { fetchContentBase } from './content-base.api';

// The shell's Arabic comes with the common Arabic, when Arabic is chosen.
void addLazyTranslations('shell', en, () => import('./i18n/ar.json').then((m) => m.default));

// Brand: `?brandName=` wins over the stored value; the default is the main brand (docs/product.md#everywhere-brands).
const stored = useSession.getState();
const brand = resolveBrand(window.location.search, stored.brandName);
if (brand !== stored.brandName) {
  stored.setBrand(brand);
  // The stored content-site base is the other brand's: content calls wait for this brand's (below).
  if (stored.wpBaseUrl) stored.patch({ wpBaseUrl: null });
}
const session = useSession.getState();
// An Arabic visit waits for its texts (one small chunk) before the first render: no English flash.
const languageReady = setLanguage(session.lang ?? 'en').catch(() => undefined);
// The server sending the next page learns the brand and language from a cookie (the login banners in its HTML).
keepViewCookie();
keepPreferredLanguage();

// The brand's content-site base address, stored for content calls, which wait for it (@portal/shared/api
// contentBase). The portal server names it in every page it sends (CONTENT_BASE_META: what `fetchwpbase` answers,
// from the same function, in a page that is never cached), so that page's answer is taken as it is. A page served
// without it (another host) asks `masterdata/fetchwpbase`. Asking anyway would add a round trip after main.js to the
// login page's largest paint, for an answer the page already holds.
const named = contentBaseFromPage(document, brand);
if (named) {
  if (session.wpBaseUrl !== named) useSession.getState().patch({ wpBaseUrl: named });
} else {
  fetchContentBase(brand)
    .then((wpBaseUrl) => useSession.getState().patch({ wpBaseUrl }))
    .catch(() => undefined);
}

bus.on('login', ({ user }) => preloadForRole(Number(user.roleId ?? 1)));
startVitals();

/**
 * The page the server drew (`data-first-view="<brand> <lang>"` on the root, api/src/http/first-view.ts) is hydrated
 * when this browser shows the same: the same brand and language, and no session (the server draws the public pages
 * of a visitor). The registry is in hand first, so that the first render is the server's; the remote's part of the
 * page hydrates inside its boundary when its code has arrived (shell/src/routing/remote-route.tsx).
 */
function hydratesFirstView(root: HTMLElement): boolean {
  const now = useSession.getState();
  return root.dataset.firstView === `${now.brandName} ${now.lang}` && !now.token && root.firstElementChild !== null;
}

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
// paint and answer input in between, instead of one long task (total blocking time).
void languageReady.then(async () => {
  const container = document.getElementById('root')!;
  if (hydratesFirstView(container)) {
    const registry = await getRegistry().catch(() => null);
    if (registry) {
      markFirstView(window.location.pathname);
      hydrateRoot(container, <PortalRoot registry={registry} />);
      return;
    }
  }
  // The signed-in frame the server drew (`data-signed-in-frame`, api/src/http/first-view.ts) is never hydrated: it stays
  // on the screen until the first render can put the frame itself in its place (the registry and the frame's code in
  // hand), instead of a spinner in between.
  const registry = container.dataset.signedInFrame ? await Promise.all([getRegistry(), signedInFrameLoaded()]).then(([r]) => r, () => undefined) : undefined;
  const root = createRoot(container);
  startTransition(() => root.render(<PortalRoot registry={registry} />));
});
void i18n;
