import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { runSeeds } from './db/seed.js';
import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';

export interface RunningServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  dbKind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo data (embedded mode), builds the app and listens.
 * Shared by `main.ts` and the benchmark so both start the server the same way.
 */
export async function startServer(config: Config, logger: FastifyBaseLogger, opts: { web?: boolean } = {}): Promise<RunningServer> {
  const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, dataDir: config.PORTAL_DATA_DIR, poolMax: config.PORTAL_DB_POOL_MAX });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) logger.info({ migrations: applied }, `applied ${applied.length} migrations`);
    if (config.embedded) await runSeeds(handle.db, config);
    const adapters = createAdapters(config, handle.db, logger);
    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, adapters }, { loggerInstance: logger, web: opts.web ?? config.PORTAL_SERVE_WEB });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = new URL(address).port;
    return {
      app,
      handle,
      dbKind: handle.kind,
      url: config.PORTAL_PUBLIC_URL ?? `http://${config.HOST}:${port}`,
      async close() {
        await app.close();
        await handle.close();
      },
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
