import type { MapDataRecord, MapRecord } from '@castline/contracts';
import { DERIVED } from '@castline/contracts';
import { useThing, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingReady, readyThings } from '../../../lib/things/thing-types.js';
import type { EditorMapOption, EditorOption } from '../components/score-editor.js';

interface HeroEntry {
  readonly id: string;
  readonly name: string;
  readonly game?: string | null;
}

/** What the report pages name and offer: maps, heroes and the match's current map records. */
export interface ReportChoices {
  readonly maps: readonly EditorMapOption[];
  readonly heroes: readonly EditorOption[];
  /** The match's map records (the editor starts from them). */
  readonly matchMaps: readonly MapRecord[];
  readonly mapNames: ReadonlyMap<string, string>;
  readonly heroNames: ReadonlyMap<string, string>;
}

const byLabel = (a: EditorOption, b: EditorOption) => a.label.localeCompare(b.label);

/**
 * The maps a report may name (the event's map pool, else the maps the match already has) and the heroes of the
 * match's game (special:heroes), read live.
 */
export function useReportChoices(input: {
  readonly matchMaps: readonly string[];
  readonly mapPool: readonly string[];
  readonly game: string | null;
}): ReportChoices {
  const mapEntries = useThings<MapRecord>(input.matchMaps);
  const matchMaps = readyThings(mapEntries);
  const used = matchMaps.flatMap((map) => map.map);
  const poolEntries = useThings<MapDataRecord>([...new Set([...input.mapPool, ...used])]);
  const heroes = useThing<{ id: string; heroes?: readonly HeroEntry[] }>(DERIVED.heroes);
  const pool = readyThings(poolEntries);
  const offered = input.mapPool.length > 0 ? new Set(input.mapPool) : new Set(used);
  const gameHeroes = isThingReady(heroes)
    ? (heroes.heroes ?? []).filter((hero) => !input.game || hero.game === input.game)
    : [];
  return {
    maps: pool
      .filter((map) => offered.has(map.id))
      .map((map) => ({ value: map.id, label: map.name ?? map.id, type: map.type ?? null }))
      .sort(byLabel),
    heroes: gameHeroes.map((hero) => ({ value: hero.id, label: hero.name })).sort(byLabel),
    matchMaps,
    mapNames: new Map(pool.map((map) => [map.id, map.name ?? map.id])),
    heroNames: new Map(gameHeroes.map((hero) => [hero.id, hero.name])),
  };
}
