import {
  ALPHA,
  BRAVO,
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MAIN,
  MATCH,
} from '../testing/dashboard-fixtures.js';

/** Test records of the crew modules (roles, comms, customisation, cams) on top of the dashboard fixtures. */
export const CREW_IDS = {
  caster: 'recPLAYERCASTER01',
  observer: 'recPLAYEROBSERVE1',
  staff: 'recPLAYERSTAFF001',
  client2: 'recCLIENTPROD2AAA',
  relCaster: 'recRELCASTER00001',
  relObserver: 'recRELOBSERVER001',
  hero1: 'recHEROANA0000001',
  hero2: 'recHEROREIN000001',
  news: 'recNEWSVIDEO00001',
  newsPlain: 'recNEWSTEXT000001',
  alphaPlayers: [
    'recPLAYERALPHA001',
    'recPLAYERALPHA002',
    'recPLAYERALPHA003',
    'recPLAYERALPHA004',
    'recPLAYERALPHA005',
    'recPLAYERALPHA006',
  ],
  bravoPlayers: [
    'recPLAYERBRAVO001',
    'recPLAYERBRAVO002',
    'recPLAYERBRAVO003',
    'recPLAYERBRAVO004',
    'recPLAYERBRAVO005',
  ],
} as const;

const player = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  [id]: { id, __kind: 'player', name, ...extra },
});

export function crewRecords(
  overrides: {
    readonly broadcast?: Record<string, unknown>;
    readonly match?: Record<string, unknown>;
    readonly event?: Record<string, unknown>;
  } = {},
): Record<string, Record<string, unknown>> {
  const C = CREW_IDS;
  return {
    ...DASHBOARD_RECORDS,
    [IDS.main]: { ...MAIN, ...overrides.broadcast },
    [IDS.match]: {
      ...MATCH,
      player_relationships: [C.relCaster, C.relObserver],
      ...overrides.match,
    },
    [IDS.event]: {
      ...EVENT,
      teams: [IDS.alpha, IDS.bravo],
      staff: [IDS.player, C.staff],
      news_items: [C.news, C.newsPlain],
      ...overrides.event,
    },
    [IDS.alpha]: { ...ALPHA, players: [...C.alphaPlayers] },
    [IDS.bravo]: { ...BRAVO, players: [...C.bravoPlayers] },
    [C.relCaster]: {
      id: C.relCaster,
      __kind: 'player_relationship',
      singular_name: 'Caster',
      player: [C.caster],
      matches: [IDS.match],
    },
    [C.relObserver]: {
      id: C.relObserver,
      __kind: 'player_relationship',
      singular_name: 'Observer',
      player: [C.observer],
      matches: [IDS.match],
      clients: [],
      client_cams: [],
    },
    ...player(C.caster, 'Casey Caster'),
    ...player(C.observer, 'Oscar Observer', { clients: [C.client2] }),
    ...player(C.staff, 'Stella Staff'),
    [C.client2]: { id: C.client2, __kind: 'client', key: 'prod2', name: 'Production 2' },
    ...Object.fromEntries(C.alphaPlayers.map((id, i) => [id, player(id, `Alpha ${i + 1}`)[id]])),
    ...Object.fromEntries(C.bravoPlayers.map((id, i) => [id, player(id, `Bravo ${i + 1}`)[id]])),
    'special:heroes': {
      id: 'special:heroes',
      __kind: 'derived',
      heroes: [
        { id: C.hero1, name: 'Ana', role: 'Support', game: 'Overwatch' },
        { id: C.hero2, name: 'Reinhardt', role: 'Tank', game: 'Overwatch' },
        { id: 'recHEROOTHER00001', name: 'Jett', role: 'Duelist', game: 'Valorant' },
      ],
    },
    [C.news]: {
      id: C.news,
      __kind: 'news',
      name: 'Finals trailer',
      video_url: 'https://youtu.be/x',
      media: [],
    },
    [C.newsPlain]: { id: C.newsPlain, __kind: 'news', name: 'Plain news', media: [] },
  };
}
