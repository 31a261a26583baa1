import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { runSeeds } from './db/seed.js';
import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';
import { warmUpPdfWork } from './modules/records/report-pdf.js';
import { warmFirstViews } from './http/web.js';

export interface RunningServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  /** The internal metrics listener (PORTAL_METRICS_PORT), when configured. */
  metricsUrl?: string;
  dbKind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo data (embedded mode), builds the app, loads the PDF libraries
 * (warmUpPdfWork), listens, and renders the first views of the most opened pages (warmFirstViews).
 * Shared by `main.ts` and the benchmark so both start the server the same way.
 */
export async function startServer(config: Config, logger: FastifyBaseLogger, opts: { web?: boolean } = {}): Promise<RunningServer> {
  const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, dataDir: config.PORTAL_DATA_DIR, poolMax: config.PORTAL_DB_POOL_MAX });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) logger.info({ migrations: applied }, `applied ${applied.length} migrations`);
    if (config.embedded) await runSeeds(handle.db, config);
    const adapters = createAdapters(config, handle.db, logger);
    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters, pool: handle.pool }, { loggerInstance: logger, web: opts.web ?? config.PORTAL_SERVE_WEB });
    // Only a head start for the first report: a failure here is the first report's to meet and log, not a reason not to serve.
    await warmUpPdfWork().catch((err: unknown) => logger.warn({ err }, 'PDF warm-up failed'));
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    if (opts.web ?? config.PORTAL_SERVE_WEB) void warmFirstViews(app);
    const port = new URL(address).port;
    const metrics = config.PORTAL_METRICS_PORT ? await listenForMetrics(app, config.PORTAL_METRICS_HOST, config.PORTAL_METRICS_PORT) : null;
    return {
      app,
      handle,
      dbKind: handle.kind,
      url: config.PORTAL_PUBLIC_URL ?? `http://${config.HOST}:${port}`,
      ...(metrics ? { metricsUrl: metrics.url } : {}),
      async close() {
        await app.close();
        await metrics?.close();
        await handle.close();
      },
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * PORTAL_METRICS_PORT: a listener of its own that answers only `GET /metrics`, without a token, for a scraper on the
 * internal network (the balancer never routes to it). Plain node:http: nothing of the app's request pipeline.
 */
async function listenForMetrics(app: FastifyInstance, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    app.portalMetrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections(); // a scraper's keep-alive connection would hold the close
      }),
  };
}
