import { SocialRecordSchema, type SocialRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { SocialEntity } from './social.entity.js';

/** SocialEntity → the spec's social record shape (private columns never leave). */
export function mapSocial(entity: SocialEntity): SocialRecord {
  return toRecord(SocialRecordSchema, 'social', entity);
}
