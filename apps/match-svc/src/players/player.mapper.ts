import { PlayerRecordSchema, type PlayerRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { PlayerEntity } from './player.entity.js';

/** PlayerEntity → the spec's player record shape (private columns never leave). */
export function mapPlayer(entity: PlayerEntity): PlayerRecord {
  return toRecord(PlayerRecordSchema, 'player', entity);
}
