import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { AdapterLogger } from '../logger.js';
import type { Db } from '../../db/schema.js';

/** One message to the devices of many users (a broadcast batch) or of one (a lab report notice). */
export interface PushBatch {
  userIds: number[];
  kind: 'BROADCAST' | 'LABREPORT' | 'RESULTS';
  broadcastId: number | null;
  title: string;
  body: string;
  link: string | null;
  imageUrl: string | null;
}

export interface PushOutcome {
  delivered: number;
  failed: number;
}

/**
 * Push notifications to the users' devices. `send` throws when the gateway could not be reached at all
 * (the caller's job is retried); per-user refusals (no device, unreachable) come back as `failed`.
 * `db` is the caller's transaction: the embedded stand-in records its deliveries in it, so they commit
 * with the notifications they belong to.
 */
export interface PushAdapter {
  send(db: Db, batch: PushBatch): Promise<PushOutcome>;
}

/** Embedded stand-in: one row per user in `push_deliveries`; users listed in `push_unreachable` fail. */
export function createEmbeddedPush(): PushAdapter {
  return {
    async send(db, b) {
      if (b.userIds.length === 0) return { delivered: 0, failed: 0 };
      const res = await sql<{ delivered: number; failed: number }>`
        with ins as (
          insert into push_deliveries (user_id, kind, broadcast_id, title, body, link, image_url, status, error)
          select u.id, ${b.kind}, ${b.broadcastId}::integer, ${b.title}, ${b.body}, ${b.link}::varchar, ${b.imageUrl}::varchar,
            case when pu.user_id is null then 'delivered' else 'failed' end, pu.reason
          from users u left join push_unreachable pu on pu.user_id = u.id
          where u.id in (${sql.join(b.userIds)})
          returning status
        )
        select count(*) filter (where status = 'delivered')::integer as delivered, count(*) filter (where status = 'failed')::integer as failed from ins`.execute(db);
      const row = res.rows[0];
      return { delivered: Number(row?.delivered ?? 0), failed: Number(row?.failed ?? 0) };
    },
  };
}

/**
 * Production: POST `{ userIds, kind, title, body, link, imageUrl }` as JSON to PUSH_GATEWAY_URL (bearer
 * PUSH_API_KEY), which answers `{ delivered, failed }` for the batch. The gateway keeps the device tokens.
 */
export function createHttpPush(config: Pick<Config, 'PUSH_GATEWAY_URL' | 'PUSH_API_KEY'>, log: AdapterLogger, timeoutMs = 30_000): PushAdapter {
  const url = config.PUSH_GATEWAY_URL;
  if (!url) throw new Error('PUSH_GATEWAY_URL is required for PUSH_ADAPTER=http');
  return {
    async send(_db, b) {
      if (b.userIds.length === 0) return { delivered: 0, failed: 0 };
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.PUSH_API_KEY) headers['authorization'] = `Bearer ${config.PUSH_API_KEY}`;
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ userIds: b.userIds, kind: b.kind, title: b.title, body: b.body, link: b.link, imageUrl: b.imageUrl }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        log.error({ push: { status: res.status, users: b.userIds.length } }, 'push gateway refused the batch');
        throw new Error(`push gateway answered ${res.status}`);
      }
      const body = (await res.json()) as { delivered?: unknown; failed?: unknown };
      const delivered = Number(body.delivered);
      const failed = Number(body.failed);
      if (!Number.isInteger(delivered) || !Number.isInteger(failed)) throw new Error('push gateway answered without counts');
      return { delivered, failed };
    },
  };
}
