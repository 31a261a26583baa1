import type { FastifyRequest } from 'fastify';

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
