import type {
  HeroRecord,
  MapDataRecord,
  MapRecord,
  MatchRecord,
  TeamRecord,
} from '@castline/contracts';
import { getGameProfile, type GameName } from '@castline/domain';
import type { DemoRandom } from '../random/create-random.js';
import type { SeasonContext } from './season-context.js';

/** How a match went: finished (a side reached first_to), forfeited, or live with the map wins so far. */
export type MatchOutcome =
  | { readonly kind: 'finished'; readonly winnerSlot: 1 | 2 }
  | { readonly kind: 'forfeit'; readonly winnerSlot: 1 | 2; readonly reason: string }
  | { readonly kind: 'live'; readonly wins: readonly [number, number] };

/** A match to play out: its teams in stored order, the event map pool and the game's heroes. */
export interface PlayMatchInput {
  readonly match: MatchRecord;
  readonly teams: readonly [TeamRecord, TeamRecord];
  readonly pool: readonly MapDataRecord[];
  readonly game: GameName;
  readonly outcome: MatchOutcome;
  /** Draws, banned maps, replay codes and hero picks/bans (off for the large benchmark season). */
  readonly details: boolean;
}

/** A map slot result: the winning slot, 0 for a draw, or null for the map being played now. */
type MapResult = 1 | 2 | 0 | null;

const MODE_ROTATION: Partial<Record<GameName, readonly string[]>> = {
  Overwatch: ['Control', 'Hybrid', 'Push', 'Escort', 'Flashpoint', 'Clash', 'Assault'],
  'Marvel Rivals': ['Control', 'Escort', 'Hybrid'],
};
const OVERWATCH_CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function scoreFor(random: DemoRandom, type: string | null, draw: boolean): [number, number] | null {
  if (type === null) return null;
  if (draw) {
    const tied = random.int(1, 3);
    return [tied, tied];
  }
  switch (type) {
    case 'Control':
      return [2, random.int(0, 1)];
    case 'Flashpoint':
      return [3, random.int(0, 2)];
    case 'Clash':
      return [5, random.int(1, 4)];
    case 'Spike':
      return [13, random.int(3, 11)];
    default: {
      const win = random.int(1, 4);
      return [win, random.int(0, win - 1)];
    }
  }
}

function replayCode(random: DemoRandom, game: GameName): string {
  if (game === 'Overwatch') return random.chars(OVERWATCH_CODE, 6);
  return random.chars('0123456789', game === 'Marvel Rivals' ? 10 : 8);
}

function chooseMap(
  random: DemoRandom,
  pool: readonly MapDataRecord[],
  used: Set<string>,
  wanted: (map: MapDataRecord) => boolean,
): MapDataRecord | undefined {
  const fresh = pool.filter((map) => !used.has(map.id));
  const preferred = fresh.filter(wanted);
  const choice =
    preferred.length > 0
      ? random.pick(preferred)
      : fresh.length > 0
        ? random.pick(fresh)
        : undefined;
  if (choice) used.add(choice.id);
  return choice;
}

/** Hero bans then picks per team, as the game's draft has them (RULES (e) default pick and ban counts). */
function draftHeroes(
  random: DemoRandom,
  game: GameName,
  heroes: readonly HeroRecord[],
): { bans: [HeroRecord[], HeroRecord[]]; picks: [HeroRecord[], HeroRecord[]] } | null {
  if (game === 'Overwatch') {
    const [ban1, ban2] = random.sample(heroes, 2);
    const banned = new Set([ban1?.id, ban2?.id]);
    const open = heroes.filter((hero) => !banned.has(hero.id));
    const team = (): HeroRecord[] => [
      ...random.sample(
        open.filter((h) => h.role === 'Tank'),
        1,
      ),
      ...random.sample(
        open.filter((h) => h.role === 'DPS'),
        2,
      ),
      ...random.sample(
        open.filter((h) => h.role === 'Support'),
        2,
      ),
    ];
    return { bans: [ban1 ? [ban1] : [], ban2 ? [ban2] : []], picks: [team(), team()] };
  }
  if (game === 'Marvel Rivals') {
    const bans = random.sample(heroes, 6);
    const banned = new Set(bans.map((hero) => hero.id));
    const open = heroes.filter((hero) => !banned.has(hero.id));
    return {
      bans: [bans.slice(0, 3), bans.slice(3)],
      picks: [random.sample(open, 2), random.sample(open, 2)],
    };
  }
  return null;
}

