import { DERIVED } from '../../../lib/wire/wire-constants.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { getLiveCount } from '../get-live-count.js';

/** The live count for the Streams navbar label, updated live. */
export function useLiveCount(): number {
  const liveMatches = useThing<{ matches?: unknown }>(DERIVED.liveMatches);
  const playerStreams = useThing<{ streams?: unknown }>(DERIVED.playerStreams);
  return getLiveCount(liveMatches, playerStreams);
}
