import { useRef } from 'react';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import { isThingLoading } from '../../lib/things/thing-types.js';
import { LIVE_MATCH_TREE, readLiveMatch, type LiveMatchView } from './live-match.js';
import { useOverlay } from './overlay-context.js';

/** The broadcast's live match for an overlay: the view, and whether it is still loading. */
export interface LiveMatchState {
  readonly match: LiveMatchView | null;
  /** True until the live match (if any) has arrived; overlays render nothing meanwhile (no flash of empty content). */
  readonly loading: boolean;
}

/**
 * The broadcast's live match (OVERLAYS §1 "LM"), live: teams with themes, maps with map data, in display order
 * (flip_teams). A new live match keeps the last one on screen until it has arrived, so nothing flashes empty.
 */
export function useLiveMatch(): LiveMatchState {
  const { broadcast } = useOverlay();
  const id = broadcast.live_match?.[0] ?? null;
  const hydrated = useHydrated(id, LIVE_MATCH_TREE);
  const loading = id !== null && (hydrated === undefined || isThingLoading(hydrated));
  const current: LiveMatchState = { match: id ? readLiveMatch(hydrated) : null, loading };
  const last = useRef<LiveMatchState | null>(null);
  if (!loading) last.current = current;
  return loading && last.current ? last.current : current;
}
