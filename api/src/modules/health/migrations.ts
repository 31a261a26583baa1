import type { Migration } from 'kysely';
export const migrations: Record<string, Migration> = {};
