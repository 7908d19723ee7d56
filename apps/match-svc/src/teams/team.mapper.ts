import { TeamRecordSchema, type TeamRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { TeamEntity } from './team.entity.js';

/** TeamEntity → the spec's team record shape (private columns never leave). */
export function mapTeam(entity: TeamEntity): TeamRecord {
  return toRecord(TeamRecordSchema, 'team', entity);
}
