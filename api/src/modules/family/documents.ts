import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LIMITS, MSG, contentMatchesExtension, sniffFileType, type DocumentContent, type DocumentsAnswer, type SniffedType, type StoredFile } from '@portal/shared/contracts';
import { fileContentProblem } from '../security/file-content.js';
import type { Db } from '../../db/schema.js';
import type { StorageAdapter } from '../../adapters/storage/index.js';
import { AppError, forbidden, ok, type Envelope } from '../../http/envelope.js';
import { audit } from '../audit/audit.js';
import { deleteDocuments, documentByKey, documentsOf, insertDocument, isLiveMember } from './repository.js';
import { ownedMember, type Actor } from './service.js';
import { DOCUMENT_SLOTS, documentSideParam, documentTypeParam } from './schemas.js';

export const CONTENT_TYPES: Record<Exclude<SniffedType, null>, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};


/** Reads one file part into memory, refusing (413) what is over `maxBytes` (multipart's own limit). */
export async function readFilePart(file: MultipartFile, maxBytes: number, tooLarge: string): Promise<Buffer> {
  try {
    const bytes = await file.toBuffer();
    if (bytes.length > maxBytes || file.file.truncated) throw new AppError(413, tooLarge, 'Invalid');
    return bytes;
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { statusCode?: number }).statusCode === 413 || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge, 'Invalid');
    throw e;
  }
}

/**
 * Identity documents of the account holder (familyMemberId 0) and of each family member: per type and
 * side, checked by content, stored under a random key, served only to their owner, each access audited.
 */
export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
  ) {}

  /** 0 is the holder; any other id must be the caller's member (else 403, audited). */
  private async checkMember(actor: Actor, familyMemberId: number, action: string): Promise<void> {
    if (familyMemberId !== 0) await ownedMember(this.db, actor, familyMemberId, action, 'document');
  }

  async upload(actor: Actor, familyMemberId: number, req: FastifyRequest): Promise<Envelope<StoredFile>> {
    await this.checkMember(actor, familyMemberId, 'create');
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; name: string } | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document' || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = { bytes: await readFilePart(part, LIMITS.uploadMaxBytes, MSG.docSizeError), name: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const type = documentTypeParam.safeParse(fields['documentType']);
    const side = documentSideParam.safeParse(fields['documentSide']);
    if (!type.success || !side.success || !file) throw new AppError(400, MSG.allFieldsRequired, 'Invalid', { field: !file ? 'document' : !type.success ? 'documentType' : 'documentSide' });
    if (file.bytes.length === 0) throw new AppError(400, MSG.docSizeError, 'Invalid', { field: 'document' });
    // By content, not by name: the bytes must be one of the allowed types and agree with the extension.
    const sniffed = sniffFileType(file.bytes);
    // Then read as what it claims to be: a PDF parsed (no scripts, attachments, launch links), an image decoded.
    if (!sniffed || !contentMatchesExtension(file.bytes, file.name) || (await fileContentProblem(file.bytes, sniffed))) {
      await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: familyMemberId || null, action: 'create', resource: 'document', ip: actor.ip, outcome: 'failed' });
      throw new AppError(400, MSG.docFormatError, 'Invalid', { field: 'document' });
    }
    const key = `documents/${randomUUID()}`;
    const fileName = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120) || `document.${sniffed}`;
    await this.storage.put(key, file.bytes, CONTENT_TYPES[sniffed]);
    const replaced = await this.db.transaction().execute(async (trx) => {
      const old = await deleteDocuments(trx, actor.userId, familyMemberId, { documentTypeId: type.data, documentSide: side.data });
      await insertDocument(trx, {
        user_id: actor.userId,
        family_member_id: familyMemberId,
        document_type_id: type.data,
        document_side: side.data,
        storage_key: key,
        file_name: fileName,
        content_type: CONTENT_TYPES[sniffed],
        size_bytes: file!.bytes.length,
      });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: familyMemberId || null, action: 'create', resource: 'document', resourceId: key, ip: actor.ip, outcome: 'success' });
      return old;
    });
    for (const k of replaced) await this.storage.delete(k);
    return ok({ fileUrl: key, fileName });
  }

  async list(actor: Actor, familyMemberId: number): Promise<Envelope<DocumentsAnswer>> {
    await this.checkMember(actor, familyMemberId, 'read');
    const rows = await documentsOf(this.db, actor.userId, familyMemberId);
    const answer = Object.fromEntries(Object.values(DOCUMENT_SLOTS).map((slot) => [slot, { front: null, back: null }])) as DocumentsAnswer;
    for (const r of rows) {
      const slot = DOCUMENT_SLOTS[r.document_type_id as keyof typeof DOCUMENT_SLOTS];
      if (slot) answer[slot][r.document_side === 2 ? 'back' : 'front'] = { fileName: r.file_name, fileUrl: r.storage_key };
    }
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: familyMemberId || null, action: 'read', resource: 'document', resourceId: 'list', ip: actor.ip, outcome: 'success' });
    return ok(answer);
  }

  async remove(actor: Actor, familyMemberId: number, documentType: number, documentSide: number) {
    await this.checkMember(actor, familyMemberId, 'delete');
    const keys = await this.db.transaction().execute(async (trx) => {
      const gone = await deleteDocuments(trx, actor.userId, familyMemberId, { documentTypeId: documentType, documentSide });
      await audit(trx, { actorUserId: actor.userId, subjectUserId: actor.userId, familyMemberId: familyMemberId || null, action: 'delete', resource: 'document', resourceId: gone[0] ?? null, ip: actor.ip, outcome: gone.length ? 'success' : 'failed' });
      return gone;
    });
    for (const k of keys) await this.storage.delete(k);
    return ok(null);
  }

  /** The file as base64, only to the account that stored it (and only while its member exists). */
  async get(actor: Actor, key: string): Promise<Envelope<DocumentContent>> {
    const row = await documentByKey(this.db, key);
    const memberAlive =
      row && row.family_member_id !== 0
        ? await isLiveMember(this.db, row.family_member_id)
        : true;
    if (!row || row.user_id !== actor.userId || !memberAlive) {
      await audit(this.db, { actorUserId: actor.userId, subjectUserId: row?.user_id ?? null, familyMemberId: row?.family_member_id || null, action: 'download', resource: 'document', resourceId: key, ip: actor.ip, outcome: 'denied' });
      throw forbidden();
    }
    const bytes = await this.storage.get(key);
    if (!bytes) throw new AppError(404, MSG.noRecordFound, 'NotFound');
    await audit(this.db, { actorUserId: actor.userId, subjectUserId: row.user_id, familyMemberId: row.family_member_id || null, action: 'download', resource: 'document', resourceId: key, ip: actor.ip, outcome: 'success' });
    return ok({ fileName: row.file_name, contentType: row.content_type, base64: bytes.toString('base64') });
  }

  /** Storage clean-up after rows were removed elsewhere (a deleted family member). */
  async dropStored(keys: string[]): Promise<void> {
    for (const k of keys) await this.storage.delete(k);
  }
}
