import type {
  BroadcastRecord,
  ClientRecord,
  EventRecord,
  MatchRecord,
  TeamRecord,
} from '@castline/contracts';
import type { ThingRecord } from '../../lib/things/thing-types.js';

/**
 * The records the dashboard reads, as the thing store answers them (type-only imports: no zod in the bundle).
 * Every field may be absent on a record that predates it, so modules read them defensively.
 */
export type DashboardClient = Partial<ClientRecord> & ThingRecord;
export type DashboardBroadcast = Partial<BroadcastRecord> & ThingRecord;
export type DashboardMatch = Partial<MatchRecord> & ThingRecord;
export type DashboardEvent = Partial<EventRecord> & ThingRecord;
export type DashboardTeam = Partial<TeamRecord> & ThingRecord;

/** A player relationship as the permission rules read it. */
export interface DashboardRelationship extends ThingRecord {
  readonly player?: readonly string[] | null;
  readonly permissions?: readonly string[] | null;
  readonly matches?: readonly string[] | null;
  readonly events?: readonly string[] | null;
}
