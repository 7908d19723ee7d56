import { AttachmentRecordSchema, type AttachmentRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { AttachmentEntity } from './attachment.entity.js';

/** AttachmentEntity → the spec's attachment record shape (private columns never leave). */
export function mapAttachment(entity: AttachmentEntity): AttachmentRecord {
  return toRecord(AttachmentRecordSchema, 'attachment', entity);
}
