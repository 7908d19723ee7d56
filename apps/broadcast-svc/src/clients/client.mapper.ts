import { ClientRecordSchema, type ClientRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { ClientEntity } from './client.entity.js';

/** ClientEntity → the spec's client record shape (private columns never leave). */
export function mapClient(entity: ClientEntity): ClientRecord {
  return toRecord(ClientRecordSchema, 'client', entity);
}