/**
 * Plays out a match (broadcast §4 match results): the Map records (map data of the event pool, winner, scores,
 * picker = loser of the previous map, an occasional banned map and draw, replay codes, hero picks and bans for
 * Overwatch and Marvel Rivals) and the match score. A live match gets its played maps plus the current map.
 */
export function playMatch(ctx: SeasonContext, input: PlayMatchInput): void {
  const { random, store } = ctx;
  const { match, teams, outcome, pool, game } = input;
  const firstTo = match.first_to ?? 2;

  if (outcome.kind === 'forfeit') {
    match.forfeit = true;
    match.forfeit_reason = outcome.reason;
    match.score_1 = outcome.winnerSlot === 1 ? firstTo : 0;
    match.score_2 = outcome.winnerSlot === 2 ? firstTo : 0;
    return;
  }

  const results: MapResult[] = [];
  if (outcome.kind === 'finished') {
    const loserSlot = outcome.winnerSlot === 1 ? 2 : 1;
    const loserWins = random.int(0, firstTo - 1);
    results.push(
      ...random.shuffle<MapResult>([
        ...Array<MapResult>(firstTo - 1).fill(outcome.winnerSlot),
        ...Array<MapResult>(loserWins).fill(loserSlot),
      ]),
      outcome.winnerSlot,
    );
  } else {
    results.push(
      ...random.shuffle<MapResult>([
        ...Array<MapResult>(outcome.wins[0]).fill(1),
        ...Array<MapResult>(outcome.wins[1]).fill(2),
      ]),
      null,
    );
  }
  if (input.details && results.length > 1 && random.chance(0.15)) {
    results.splice(random.int(0, results.length - 2), 0, 0);
  }

  const heroes = ctx.games.heroes[game];
  const profile = getGameProfile(game);
  const rotation = (MODE_ROTATION[game] ?? []).filter((type) =>
    pool.some((map) => map.type === type),
  );
  const used = new Set<string>();
  const maps: MapRecord[] = [];
  let picker: 1 | 2 = 1;
  let previous: MapResult = null;
  for (const result of results) {
    const index = maps.length;
    if (index > 0 && previous !== 0 && previous !== null) picker = previous === 1 ? 2 : 1;
    const type = rotation.length > 0 ? rotation[index % rotation.length] : undefined;
    const draw = result === 0;
    const data = chooseMap(random, pool, used, (map) =>
      draw ? profile.drawableMapTypes.includes(map.type ?? '') : map.type === type,
    );
    // A draw needs a map type that can end level; without one the extra map is simply not played.
    if (draw && !profile.drawableMapTypes.includes(data?.type ?? '')) continue;
    const score =
      result === null || !profile.mapScore ? null : scoreFor(random, data?.type ?? null, draw);
    const map = store.create('map', {
      name: data?.name ?? null,
      number: index + 1,
      draw,
      public: game === 'Marvel Rivals' && result !== null && random.chance(0.7),
    });
    if (score) {
      map.score_1 = result === 2 ? score[1] : score[0];
      map.score_2 = result === 2 ? score[0] : score[1];
    }
    if (data) store.refer(map, 'map', data);
    if (profile.mapPicks) store.refer(map, 'picker', teams[picker - 1] as TeamRecord);
    if (result === 1 || result === 2) store.refer(map, 'winner', teams[result - 1] as TeamRecord);
    if (result !== null && input.details) {
      map.replay_code = replayCode(random, game);
      const draft = draftHeroes(random, game, heroes);
      if (draft) {
        for (const hero of draft.bans[0]) store.refer(map, 'team_1_bans', hero);
        for (const hero of draft.bans[1]) store.refer(map, 'team_2_bans', hero);
        for (const hero of draft.picks[0]) store.refer(map, 'team_1_picks', hero);
        for (const hero of draft.picks[1]) store.refer(map, 'team_2_picks', hero);
      }
    }
    maps.push(map);
    previous = result;
  }

  if (input.details && profile.mapBans && random.chance(0.3)) {
    const data = chooseMap(random, pool, used, () => true);
    if (data) {
      const banned = store.create('map', { name: data.name });
      store.refer(banned, 'map', data);
      store.refer(banned, 'banner', teams[1]);
      maps.unshift(banned);
    }
  }

  for (const map of maps) store.link(match, 'maps', map, 'match');
  match.score_1 = maps.filter((map) => map.winner[0] === teams[0].id).length;
  match.score_2 = maps.filter((map) => map.winner[0] === teams[1].id).length;
}
