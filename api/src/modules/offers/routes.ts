import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGES, EXPORT_NAMES, offerInterestStatusSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { requireAuth, requireRole } from '../../http/auth.js';
import { notFound, ok } from '../../http/envelope.js';
import { requestLang } from '../../http/lang.js';
import { rejectInvalidBody } from '../auth/http-helpers.js';
import { sendXlsxExport } from '../exports/export.js';
import { findOffer, OfferService } from './service.js';

const actorOf = (req: FastifyRequest) => ({ userId: req.auth.userId, ip: req.ip });
const offerIdQuery = z.object({ offerId: z.coerce.number().int().positive() });

/**
 * Offer interest (docs/product.md#administration-offers), under /api/user:
 * - a patient (any signed-in user): POST offerinterest { offerId }, GET myofferinterests;
 * - role 3 only (guarded in onRequest, refusals audited): the offers with user counts, the users of an
 *   offer (page 50), the export (pages of 500), status changes and the activity log.
 */
const offerRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new OfferService(deps.db);
  const tags = ['offers'];
  const security = [{ bearer: [] }];
  const administrator = requireRole(3);

  app.post(
    '/offerinterest',
    { onRequest: requireAuth, schema: { tags, security, summary: 'The caller is interested in an offer (a health package); once per offer.', body: z.object({ offerId: z.coerce.number().int().positive() }) } },
    async (req) => {
      const outcome = await service.expressInterest(actorOf(req), req.body.offerId);
      return outcome === 'created' ? ok(true, 'Thank you for your interest. We will contact you shortly.') : ok(true, 'You have already shown interest in this offer', 'Conflict');
    },
  );
  app.get('/myofferinterests', { onRequest: requireAuth, schema: { tags, security, summary: 'The offers the caller is interested in (ids).' } }, async (req) => ok(await service.myInterests(req.auth.userId)));

  app.get('/offerinterestcounts', { onRequest: administrator, schema: { tags, security, summary: 'Offers with their interested-user counts.' } }, async (req) => ok(await service.counts(requestLang(req))));

  app.get(
    '/offerinterestedusers',
    {
      onRequest: administrator,
      schema: {
        tags,
        security,
        summary: 'Users interested in an offer, newest first (page 50; 500 for an export).',
        querystring: offerIdQuery.extend({
          offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
          take: z.coerce.number().int().min(1).max(ADMIN_PAGES.interestedUsersExport).default(ADMIN_PAGES.interestedUsers),
        }),
      },
    },
    async (req) => ok(await service.users(req.query.offerId, req.query.offset, req.query.take, requestLang(req))),
  );

  app.get(
    '/offerinterestedusers/export',
    { onRequest: administrator, schema: { tags, security, summary: 'Interested Users - {offer}.xlsx, streamed in pages of 500.', querystring: offerIdQuery.extend({ exportId: z.string().max(40).optional() }) } },
    async (req, reply) => {
      const offer = findOffer(req.query.offerId, requestLang(req));
      if (!offer) throw notFound('Offer not found');
      return sendXlsxExport<number>(deps.db, reply, actorOf(req), req.query.exportId, {
        fileName: EXPORT_NAMES.interestedUsers(offer.title),
        sheetName: 'Interested Users',
        kind: 'interested-users',
        resourceId: offer.offerId,
        columns: [
          { header: 'First Name' }, { header: 'Last Name' }, { header: 'Calling Code', width: 12 }, { header: 'Phone Number' }, { header: 'Email', width: 30 },
          { header: 'Region' }, { header: 'Status', width: 16 }, { header: 'Comment', width: 40 }, { header: 'Created On', width: 14 }, { header: 'Modified By' }, { header: 'Modified On', width: 14 },
        ],
        total: await service.count(offer.offerId),
        async page(cursor) {
          const rows = await service.usersBefore(offer.offerId, cursor, ADMIN_PAGES.interestedUsersExport);
          const day = (s: string | null) => (s ? new Date(Date.parse(s) + 4 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/') : '');
          return {
            rows: rows.map((u) => [u.firstName, u.lastName, u.callingCode, u.phoneNumber, u.email, u.region, u.status, u.comment ?? '', day(u.createdAt), u.modifiedByName ?? '', day(u.modifiedAt)]),
            next: rows.length ? rows[rows.length - 1]!.offerInterestId : null,
          };
        },
      });
    },
  );

  app.post(
    '/updateofferintereststatus',
    { onRequest: administrator, attachValidation: true, schema: { tags, security, summary: 'Set a lead’s status with a comment (at most 250); logged with its author.', body: offerInterestStatusSchema } },
    async (req) => {
      rejectInvalidBody(req, ['offerInterestId', 'status']);
      return ok(await service.updateStatus(actorOf(req), req.body), 'Status updated successfully');
    },
  );

  app.get(
    '/getofferactivitylogs',
    { onRequest: administrator, schema: { tags, security, summary: 'The status changes of one lead, newest first.', querystring: z.object({ offerInterestId: z.coerce.number().int().positive() }) } },
    async (req) => ok(await service.activity(req.query.offerInterestId)),
  );
};

export default offerRoutes;
