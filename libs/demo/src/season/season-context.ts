import type { HeroRecord, MapDataRecord } from '@castline/contracts';
import type { GameName } from '@castline/domain';
import type { DemoAttachment } from '../demo-types.js';
import type { DemoRandom } from '../random/create-random.js';
import type { RecordStore } from '../records/create-record-store.js';

/** The hero and map data records of every game. */
export interface GameRecords {
  readonly heroes: Readonly<Record<GameName, readonly HeroRecord[]>>;
  readonly maps: Readonly<Record<GameName, readonly MapDataRecord[]>>;
}

/** Shared state of one season generation. Times are epoch milliseconds derived from the caller's `now`. */
export interface SeasonContext {
  readonly random: DemoRandom;
  readonly store: RecordStore;
  readonly attachments: DemoAttachment[];
  /** The caller's now. */
  readonly now: number;
  /** now, rounded down to the hour: scheduled matches start on the hour. */
  readonly hour: number;
  /** now, rounded down to 5 minutes (the date editor step, broadcast §9). */
  readonly fiveMinutes: number;
  readonly games: GameRecords;
  /** Hidden team strength (team id → rating) that makes results plausible. */
  readonly strength: Map<string, number>;
  /** Whether logos are drawn for themes. */
  readonly drawLogos: boolean;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
