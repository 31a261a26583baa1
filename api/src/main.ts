import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';

const started = Date.now();
const config = loadConfig();
const handle = await openDatabase({ url: config.PORTAL_DATABASE_URL, dataDir: config.PORTAL_DATA_DIR });
await migrateToLatest(handle.db);
const adapters = createAdapters(config, handle.db);
const app = await buildApp(
  { config, db: handle.db, dbKind: handle.kind, adapters },
  { logger: { level: config.LOG_LEVEL }, web: config.PORTAL_SERVE_WEB },
);
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`portal ready at ${config.publicUrl} in ${Date.now() - started} ms (${handle.kind})`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
