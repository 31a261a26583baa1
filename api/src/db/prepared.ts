import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './schema.js';

/**
 * A query of a hot path, built and compiled by Kysely once per database and then run with each call's values: the
 * building and compiling Kysely does on every `execute()` (the query tree, then its SQL) are spent once. `build`
 * writes the query as usual, with `value('name')` where a call's value goes; the SQL and every other parameter
 * stay as compiled, and each call's values take the places of the named ones (`db.executeQuery`).
 *
 *   const sessionRow = preparedQuery((db, value: NamedValue<{ id: string }>) => db.selectFrom('sessions').selectAll().where('id', '=', value('id')));
 *   const rows = await sessionRow(db, { id });
 *
 * Only plain comparisons take a named value (not `in` lists, whose SQL depends on their length). Each database
 * (PostgreSQL pool, PGlite) has its own compiled copy; a transaction compiles its own. On PostgreSQL the SQL also
 * goes as a named statement (`preparedStatementName`), so the server parses and plans it once per connection.
 */
/** The place of a call's value in a prepared query (`preparedQuery`), typed by the values the query takes. */
export type NamedValue<V> = <K extends keyof V & string>(name: K) => V[K];

export function preparedQuery<V extends Record<string, unknown>, R>(build: (db: Db, value: NamedValue<V>) => Compilable<R>) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; names: ((keyof V & string) | undefined)[] }>();
  return async (db: Db, values: V): Promise<R[]> => {
    let prepared = compiled.get(db);
    if (!prepared) {
      // Each named place holds a marker object of its own until compiled; the compiled parameters show where each went.
      const markers = new Map<unknown, keyof V & string>();
      const query = build(db, (name) => {
        const marker = { name };
        markers.set(marker, name);
        return marker as V[typeof name];
      }).compile();
      prepared = { query, names: query.parameters.map((p) => markers.get(p)) };
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `portal_prepared_${statementNames.size + 1}`);
      if (prepared.names.every((n) => n === undefined)) throw new Error('preparedQuery: the query takes none of its named values');
      compiled.set(db, prepared);
    }
    const { query, names } = prepared;
    const parameters = query.parameters.map((p, i) => (names[i] === undefined ? p : values[names[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/** The statement name of each prepared query's SQL (the same SQL from two databases of one process: one name). */
const statementNames = new Map<string, string>();

/**
 * The name under which the PostgreSQL pool (`db/database.ts`) sends this SQL as a prepared statement, if a
 * `preparedQuery` compiled it; other SQL goes unnamed, parsed and planned on each call.
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}
