import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';

/**
 * Systems outside the portal. Each is an interface with an embedded stand-in (default) and a
 * production implementation chosen by configuration. Feature issues fill their calls.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Adapters {}

export function createAdapters(_config: Config, _db: Db): Adapters {
  return {};
}
