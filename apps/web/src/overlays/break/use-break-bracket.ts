import { useThing, useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import {
  resolveOverlayBracket,
  type OverlayBracketCandidate,
} from '../bracket/resolve-overlay-bracket.js';
import { useOverlay } from '../shell/overlay-context.js';
import { ids } from './link-ids.js';

/**
 * Whether the Bracket slide has a bracket (RULES (f): bracket_key, else the bracket containing the live match,
 * else the event's first visible bracket; resolveOverlayBracket, the rule the bracket panel uses). Read here
 * rather than through the panel's hook so the panel (a large chunk) loads apart from the break's first paint.
 * `undefined` while the brackets or the live match are arriving.
 */
export function useBreakBracket(): boolean | undefined {
  const { broadcast, event } = useOverlay();
  const liveId = ids(broadcast['live_match'])[0] ?? null;
  const live = useThing(liveId);
  const eventIds = ids(event?.['brackets']);
  const extraIds = (isThingReady(live) ? ids(live['brackets']) : []).filter(
    (id) => !eventIds.includes(id),
  );
  const brackets = useThings<OverlayBracketCandidate & ThingRecord>([...eventIds, ...extraIds]);
  if (isThingLoading(live) || (liveId !== null && live === undefined)) return undefined;
  if (brackets.some((bracket) => isThingLoading(bracket))) return undefined;
  const id = resolveOverlayBracket({
    brackets: brackets.filter(isThingReady),
    broadcastKey: typeof broadcast['bracket_key'] === 'string' ? broadcast['bracket_key'] : null,
    liveMatchId: liveId,
  });
  return id !== null;
}
