import { Suspense, createContext, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';

/** Set inside a PortalUiProvider: a nested one (a remote wrapping its own) leaves toasts to the outer one. */
const InsidePortalUi = createContext(false);
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import type { BrandName, LangCode } from '@portal/shared/rules';
import { BM10_THEME, BRAND_THEMES, resolveBrand, themeCssVariables, themeFor, type BrandTheme } from '@portal/shared/brand';
import { applyDocumentLanguage, dirOf, i18n, loadLanguage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { bus } from '@portal/shared/session';
import { getPageSystem } from './system';
import { PortalToaster, listenToBusToasts, useToastRequested } from './toast';


/** The theme of the current session: stored brand (burjeel by default) and chosen facility (BM10). */
export function useBrandTheme(): { brand: BrandName; theme: BrandTheme } {
  const brandName = useSession((s) => s.brandName);
  const facilityCode = useSession((s) => s.user?.facilityCode ?? null);
  return useMemo(() => {
    const brand = resolveBrand('', brandName);
    return { brand, theme: themeFor(brand, facilityCode) };
  }, [brandName, facilityCode]);
}

/**
 * `?brandName=` in the address wins over the stored brand (docs/product.md#everywhere-brands). Applied before the first render
 * of the provider (no flash of the default theme) and stored, so the brand survives the redirects that
 * drop the query; announced on the bus.
 */
export function adoptBrandFromLocation(search: string = typeof window !== 'undefined' ? window.location.search : ''): BrandName {
  const { brandName, setBrand } = useSession.getState();
  const brand = resolveBrand(search, brandName);
  if (brand !== brandName) {
    setBrand(brand);
    bus.emit('brand', { brand });
  }
  return brand;
}

export interface PortalUiProviderProps {
  children: ReactNode;
  /** Overrides (tests, standalone remote dev); by default both come from the session. */
  brand?: BrandName;
  lang?: LangCode;
  /** Render the page toaster (default true; nested providers set false to avoid two). */
  withToaster?: boolean;
}

/**
 * Design system + brand colours + direction + translations. The CSS variables go on `<html>` so that
 * portalled layers (dialogs, menus, toasts) get them too; `<html lang dir>` follows the language.
 */
export function PortalUiProvider({ children, brand: brandOverride, lang: langOverride, withToaster: wantsToaster = true }: PortalUiProviderProps) {
  const nested = useContext(InsidePortalUi);
  const withToaster = wantsToaster && !nested;
  // Once per provider, before its first render reads the store.
  useState(() => adoptBrandFromLocation());
  const session = useBrandTheme();
  const storedLang = useSession((s) => s.lang);
  const facilityCode = useSession((s) => s.user?.facilityCode ?? null);
  const brand = brandOverride ?? session.brand;
  const theme = brandOverride ? themeFor(brandOverride, facilityCode) : session.theme;
  const lang: LangCode = langOverride ?? storedLang;
  const toastRequested = useToastRequested();
  // The page's static stylesheet has the global styles already (system.ts): none are inserted at run time.
  const [system] = useState(getPageSystem);

  useEffect(() => {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    for (const [k, v] of Object.entries(themeCssVariables(theme))) root.style.setProperty(k, v);
    root.dataset.brand = brand;
    // The tab shows the brand's (or BM10's) title; a title a page set on purpose is left alone.
    const known = [...Object.values(BRAND_THEMES), BM10_THEME].flatMap((t) => [t.title.en, t.title.ar]);
    if (!document.title || document.title === 'Patient Portal' || known.includes(document.title)) document.title = theme.title[lang];
    if (theme.id === 'BM10') root.dataset.facilityTheme = 'BM10';
    else delete root.dataset.facilityTheme;
  }, [theme, brand, lang]);

  useEffect(() => {
    applyDocumentLanguage(lang);
    // Arabic texts load on first use (see loadLanguage); switch once they are in.
    if (i18n.language !== lang)
      void loadLanguage(lang).then(
        () => i18n.changeLanguage(lang),
        () => i18n.changeLanguage(lang),
      );
  }, [lang]);

  // Code without React (api helpers, stores) asks for toasts through the bus.
  useEffect(() => (withToaster ? listenToBusToasts() : undefined), [withToaster]);

  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <LocaleProvider locale={lang === 'ar' ? 'ar-AE' : 'en-AE'}>
          <div dir={dirOf(lang)} lang={lang} style={{ display: 'contents', ...themeCssVariables(theme) } as CSSProperties} data-portal-ui="">
            <InsidePortalUi.Provider value={true}>{children}</InsidePortalUi.Provider>
          </div>
          {withToaster && toastRequested ? (
            <Suspense fallback={null}>
              <PortalToaster />
            </Suspense>
          ) : null}
        </LocaleProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
