import { SignupRecordSchema, type SignupRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { SignupEntity } from './signup.entity.js';

/** SignupEntity → the spec's signup record shape (private columns never leave). */
export function mapSignup(entity: SignupEntity): SignupRecord {
  return toRecord(SignupRecordSchema, 'signup', entity);
}
