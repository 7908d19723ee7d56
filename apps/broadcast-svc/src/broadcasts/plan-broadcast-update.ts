import type { UpdateBroadcastBody } from '@castline/contracts';
import type { BroadcastEntity } from './broadcast.entity.js';

/** The body keys of update-broadcast that write a field (everything but the target `broadcast`). */
export type UpdateBroadcastField = Exclude<keyof UpdateBroadcastBody, 'broadcast'>;

/**
 * Each update-broadcast body key and the broadcast column it writes (RULES (a) update-broadcast, broadcast §7).
 * `satisfies` keeps the table exhaustive: a new body key without a column does not compile.
 */
export const UPDATE_BROADCAST_COLUMNS = {
  match: 'live_match',
  highlightTeamID: 'highlight_team',
  highlightHeroID: 'highlight_hero',
  highlightPlayerID: 'highlight_player',
  highlightMediaID: 'highlight_media',
  deskDisplayMode: 'desk_display',
  deskDisplayText: 'notice_text',
  manualGuests: 'manual_guests',
  title: 'title',
  countdownEnd: 'countdown_end',
  advertise: 'advertise',
  playerCams: 'show_cams',
  showLiveMatch: 'show_live_match',
  mapAttack: 'map_attack',
} as const satisfies Record<UpdateBroadcastField, keyof BroadcastEntity>;

type Column = (typeof UPDATE_BROADCAST_COLUMNS)[UpdateBroadcastField];
/** The part of a broadcast update-broadcast reads and writes (plus the rotation epoch it may reset). */
export type BroadcastUpdateState = Pick<BroadcastEntity, Column | 'break_rotation_epoch'>;

export interface BroadcastUpdatePlan {
  /** Column values to write (only those that differ from the current state). */
  readonly changes: Partial<BroadcastUpdateState>;
  /** Body keys whose column really changed, in body-key table order. */
  readonly changed: UpdateBroadcastField[];
  /** True when live_match or advertise changed (special:live-matches and upcoming-matches depend on them). */
  readonly liveMatchAffected: boolean;
}

/** Fields whose change resets the break rotation epoch (RULES (f): countdown_end or title). */
const EPOCH_FIELDS: ReadonlySet<UpdateBroadcastField> = new Set(['countdownEnd', 'title']);

/** A link body value (an id or null) as a link list. */
const toLinks = (id: string | null | undefined): string[] => (id ? [id] : []);
/** Stored text: raw (escaped when rendered), with an empty string stored as "not set". */
const toText = (text: string | null | undefined): string | null =>
  text === undefined || text === '' ? null : text;

/** The column value a body value maps to (RULES (a) update-broadcast "Writes"). */
function toColumnValue(field: UpdateBroadcastField, body: UpdateBroadcastBody): unknown {
  switch (field) {
    case 'match':
    case 'highlightTeamID':
    case 'highlightHeroID':
    case 'highlightPlayerID':
    case 'highlightMediaID':
      return toLinks(body[field]);
    case 'deskDisplayMode':
      return body.deskDisplayMode ?? null;
    case 'deskDisplayText':
    case 'manualGuests':
    case 'title':
      return toText(body[field]);
    case 'countdownEnd':
      return body.countdownEnd == null ? null : new Date(body.countdownEnd);
    case 'advertise':
    case 'playerCams':
    case 'showLiveMatch':
      return body[field];
    case 'mapAttack':
      return body.mapAttack ?? null;
  }
}

/** Equality of stored column values: link lists element-wise, instants by time, the rest strictly. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const time = (v: unknown) =>
      v instanceof Date
        ? v.getTime()
        : typeof v === 'string' || typeof v === 'number'
          ? new Date(v).getTime()
          : null;
    return time(a) === time(b);
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? null) === (b ?? null);
}

/**
 * Plans actions/update-broadcast (RULES (a), broadcast §7): maps each given body key to its column, keeps only
 * real changes, and resets the break rotation epoch to `now` (ms) when countdown_end or title changes (RULES (f)).
 * Pure: the current state is never mutated. An identical update plans no change.
 */
export function planBroadcastUpdate(
  current: BroadcastUpdateState,
  body: UpdateBroadcastBody,
  now: number,
): BroadcastUpdatePlan {
  const changes: Record<string, unknown> = {};
  const changed: UpdateBroadcastField[] = [];
  const state = current as unknown as Record<string, unknown>;
  for (const field of Object.keys(UPDATE_BROADCAST_COLUMNS) as UpdateBroadcastField[]) {
    if (body[field] === undefined) continue;
    const column = UPDATE_BROADCAST_COLUMNS[field];
    const value = toColumnValue(field, body);
    if (sameValue(state[column], value)) continue;
    changes[column] = value;
    changed.push(field);
  }
  if (changed.some((f) => EPOCH_FIELDS.has(f))) changes['break_rotation_epoch'] = now;
  return {
    changes,
    changed,
    liveMatchAffected: changed.includes('match') || changed.includes('advertise'),
  };
}
