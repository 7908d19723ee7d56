import type { MapDataRecord, MapRecord } from '@castline/contracts';
import { useHydratedList } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../lib/things/thing-types.js';
import type { DetailedMapInput } from './get-detailed-maps.js';

type MapWithData = WithLinks<MapRecord, { map: Loadable<MapDataRecord>[] }>;

/** A match's maps with their map data names, in order; null while any is loading. Live. */
export function useMatchMaps(mapIds: readonly string[]): DetailedMapInput[] | null {
  const maps = useHydratedList<MapWithData>(mapIds, { map: true });
  if (
    maps.some((map) => isThingLoading(map) || (isThingReady(map) && map.map.some(isThingLoading)))
  )
    return null;
  return readyThings(maps).map((map) => ({
    ...map,
    map: undefined,
    mapName: readyThings(map.map)[0]?.name ?? null,
  }));
}
