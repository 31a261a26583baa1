import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
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
logger.info(`portal ready at ${server.url} in ${Date.now() - started} ms (${server.dbKind})${server.metricsUrl ? `; metrics at ${server.metricsUrl}` : ''}`);

// Graceful shutdown (SIGTERM from a deploy, SIGINT): health answers 503 and answers close their connections for
// PORTAL_SHUTDOWN_DRAIN_MS (a balancer with health checks stops sending here), then the process stops accepting,
// finishes its in-flight requests and the job worker's current step, and closes the pool; past
// PORTAL_SHUTDOWN_TIMEOUT_MS it exits anyway. A second signal exits at once.
const drainMs = config.PORTAL_SHUTDOWN_DRAIN_MS;
closeWithGrace({ delay: config.PORTAL_SHUTDOWN_TIMEOUT_MS, logger: { error: (m: unknown) => logger.error(m) } }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'closing after an unexpected error');
  else logger.info(`${signal}: draining for ${drainMs} ms, then closing`);
  const t0 = Date.now();
  server.app.lifecycle.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  await server.close();
  logger.info(`closed in ${Date.now() - t0} ms`);
});
