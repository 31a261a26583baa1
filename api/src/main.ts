import { pino } from 'pino';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

const started = Date.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration error is the operator's to fix: print it plainly and refuse to start.
  console.error((err as Error).message);
  process.exit(1);
}
const logger = pino({ level: config.LOG_LEVEL });
const server = await startServer(config, logger);
logger.info(`portal ready at ${server.url} in ${Date.now() - started} ms (${server.dbKind})`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, async () => {
    await server.close();
    process.exit(0);
  });
}
