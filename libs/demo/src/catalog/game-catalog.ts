import type { GameName } from '@castline/domain';

/** A hero (agent, champion) of a game with its role among the game profile's hero roles (RULES (e)). */
export interface CatalogHero {
  readonly name: string;
  readonly role: string;
}

/** A playable map of a game; type is one of MAP_MODES, or null where no mode fits (MOBA-style games). */
export interface CatalogMap {
  readonly name: string;
  readonly type: string | null;
}

const heroes = (role: string, names: readonly string[]): CatalogHero[] =>
  names.map((name) => ({ name, role }));
const maps = (type: string | null, names: readonly string[]): CatalogMap[] =>
  names.map((name) => ({ name, type }));

/**
 * Heroes of the five games. Overwatch uses DPS / Tank / Support and Marvel Rivals Duelist / Vanguard / Strategist
 * (RULES (e)); the other games use the default roles Tank / DPS / Support, mapped from their in-game classes.
 */
// prettier-ignore
export const GAME_HEROES: Readonly<Record<GameName, readonly CatalogHero[]>> = {
  Overwatch: [
    ...heroes('Tank', [
      'D.Va', 'Doomfist', 'Hazard', 'Junker Queen', 'Mauga', 'Orisa', 'Ramattra', 'Reinhardt', 'Roadhog',
      'Sigma', 'Winston', 'Wrecking Ball', 'Zarya',
    ]),
    ...heroes('DPS', [
      'Ashe', 'Bastion', 'Cassidy', 'Echo', 'Freja', 'Genji', 'Hanzo', 'Junkrat', 'Mei', 'Pharah', 'Reaper',
      'Sojourn', 'Soldier: 76', 'Sombra', 'Symmetra', 'Torbjörn', 'Tracer', 'Venture', 'Widowmaker',
    ]),
    ...heroes('Support', [
      'Ana', 'Baptiste', 'Brigitte', 'Illari', 'Juno', 'Kiriko', 'Lifeweaver', 'Lúcio', 'Mercy', 'Moira',
      'Zenyatta',
    ]),
  ],
  Valorant: [
    ...heroes('DPS', ['Jett', 'Phoenix', 'Reyna', 'Raze', 'Yoru', 'Neon', 'Iso', 'Waylay']),
    ...heroes('Support', [
      'Sova', 'Breach', 'Skye', 'KAY/O', 'Fade', 'Gekko', 'Tejo', 'Brimstone', 'Omen', 'Viper', 'Astra',
      'Harbor', 'Clove',
    ]),
    ...heroes('Tank', ['Sage', 'Cypher', 'Killjoy', 'Chamber', 'Deadlock', 'Vyse']),
  ],
  'League of Legends': [
    ...heroes('Tank', ['Malphite', 'Ornn', 'Sion', "K'Sante", 'Sejuani', 'Leona', 'Nautilus']),
    ...heroes('DPS', ['Ahri', 'Jinx', 'Lee Sin', "Kai'Sa", 'Azir', 'Viego', 'Ezreal', 'Orianna', 'Jayce', 'Xayah']),
    ...heroes('Support', ['Thresh', 'Lulu', 'Janna', 'Karma', 'Rakan', 'Milio']),
  ],
  'Marvel Rivals': [
    ...heroes('Vanguard', [
      'Captain America', 'Doctor Strange', 'Emma Frost', 'Groot', 'Hulk', 'Magneto', 'Peni Parker', 'The Thing',
      'Thor', 'Venom',
    ]),
    ...heroes('Duelist', [
      'Black Panther', 'Black Widow', 'Hawkeye', 'Hela', 'Human Torch', 'Iron Fist', 'Iron Man', 'Magik',
      'Mister Fantastic', 'Moon Knight', 'Namor', 'Psylocke', 'Scarlet Witch', 'Spider-Man', 'Squirrel Girl',
      'Star-Lord', 'Storm', 'The Punisher', 'Winter Soldier', 'Wolverine',
    ]),
    ...heroes('Strategist', [
      'Adam Warlock', 'Cloak & Dagger', 'Invisible Woman', 'Jeff the Land Shark', 'Loki', 'Luna Snow', 'Mantis',
      'Rocket Raccoon',
    ]),
  ],
  Deadlock: [
    ...heroes('Tank', ['Abrams', 'Bebop', 'Lady Geist', 'Mo & Krill', 'Viscous', 'Warden']),
    ...heroes('DPS', [
      'Calico', 'Grey Talon', 'Haze', 'Holliday', 'Infernus', 'Lash', 'Mirage', 'Paradox', 'Pocket', 'Seven',
      'Shiv', 'Vindicta', 'Vyper', 'Wraith', 'Yamato',
    ]),
    ...heroes('Support', ['Dynamo', 'Ivy', 'Kelvin', 'McGinnis', 'Sinclair']),
  ],
};

/** Maps of the five games with types from MAP_MODES (Marvel Rivals: Domination → Control, Convoy → Escort, Convergence → Hybrid). */
// prettier-ignore
export const GAME_MAPS: Readonly<Record<GameName, readonly CatalogMap[]>> = {
  Overwatch: [
    ...maps('Control', ['Antarctic Peninsula', 'Busan', 'Ilios', 'Lijiang Tower', 'Nepal', 'Oasis', 'Samoa']),
    ...maps('Escort', [
      'Circuit Royal', 'Dorado', 'Havana', 'Junkertown', 'Rialto', 'Route 66', 'Shambali Monastery',
      'Watchpoint: Gibraltar',
    ]),
    ...maps('Hybrid', ['Blizzard World', 'Eichenwalde', 'Hollywood', "King's Row", 'Midtown', 'Numbani', 'Paraíso']),
    ...maps('Push', ['Colosseo', 'Esperança', 'New Queen Street', 'Runasapi']),
    ...maps('Flashpoint', ['Aatlis', 'New Junk City', 'Suravasa']),
    ...maps('Clash', ['Hanaoka', 'Throne of Anubis']),
    ...maps('Assault', ['Hanamura', 'Horizon Lunar Colony', 'Paris', 'Temple of Anubis', 'Volskaya Industries']),
  ],
  Valorant: [
    ...maps('Spike', [
      'Abyss', 'Ascent', 'Bind', 'Breeze', 'Corrode', 'Fracture', 'Haven', 'Icebox', 'Lotus', 'Pearl', 'Split',
      'Sunset',
    ]),
    ...maps('ValDeathmatch', ['District', 'Kasbah', 'Piazza']),
  ],
  'League of Legends': maps(null, ["Summoner's Rift"]),
  'Marvel Rivals': [
    ...maps('Control', [
      'Yggsgard: Royal Palace', "Hydra Charteris Base: Hell's Heaven", "Intergalactic Empire of Wakanda: Birnin T'Challa",
    ]),
    ...maps('Escort', ['Yggsgard: Yggdrasill Path', 'Tokyo 2099: Spider-Islands', 'Empire of Eternal Night: Midtown']),
    ...maps('Hybrid', [
      'Tokyo 2099: Shin-Shibuya', 'Intergalactic Empire of Wakanda: Hall of Djalia', 'Klyntar: Symbiotic Surface',
      'Empire of Eternal Night: Central Park',
    ]),
  ],
  Deadlock: maps(null, ['The Cursed Apple']),
};
