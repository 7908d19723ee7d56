import type { EventRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import type { RecordFields } from '../records/record-types.js';
import type { SeasonContext } from './season-context.js';

/** The pick/ban order of demo Overwatch matches: each team bans one hero. */
export const OVERWATCH_PICK_BAN_ORDER = 'ban1, ban2';

/**
 * Creates a Match of an event (public-site §3): links event ↔ matches and each team ↔ matches, and takes the
 * event's game. `teams` are in stored order (slot 1, slot 2); fewer than two leave placeholders.
 */
export function addMatch(
  ctx: SeasonContext,
  event: EventRecord,
  teams: readonly TeamRecord[],
  fields: RecordFields<'match'>,
): MatchRecord {
  const match = ctx.store.create('match', {
    game: event.game,
    // Overwatch has no default pick/ban order; one ban per team is the usual competitive draft (RULES (e)).
    pick_ban_order: event.game === 'Overwatch' ? OVERWATCH_PICK_BAN_ORDER : null,
    ...fields,
  });
  ctx.store.link(match, 'event', event, 'matches');
  for (const team of teams) ctx.store.link(match, 'teams', team, 'matches');
  return match;
}
