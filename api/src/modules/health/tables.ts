/** Tables owned by the core (none yet besides Kysely's own migration bookkeeping). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoreTables {}
