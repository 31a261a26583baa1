import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfigurationSchema, countrySchema, departmentCodeSchema, lookupOptionSchema } from '@portal/shared/contracts';
import type { AppDeps } from '../../deps.js';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope.js';
import { requestLang } from '../../http/lang.js';
import { MasterdataService } from './service.js';

const langQuery = z.object({ lang: z.enum(['en', 'ar']).optional().describe('Answer language; Accept-Language is used when absent') });
const tags = ['masterdata'];

/** Sends an envelope already serialised by the cache (it was built from the same shapes the schemas declare). */
function json(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Public master data under /api/masterdata (docs/product.md#everywhere-api). */
const masterdataRoutes: FastifyPluginAsync<AppDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new MasterdataService(deps.db, deps.config);

  app.get('/country', {
    schema: { tags, summary: 'Every country: name, flag, countryCode, phoneCode', querystring: langQuery, response: { 200: envelopeSchema(z.array(countrySchema)), ...errorResponses } },
  }, async (req, reply) => {
    const lang = requestLang(req);
    return json(reply, await service.cachedEnvelope(`country:${lang}`, () => service.countries(lang)));
  });

  for (const kind of ['gender', 'documenttype', 'relations', 'role'] as const) {
    app.get(`/${kind}`, {
      schema: { tags, summary: `The ${kind} list ({ id, text })`, querystring: langQuery, response: { 200: envelopeSchema(z.array(lookupOptionSchema)), ...errorResponses } },
    }, async (req, reply) => {
      const lang = requestLang(req);
      return json(reply, await service.cachedEnvelope(`${kind}:${lang}`, () => service.lookup(kind, lang)));
    });
  }

  app.get('/getdepartmentcodes', {
    schema: {
      tags,
      summary: 'Departments booked by phone: the portal skips the slot lookup for doctors in these',
      querystring: langQuery,
      response: { 200: envelopeSchema(z.array(departmentCodeSchema)), ...errorResponses },
    },
  }, async (req) => ok(await service.departmentCodes(requestLang(req))));

  app.get('/getappconfigurations', {
    schema: {
      tags,
      summary: 'Portal-wide settings (filterToBeApplied turns on the facility filter of appointment lists)',
      response: { 200: envelopeSchema(appConfigurationSchema), ...errorResponses },
    },
  }, async () => ok(await service.appConfiguration()));

  app.get('/fetchwpbase', {
    schema: {
      tags,
      summary: "The brand's content-site base address",
      querystring: z.object({ brandName: z.string().max(40).optional() }),
      response: { 200: envelopeSchema(z.string()), ...errorResponses },
    },
  }, async (req) => ok(service.contentBase(req.query.brandName)));
};
export default masterdataRoutes;
