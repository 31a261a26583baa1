import type { Migration } from 'kysely/migration';
export const migrations: Record<string, Migration> = {};
