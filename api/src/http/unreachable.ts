/**
 * Database and network failures that mean "the database cannot be reached now", not "the request was wrong":
 * connections refused, reset or timed out (any class 08 SQLSTATE), the database not accepting connections
 * (55000, e.g. `ALLOW_CONNECTIONS false`), lock and statement timeouts (55P03, 57014), an administrator's,
 * a crash's or a shutdown's end of the session (57P01–57P05) and too many connections or no resources (53xxx).
 * Each is a 503 'Network Error!' with Retry-After (`DATABASE_RETRY_AFTER_S`), on every route.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '55000', '55P03', '57014']);
const UNREACHABLE_CLASSES = /^(08|57P|53)/;
const UNREACHABLE_TEXT =
  /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|connect timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|not currently accepting connections|PGlite is closed|driver has already been destroyed/i;
/** Seconds a client is asked to wait when the database (or the hospital's system) cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;
export function isUnreachable(err: any, depth = 0): boolean {
  if (!err || depth > 3) return false;
  const codes = [err.code, ...(Array.isArray(err.errors) ? err.errors.map((e: any) => e?.code) : [])];
  if (codes.some((c) => typeof c === 'string' && (UNREACHABLE_CODES.has(c) || UNREACHABLE_CLASSES.test(c)))) return true;
  if (UNREACHABLE_TEXT.test(String(err.message ?? ''))) return true;
  // Wrapped by a library (a plugin's own error around the driver's).
  return err.cause !== undefined && err.cause !== err ? isUnreachable(err.cause, depth + 1) : false;
}
