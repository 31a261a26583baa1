import type { RemoteTranslations } from '@portal/shared/rules';

type Bundle = Record<string, unknown>;

/** Both languages of a remote's translations as objects, its lazy Arabic and deferred texts loaded (for tests). */
export async function resolveTranslations({ namespace, en, ar, deferred }: RemoteTranslations): Promise<{ namespace: string; en: Bundle; ar: Bundle }> {
  const arabic = typeof ar === 'function' ? await ar() : ar;
  let all = { namespace, en, ar: arabic };
  for (const group of Object.values(deferred ?? {})) {
    const [moreEn, moreAr] = await Promise.all([group.en(), group.ar()]);
    all = { namespace, en: mergeBundles(all.en, moreEn), ar: mergeBundles(all.ar, moreAr) };
  }
  return all;
}

/** `extra` over `base`, nested objects merged (as i18next's `addResourceBundle` with `deep`). */
export function mergeBundles(base: Bundle, extra: Bundle): Bundle {
  const out: Bundle = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const own = out[key];
    out[key] = own && value && typeof own === 'object' && typeof value === 'object' ? mergeBundles(own as Bundle, value as Bundle) : value;
  }
  return out;
}
