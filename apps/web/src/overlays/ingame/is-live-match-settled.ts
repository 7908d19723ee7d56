import { isThingLoading } from '../../lib/things/thing-types.js';
import type { LiveMatchView } from '../shell/live-match.js';

const entries = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * True once every record the HUD and the maps overlay paint from the live match has arrived: its teams, its maps
 * and each map's map data (useLiveMatch hydrates them; an entry still loading is its loading marker). Until then
 * they render nothing, so a team never shows as 'TBD' for a moment and the map list never grows on screen.
 */
export function isLiveMatchSettled(match: Pick<LiveMatchView, 'record'>): boolean {
  const teams = entries(match.record['teams']);
  const maps = entries(match.record['maps']);
  if (teams.some(isThingLoading) || maps.some(isThingLoading)) return false;
  return maps.every((map) => {
    if (typeof map !== 'object' || map === null) return true;
    return !entries((map as Record<string, unknown>)['map']).some(isThingLoading);
  });
}
