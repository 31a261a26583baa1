import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { media as mediaItems } from './data/index.js';
import type { BrandId, Lang } from './data/index.js';
import { drawAllImages, imageKinds } from './images.js';
import { ContentSite, notFound, type Answer } from './service.js';
import { DATABASE_RETRY_AFTER_S, isUnreachable } from '../../http/unreachable.js';

/**
 * The brand content site stand-in, under /content: /content/<brand>/<path> with the content site's own
 * paths and spellings (getAllDocters), its envelope { status, data, message }, and `lang=ar` for Arabic.
 * Pictures are generated SVGs and one sample video, under /content/media/.
 */

// The portal sends empty parameters (`?position=`) when a filter is not set: they mean "absent".
const blank = (v: unknown) => (v === '' ? undefined : v);
const optText = z.preprocess(blank, z.string().trim().min(1).max(120).optional());
const reqText = z.string().trim().min(1).max(120);
const id = z.coerce.number().int().positive().max(1_000_000_000);
const optId = z.preprocess(blank, id.optional());
const lang = z.preprocess(blank, z.enum(['en', 'ar']).default('en'));

const brandParams = z.object({ brand: z.string().max(40).describe('burjeel (default), medeor, lifecare, llh or colab') });
const q = <T extends z.ZodRawShape>(shape: T) => z.object({ lang, ...shape });

const QUERIES = {
  plain: q({}),
  position: q({ position: optId }),
  vblogRequired: q({ vblog: reqText }),
  vblogOptional: q({ vblog: optText }),
  byLocation: q({ vblog: optText, id: optId }).refine((v) => v.vblog !== undefined || v.id !== undefined, { message: 'vblog or id is required', path: ['vblog'] }),
  bySpecialty: q({ id, cat_type: optText, vblog: optText }),
  byIdAndVblog: q({ id, vblog: optText }),
  search: q({ searchkey: z.string().trim().min(2).max(100) }),
  locationId: q({ location_id: id }),
  byId: q({ id }),
  banner: q({ banner_for: z.enum(['Login', 'Banner']) }),
  packages: q({ packagename: optText }),
  feedbackResponse: q({ vblog: reqText, patient_type: reqText }),
};

function send(reply: FastifyReply, a: Answer) {
  return reply.code(a.code).type('application/json; charset=utf-8').send(a.body);
}

const UNKNOWN_BRAND = notFound('Unknown brand');

