import { TrackGroupRecordSchema, type TrackGroupRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { TrackGroupEntity } from './track-group.entity.js';

/** TrackGroupEntity → the contracts' track_group record shape. */
export function mapTrackGroup(entity: TrackGroupEntity): TrackGroupRecord {
  return toRecord(TrackGroupRecordSchema, 'track_group', entity);
}
