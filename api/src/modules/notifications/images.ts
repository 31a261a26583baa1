import { randomUUID } from 'node:crypto';
import { MSG, sniffFileType } from '@portal/shared/contracts';
import { fileContentProblem } from '../security/file-content.js';
import type { Db } from '../../db/schema.js';
import type { StorageAdapter } from '../../adapters/storage/index.js';
import { AppError, notFound } from '../../http/envelope.js';
import { audit } from '../audit/audit.js';
import { imageById, insertImage } from './repository.js';

/** Public path of an uploaded broadcast image; the payload's ImageURL must be one of these. */
export const IMAGE_PATH = '/api/notification/images/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function imageIdOf(url: string): string | null {
  if (!url.startsWith(IMAGE_PATH)) return null;
  const id = url.slice(IMAGE_PATH.length);
  return UUID.test(id) ? id : null;
}

/**
 * Broadcast images (uploadnotifyimage): a .jpg, .jpeg or .png by content (magic bytes) of at most 2 MB,
 * stored under a random key. They are marketing pictures meant for push notifications, which devices
 * fetch without the portal's token, so they are served without sign-in under an unguessable id.
 */
export class BroadcastImages {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
  ) {}

  async upload(actor: { userId: number; ip: string }, bytes: Buffer, fileName: string): Promise<string> {
    const sniffed = sniffFileType(bytes);
    const ext = fileName.toLowerCase().split('.').pop() ?? '';
    const agrees = (sniffed === 'png' && ext === 'png') || (sniffed === 'jpeg' && (ext === 'jpg' || ext === 'jpeg'));
    if (!agrees || bytes.length === 0 || (await fileContentProblem(bytes, sniffed))) {
      await audit(this.db, { actorUserId: actor.userId, subjectUserId: null, action: 'upload-image', resource: 'notification', ip: actor.ip, outcome: 'failed' });
      throw new AppError(400, MSG.profileImageError, 'Invalid', { field: 'file' });
    }
    const id = randomUUID();
    const key = `broadcast-images/${id}`;
    await this.storage.put(key, bytes, sniffed === 'png' ? 'image/png' : 'image/jpeg');
    await insertImage(this.db, { id, storage_key: key, content_type: sniffed === 'png' ? 'image/png' : 'image/jpeg', size_bytes: bytes.length, created_by: actor.userId });
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: null, action: 'upload-image', resource: 'notification', resourceId: id, ip: actor.ip, outcome: 'success' });
    return `${IMAGE_PATH}${id}`;
  }

  async exists(url: string): Promise<boolean> {
    const id = imageIdOf(url);
    if (!id) return false;
    return Boolean(await imageById(this.db, id));
  }

  async get(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    if (!UUID.test(id)) throw notFound('Image not found');
    const row = await imageById(this.db, id);
    const bytes = row ? await this.storage.get(row.storage_key) : null;
    if (!row || !bytes) throw notFound('Image not found');
    return { bytes, contentType: row.content_type };
  }
}
