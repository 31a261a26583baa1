import type { Db } from '../../db/schema.js';
import { enqueue } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';
import { linkById, removeExpiredLink } from './repository.js';
import { SHARE_EXPIRY_QUEUE } from './share-service.js';

/**
 * The job that removes a shared link with its file, openings and one-time addresses once it expires (queued when the
 * link is made, due at its expiry). A link found not yet expired (the job ran early) is queued again for its expiry.
 * What the recipients opened stays in the audit log, on the owner's "who saw my records".
 */
export function shareExpiry(db: Db): JobHandler {
  return {
    async run(ctx) {
      const linkId = Number(ctx.job.payload['linkId']);
      if (!Number.isInteger(linkId)) return 'done';
      if (await removeExpiredLink(db, linkId)) return 'done';
      const link = await linkById(db, linkId);
      if (link) await enqueue(db, SHARE_EXPIRY_QUEUE, { linkId }, { runAt: link.expires_at });
      return 'done';
    },
  };
}
