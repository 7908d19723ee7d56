import { isThingReady, type Loadable } from '../../lib/things/thing-types.js';

/**
 * The live count of the Streams label (public-site §2 "Navbar"): the matches of `special:live-matches` plus the
 * streams of `special:player-streams` when that record is present; 0 while they load.
 */
export function getLiveCount(
  liveMatches: Loadable<{ matches?: unknown }> | undefined,
  playerStreams: Loadable<{ streams?: unknown }> | undefined,
): number {
  const matches =
    isThingReady(liveMatches) && Array.isArray(liveMatches.matches)
      ? liveMatches.matches.length
      : 0;
  const streams =
    isThingReady(playerStreams) && Array.isArray(playerStreams.streams)
      ? playerStreams.streams.length
      : 0;
  return matches + streams;
}
