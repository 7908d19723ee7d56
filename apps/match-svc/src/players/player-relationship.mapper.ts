import { PlayerRelationshipRecordSchema, type PlayerRelationshipRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { PlayerRelationshipEntity } from './player-relationship.entity.js';

/** PlayerRelationshipEntity → the spec's player relationship record shape (private columns never leave). */
export function mapPlayerRelationship(entity: PlayerRelationshipEntity): PlayerRelationshipRecord {
  return toRecord(PlayerRelationshipRecordSchema, 'player_relationship', entity);
}
