import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { AppDeps } from '../deps.js';
import healthRoutes from './health/routes.js';
import contentRoutes from './content/routes.js';
import { migrations as healthMigrations } from './health/migrations.js';
import masterdataRoutes from './masterdata/routes.js';
import { migrations as masterdataMigrations } from './masterdata/migrations.js';

/**
 * Every area of the API is one Fastify plugin registered here, with its URL prefix and its migrations.
 * Adding an area = one line in each list.
 */
export interface ModuleEntry {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<AppDeps>;
  /** Only in embedded mode (dev routes, stand-ins of outside systems). */
  embeddedOnly?: boolean;
}

export const modules: ModuleEntry[] = [
  { name: 'health', prefix: '/api', plugin: healthRoutes },
  { name: 'content', prefix: '/content', plugin: contentRoutes, embeddedOnly: true },
  { name: 'masterdata', prefix: '/api/masterdata', plugin: masterdataRoutes },
];

export function allMigrations(): Record<string, Migration> {
  return {
    ...healthMigrations,
    ...masterdataMigrations,
  };
}
