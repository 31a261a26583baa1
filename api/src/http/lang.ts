import type { FastifyReply, FastifyRequest } from 'fastify';
import { readViewCookie, resolveBrand, type BrandName } from '@portal/shared/brand';

export type Lang = 'en' | 'ar';

/**
 * The language of an answer: `lang=ar` in the query wins (some of the portal's calls send it); otherwise the
 * first language of Accept-Language, which the portal's client sets to the page's language on every call;
 * English by default.
 */
export function requestLang(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.['lang'];
  if (q === 'ar' || q === 'en') return q;
  const accept = req.headers['accept-language'];
  const first = typeof accept === 'string' ? accept.split(',')[0]?.trim().toLowerCase() : '';
  return first?.startsWith('ar') ? 'ar' : 'en';
}

/**
 * The brand of the page that sent a request: `brandName=` in the query, then the `portal_view` cookie the shell
 * keeps (@portal/shared/brand), then the main brand. Texts sent outside the page (SMS) name it.
 */
export function requestBrand(req: FastifyRequest): BrandName {
  const q = (req.query as Record<string, unknown> | undefined)?.['brandName'];
  return resolveBrand(typeof q === 'string' ? `brandName=${encodeURIComponent(q)}` : '', readViewCookie(req.headers.cookie).brand);
}

/**
 * Every API answer may be worded by `requestLang`, so its HTTP cache key includes Accept-Language: a cache
 * (the browser's, a proxy's) must not hand an English answer to an Arabic page that asked without `lang=`.
 */
export function varyOnLanguage(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  if (req.url.startsWith('/api/')) {
    const vary = reply.getHeader('vary');
    const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
    if (!/(^|,)\s*accept-language\s*(,|$)/i.test(current)) reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
  }
  done(null, payload);
}
