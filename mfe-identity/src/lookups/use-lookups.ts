import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LangCode, LookupOption } from '@portal/shared/rules';
import { fetchCountries, fetchDocumentTypes, fetchGenders, type CountryOption } from './lookups.api';

/**
 * Master data lists, fetched once per language for the page's lifetime (they change with a deployment,
 * not while a person fills a form). A failed fetch is retried on the next mount.
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

function useList<T>(kind: string, load: (lang: LangCode) => Promise<T[]>): T[] {
  const { i18n } = useTranslation();
  const lang: LangCode = i18n.language === 'ar' ? 'ar' : 'en';
  const [list, setList] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    cached(`${kind}|${lang}`, () => load(lang)).then(
      (l) => live && setList(l),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [kind, lang, load]);
  return list;
}

export const useCountries = (): CountryOption[] => useList('country', fetchCountries);
export const useDocumentTypes = (): LookupOption[] => useList('documenttype', fetchDocumentTypes);
export const useGenders = (): LookupOption[] => useList('gender', fetchGenders);

/** Test hook: forget cached lists. */
export function clearLookupCache(): void {
  cache.clear();
}
