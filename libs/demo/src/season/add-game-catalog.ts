import type { HeroRecord, MapDataRecord } from '@castline/contracts';
import { GAME_NAMES, type GameName } from '@castline/domain';
import { GAME_HEROES, GAME_MAPS } from '../catalog/game-catalog.js';
import type { RecordStore } from '../records/create-record-store.js';
import type { GameRecords } from './season-context.js';

/** Creates the Hero and Map data records of all five games (broadcast §3 "Map data", "Hero"). */
export function addGameCatalog(store: RecordStore): GameRecords {
  const heroes = {} as Record<GameName, HeroRecord[]>;
  const maps = {} as Record<GameName, MapDataRecord[]>;
  for (const game of GAME_NAMES) {
    heroes[game] = GAME_HEROES[game].map((hero) =>
      store.create('hero', { name: hero.name, role: hero.role, game }),
    );
    maps[game] = GAME_MAPS[game].map((map) =>
      store.create('map_data', { name: map.name, type: map.type, game }),
    );
  }
  return { heroes, maps };
}
