import { useThings } from '../../lib/things/thing-hooks.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import { useOverlay } from '../shell/overlay-context.js';
import type { LiveMatchView } from '../shell/live-match.js';
import { getDeskPeople, type DeskPerson, type DeskPlayerInput } from './get-desk-people.js';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Records of a list once every one has arrived (missing ones dropped); null while any is loading. */
function useLoaded(list: readonly string[]): ThingRecord[] | null {
  const entries = useThings(list);
  if (entries.some((entry) => entry === undefined || isThingLoading(entry))) return null;
  return entries.filter((entry): entry is ThingRecord => isThingReady(entry));
}

/**
 * The desk people (RULES (g), getDeskPeople) of the overlay's broadcast, live: player_guests and their headshots,
 * manual_guests, else the live match's casters. Null until every record it needs has arrived.
 */
export function useDeskPeople(match: LiveMatchView | null): DeskPerson[] | null {
  const { broadcast } = useOverlay();
  const guests = useLoaded(ids(broadcast['player_guests']));
  const casters = useLoaded(ids(match?.record['casters']));
  const headshotIds = [...(guests ?? []), ...(casters ?? [])]
    .map((p) => ids(p['headshot'])[0])
    .filter((id): id is string => id !== undefined);
  const headshots = useLoaded(headshotIds);
  if (!guests || !casters || !headshots) return null;
  const urls = new Map(
    headshots
      .filter((h) => typeof h['fileExtension'] === 'string')
      .map((h) => [
        h.id,
        getImageUrl({ id: h.id, fileExtension: String(h['fileExtension']) }, 'h-240'),
      ]),
  );
  const toInput = (player: ThingRecord): DeskPlayerInput => ({
    id: player.id,
    name: text(player['name']),
    pronouns: text(player['pronouns']),
    avatarUrl: urls.get(ids(player['headshot'])[0] ?? '') ?? null,
    camCode: player['use_cam'] === false ? null : text(player['cam_code']),
  });
  return getDeskPeople({
    playerGuests: guests.map(toInput),
    manualGuests: text(broadcast['manual_guests']),
    casters: casters.map(toInput),
    camParams: text(broadcast['cams_default_params']),
  });
}
