import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { TEST_IDENTITIES, findTestIdentity } from './identities.js';
import { LOW_ACR, createEmbeddedProvider } from './provider.js';
import { LOGOUT_SCRIPT, STYLESHEET, expiredPage, interactionPage, pageLang, type PageLang } from './views.js';

const PREFIX = '/idp';

/**
 * `/idp` (embedded mode only): the stand-in of the national digital identity provider. oidc-provider
 * answers its own endpoints (discovery, authorize, token, userinfo, jwks, end-session); this plugin adds
 * the provider's sign-in page (the interaction: choose a test identity, or cancel), its two asset files,
 * and binds the in-process transport the portal's identity client uses to reach it.
 */
const idpRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  // Built on first use (its keys and client secret come from the database, which may be down at start:
  // the portal must still start and answer 503 rather than refuse to start).
  let built: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | null = null;
  const oidc = () => {
    built ??= createEmbeddedProvider(deps).then((provider) => ({ provider, handle: provider.callback() }));
    built.catch(() => (built = null));
    return built;
  };
  deps.adapters.identityTransport?.bind(app);

  const asset = (type: string, body: string) => async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'public, max-age=3600').type(type).send(body);
  app.get('/assets/idp.css', asset('text/css; charset=utf-8', STYLESHEET));
  app.get('/assets/logout.js', asset('text/javascript; charset=utf-8', LOGOUT_SCRIPT));

  // The sign-in page and its two form posts.
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const langOf = (req: FastifyRequest, uiLocales?: unknown): PageLang => {
      const q = (req.query as { lang?: string } | undefined)?.lang;
      return q === 'ar' || q === 'en' ? q : pageLang(uiLocales);
    };
    const details = async (req: FastifyRequest, reply: FastifyReply) => {
      const { provider } = await oidc();
      try {
        return await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return null; // no interaction cookie, or the interaction expired (10 minutes)
      }
    };
    const expired = (req: FastifyRequest, reply: FastifyReply) =>
      reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(expiredPage(langOf(req)));

    forms.get('/interaction/:uid', async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return expired(req, reply);
      const lang = langOf(req, interaction.params['ui_locales']);
      const other = lang === 'ar' ? 'en' : 'ar';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(interactionPage(lang, interaction.uid, TEST_IDENTITIES, `${PREFIX}/interaction/${encodeURIComponent(interaction.uid)}?lang=${other}`));
    });

    forms.post('/interaction/:uid/login', async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return expired(req, reply);
      const person = findTestIdentity(String((req.body as { identity?: string } | undefined)?.identity ?? ''));
      if (!person) return reply.redirect(`${PREFIX}/interaction/${encodeURIComponent(interaction.uid)}`, 303);
      const { provider } = await oidc();
      const to = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: person.sub, acr: LOW_ACR, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
      return reply.redirect(to, 303);
    });

    // Cancel: the portal gets error=access_denied on its return address, as from the real service.
    forms.post('/interaction/:uid/abort', async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return expired(req, reply);
      const { provider } = await oidc();
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    });
  });

  // Every other /idp path is oidc-provider's: the raw request goes to it unread (it parses its own bodies).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const toProvider = async (req: FastifyRequest, reply: FastifyReply) => {
      const { handle } = await oidc();
      reply.hijack();
      const incoming = req.raw as IncomingMessage & { originalUrl?: string };
      incoming.originalUrl = incoming.url;
      incoming.url = incoming.url!.slice(PREFIX.length) || '/';
      await handle(incoming, reply.raw);
    };
    raw.all('/', toProvider);
    raw.all('/*', toProvider);
  });
};

export default idpRoutes;