const contentRoutes: FastifyPluginAsync<AppDeps> = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const site = new ContentSite();
  const images = drawAllImages();
  const video = loadVideo();
  const mediaIds = new Set(mediaItems.map((m) => m.id));

  // Errors in the content site's own envelope, not the portal API's.
  app.setErrorHandler((err: any, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'query';
      return reply.code(400).send({ status: 'error', data: null, message: `${field}: ${first?.message ?? 'invalid value'}` });
    }
    if (isUnreachable(err)) {
      req.log.error({ err }, 'database unreachable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ status: 'error', data: null, message: 'Network Error!' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'content site error');
    return reply.code(status).send({ status: 'error', data: null, message: status === 500 ? 'Something went wrong!' : err.message || 'Bad request' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 'error', data: null, message: 'Not found' }));

  // The brand is checked before the query, so an unknown brand is a 404 whatever else is wrong.
  app.addHook('onRequest', async (req, reply) => {
    const brand = (req.params as { brand?: string } | undefined)?.brand;
    if (brand !== undefined && !site.isBrand(brand)) return send(reply, UNKNOWN_BRAND);
  });

  type Handler<Q> = (brand: BrandId, lang: Lang, query: Q) => Answer;
  function route<S extends z.ZodType<{ lang: Lang }>>(path: string, querystring: S, handler: Handler<z.output<S>>) {
    app.get(`/:brand/${path}`, { schema: { tags: ['content'], params: brandParams, querystring } }, async (req, reply) => {
      const query = req.query as z.output<S>;
      return send(reply, handler(req.params.brand as BrandId, query.lang, query));
    });
  }

  route('getallhospitallocation', QUERIES.position, (b, l, x) => site.locations(b, l, x.position));
  route('getallspecialties', QUERIES.plain, (b, l) => site.specialties(b, l));
  route('getspecialtiesbylocation', QUERIES.vblogRequired, (b, l, x) => site.specialtiesByLocation(b, l, x.vblog));
  route('getAllDocters', QUERIES.plain, (b, l) => site.doctors(b, l));
  route('getAllDoctersByLocation', QUERIES.byLocation, (b, l, x) => site.doctorsByLocation(b, l, x));
  route('getdoctorsbyspecialty', QUERIES.bySpecialty, (b, l, x) => site.doctorsBySpecialty(b, l, x));
  route('getdoctorsbycondition', QUERIES.byIdAndVblog, (b, l, x) => site.doctorsByCondition(b, l, x));
  route('getdoctorprofile', QUERIES.byIdAndVblog, (b, l, x) => site.doctorProfile(b, l, x));
  route('autocompletesearch', QUERIES.search, (b, l, x) => site.search(b, l, x.searchkey));
  route('getallteleconsultationdocters', QUERIES.vblogOptional, (b, l, x) => site.teleDoctors(b, l, x.vblog));
  route('getallinsurance', QUERIES.plain, (b, l) => site.insurance(b, l));
  route('getrestrictedinsurance', QUERIES.locationId, (b, l, x) => site.restrictedInsurance(b, l, x.location_id));
  route('getallmedianews', QUERIES.plain, (b, l) => site.news(b, l));
  route('getnewsbyid', QUERIES.byId, (b, l, x) => site.newsById(b, l, x.id));
  route('getallmedia', QUERIES.plain, (b, l) => site.media(b, l));
  route('getwebbanner', QUERIES.banner, (b, l, x) => site.banners(b, l, x.banner_for));
  route('gettermsconditions', QUERIES.plain, (b, l) => site.terms(b, l));
  route('getprivacypolicy', QUERIES.plain, (b, l) => site.privacy(b, l));
  route('getallpackages', QUERIES.packages, (b, l, x) => site.packages(b, l, x.packagename));
  route('getpackagebyid', QUERIES.byId, (b, l, x) => site.packageById(b, l, x.id));
  route('getallfeedback', QUERIES.vblogOptional, (b, l, x) => site.feedbackLocations(b, l, x.vblog));
  route('getfeedbackpatienttype', QUERIES.vblogRequired, (b, l, x) => site.patientTypes(b, l, x.vblog));
  route('getfeedbackresponse', QUERIES.feedbackResponse, (b, l, x) => site.questionnaire(b, l, x.vblog, x.patient_type));

  const imageParams = z.object({ kind: z.enum(imageKinds), file: z.string().regex(/^\d{1,9}(\.ar)?\.svg$/, 'expected <id>.svg or <id>.ar.svg') });
  app.get('/media/:kind/:file', { schema: { hide: true, params: imageParams } }, async (req, reply) => {
    const arabic = req.params.file.endsWith('.ar.svg') ? '.ar' : '';
    const svg = images.get(`${req.params.kind}/${parseInt(req.params.file, 10)}${arabic}`);
    if (!svg) return reply.code(404).send({ status: 'error', data: null, message: 'Image not found' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened on its own is a document: it may not run scripts or load anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  const videoParams = z.object({ file: z.string().regex(/^\d{1,9}\.webm$/, 'expected <id>.webm') });
  app.get('/media/video/:file', { schema: { hide: true, params: videoParams } }, async (req, reply) => {
    if (!video || !mediaIds.has(parseInt(req.params.file, 10))) return reply.code(404).send({ status: 'error', data: null, message: 'Video not found' });
    reply.type('video/webm').header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=86400');
    // Browsers fetch video by byte ranges (seeking, Safari's first probe); one range is enough.
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(video);
    const size = video.length;
    let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
    let end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
    if (start < 0) start = 0;
    if (start >= size || start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
    end = Math.min(end, size - 1);
    return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).send(video.subarray(start, end + 1));
  });
};

/** One short sample clip (test pattern and tone, made with ffmpeg) stands in for every media item. */
function loadVideo(): Buffer | undefined {
  try {
    return readFileSync(new URL('./assets/sample.webm', import.meta.url));
  } catch {
    return undefined;
  }
}

export default contentRoutes;
