import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { findOrder, settleOrder, type PaymentOrder } from './repository.js';
import { logoSvg, readViewCookie, themeFor, type BrandTheme } from '@portal/shared/brand';
import { requestBrand } from '../../http/lang.js';

/**
 * The embedded payment service's checkout page (a stand-in of an outside system, embedded mode only):
 * `GET /payment/checkout/<order>` shows what is paid and two choices — pay (the order becomes Paid) or a declined
 * card (Failed) — and `POST` the same address settles the order once and sends the browser back to the portal's
 * return address (303); 'Cancel and return to the portal' goes back without paying (the order stays open, so the
 * portal offers the same link again). The page wears the brand of the portal page that sent the patient (its
 * view cookie): its logo and colours. A plain HTML form: no script, so the portal's Content-Security-Policy holds as it is.
 * The order id is the secret of the link, as a gateway's session id is; the portal asks the order's outcome
 * server to server afterwards and never trusts the return alone.
 */

const TEXT = {
  en: {
    title: 'Secure payment', merchant: 'Merchant', merchantName: 'Hospital teleconsultation', description: 'For', amount: 'Amount', reference: 'Reference',
    card: 'Test card', cardNote: 'This is the embedded payment service of the demo: no card is charged.', pay: 'Pay {amount}', decline: 'Simulate a declined card',
    paid: 'This payment is already completed.', failed: 'This payment attempt was declined.', back: 'Back to my teleconsultations', missing: 'This payment link is not valid.',
    cancel: 'Cancel and return to the portal', home: 'Back to the portal',
  },
  ar: {
    title: 'دفع آمن', merchant: 'التاجر', merchantName: 'الاستشارات عن بُعد في المستشفى', description: 'مقابل', amount: 'المبلغ', reference: 'المرجع',
    card: 'بطاقة تجريبية', cardNote: 'هذه خدمة الدفع المدمجة للعرض التجريبي: لا يتم خصم أي مبلغ من أي بطاقة.', pay: 'ادفع {amount}', decline: 'محاكاة رفض البطاقة',
    paid: 'تم إكمال هذا الدفع مسبقًا.', failed: 'تم رفض محاولة الدفع هذه.', back: 'العودة إلى استشاراتي عن بُعد', missing: 'رابط الدفع هذا غير صالح.',
    cancel: 'إلغاء والعودة إلى البوابة', home: 'العودة إلى البوابة',
  },
} as const;
type Lang = keyof typeof TEXT;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const DIGITS: Record<string, number> = { AED: 2, OMR: 3 };

function amountText(o: PaymentOrder, lang: Lang): string {
  const digits = DIGITS[o.currency] ?? 2;
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: o.currency, minimumFractionDigits: digits }).format(o.amountMinor / 10 ** digits);
}

function page(lang: Lang, theme: BrandTheme, body: string): string {
  const t = TEXT[lang];
  const c = { primary: theme.primary, dark: theme.primaryDark, tint: theme.tint };
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${esc(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#eef2f5;color:#1a202c}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
@media (max-width:540px){main{margin:16px}}
h1{font-size:1.4rem;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{font-weight:600}dd{margin:0}
.note{font-size:.9rem;color:#4a5568;margin:0 0 16px}.actions{display:flex;flex-direction:column;gap:10px}
header{background:#fff;border-bottom:4px solid ${c.primary};padding:8px 16px;display:flex;align-items:center;gap:12px;flex-wrap:wrap}
header svg{height:40px;width:auto}header span{font-weight:600;color:${c.dark}}
button,a.button{font:inherit;padding:12px 16px;border-radius:8px;border:1px solid ${c.primary};cursor:pointer;text-align:center;text-decoration:none}
button.pay{background:${c.primary};color:#fff}button.pay:hover{background:${c.dark}}button.decline{background:#fff;color:#8a1538;border-color:#8a1538}a.button{color:${c.dark}}
a.cancel{border-color:transparent;text-decoration:underline}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style></head>
<body><header>${logoSvg(theme)}<span>${esc(theme.title[lang])}</span></header><main>${body}</main></body></html>`;
}

const orderParams = z.object({ orderId: z.string().regex(/^po_[A-Za-z0-9_-]{16,40}$/, 'orderId: not an order') });
const langQuery = z.object({ lang: z.enum(['en', 'ar']).optional().catch(undefined) });

const paymentRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  // The checkout form posts application/x-www-form-urlencoded, as a browser form does (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The page's language: `lang=` of the link, else the portal page's (its view cookie), else English. */
  const langOf = (req: FastifyRequest): Lang => (req.query as { lang?: Lang }).lang ?? readViewCookie(req.headers.cookie).lang ?? 'en';
  const html = (req: FastifyRequest, reply: FastifyReply, code: number, lang: Lang, body: string) =>
    reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(page(lang, themeFor(requestBrand(req)), body));

  function view(o: PaymentOrder, lang: Lang): string {
    const t = TEXT[lang];
    const summary = `<h1>${esc(t.title)}</h1><dl>
<dt>${esc(t.merchant)}</dt><dd>${esc(t.merchantName)}</dd>
<dt>${esc(t.description)}</dt><dd>${esc(o.description)}</dd>
<dt>${esc(t.reference)}</dt><dd dir="ltr">${esc(o.reference)}</dd>
<dt>${esc(t.amount)}</dt><dd data-testid="amount">${esc(amountText(o, lang))}</dd></dl>`;
    if (o.status !== 'Open') {
      return `${summary}<p role="status">${esc(o.status === 'Paid' ? t.paid : t.failed)}</p><a class="button" href="${esc(o.returnUrl)}">${esc(t.back)}</a>`;
    }
    return `${summary}<p class="note">${esc(t.cardNote)}</p>
<form method="post" action="/payment/checkout/${esc(o.id)}?lang=${lang}" class="actions">
<button class="pay" type="submit" name="action" value="pay">${esc(t.pay.replace('{amount}', amountText(o, lang)))}</button>
<button class="decline" type="submit" name="action" value="decline">${esc(t.decline)}</button>
<a class="button cancel" href="${esc(o.returnUrl)}">${esc(t.cancel)}</a>
</form>`;
  }

  app.get('/checkout/:orderId', { schema: { hide: true, params: orderParams, querystring: langQuery } }, async (req, reply) => {
    const lang = langOf(req);
    const o = await findOrder(db, req.params.orderId);
    if (!o) return html(req, reply, 404, lang, `<h1>${esc(TEXT[lang].title)}</h1><p role="alert">${esc(TEXT[lang].missing)}</p><a class="button" href="/">${esc(TEXT[lang].home)}</a>`);
    return html(req, reply, 200, lang, view(o, lang));
  });

  app.post('/checkout/:orderId', {
    schema: { hide: true, params: orderParams, querystring: langQuery, body: z.object({ action: z.enum(['pay', 'decline']) }) },
  }, async (req, reply) => {
    const o = await settleOrder(db, req.params.orderId, req.body.action === 'pay' ? 'Paid' : 'Failed');
    if (!o) return html(req, reply, 404, langOf(req), `<p role="alert">${esc(TEXT[langOf(req)].missing)}</p><a class="button" href="/">${esc(TEXT[langOf(req)].home)}</a>`);
    // Back to the portal, which asks the outcome of the order itself.
    return reply.code(303).header('location', o.returnUrl).send();
  });
};

export default paymentRoutes;
