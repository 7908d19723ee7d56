import type { DemoBracketLayout, DemoBracketRank } from './bracket-presets.js';

/** A team slot of a bracket match: the team (or null) and its provenance (RULES c.6), null when empty. */
export interface PlannedSlot {
  readonly team: string | null;
  readonly source: string | null;
}

/** One match of a planned bracket. winnerSlot is null while the match is undecided. */
export interface PlannedBracketMatch {
  readonly number: number;
  readonly slots: readonly [PlannedSlot, PlannedSlot];
  /** Numbers of the matches that feed this one (connections.feederMatches). */
  readonly feeders: readonly number[];
  readonly winnerSlot: 1 | 2 | null;
}

/** A rank written to a team with its provenance (`fed:{bracket}:{N}.{win|lose}`, RULES c.8 step 5). */
export interface PlannedRank extends DemoBracketRank {
  readonly source: string;
}

/** A planned bracket: its matches by number (index N − 1) and the ranks written to teams (team id → rank). */
export interface PlannedBracket {
  readonly matches: readonly PlannedBracketMatch[];
  readonly ranks: ReadonlyMap<string, PlannedRank>;
}

/** Decides a match with two teams: the winning slot, or null when it is not played yet. */
export type DecideBracketMatch = (number: number, team1: string, team2: string) => 1 | 2 | null;

const SLOT_TARGET = /^(\d+)\.([12])$/;

/**
 * Plays a bracket through its layout the way the resolver would fill it (RULES c.6, c.8): slots without a
 * feeder are hand-set from `handTeams`, fed slots take the winner or loser of a complete feeder (provenance
 * `fed:{bracketId}:{N}.{win|lose}`) and stay empty while the feeder is undecided. Feeders must have lower numbers.
 */
export function planBracket(
  layout: DemoBracketLayout,
  matchCount: number,
  bracketId: string,
  handTeams: Readonly<Record<number, readonly [string | null, string | null]>>,
  decide: DecideBracketMatch,
): PlannedBracket {
  const feeds = new Map<string, { from: number; kind: 'win' | 'lose' }>();
  for (const [key, connection] of Object.entries(layout.connections)) {
    for (const kind of ['win', 'lose'] as const) {
      const target = SLOT_TARGET.exec(connection[kind] ?? '');
      if (!target) continue;
      const from = Number(key);
      if (Number(target[1]) <= from) throw new Error(`Match ${key} feeds an earlier match`);
      feeds.set(`${target[1]}.${target[2]}`, { from, kind });
    }
  }

  const matches: PlannedBracketMatch[] = [];
  const ranks = new Map<string, PlannedRank>();
  const outcome = (number: number, kind: 'win' | 'lose'): string | null => {
    const match = matches[number - 1];
    if (!match || match.winnerSlot === null) return null;
    const winner = match.slots[match.winnerSlot - 1]?.team ?? null;
    const loser = match.slots[match.winnerSlot === 1 ? 1 : 0]?.team ?? null;
    return kind === 'win' ? winner : loser;
  };

  for (let number = 1; number <= matchCount; number += 1) {
    const feeders: number[] = [];
    const slots = ([1, 2] as const).map((slot): PlannedSlot => {
      const feed = feeds.get(`${number}.${slot}`);
      if (!feed) {
        const team = handTeams[number]?.[slot - 1] ?? null;
        return { team, source: team === null ? null : 'hand' };
      }
      feeders.push(feed.from);
      const team = outcome(feed.from, feed.kind);
      return { team, source: team === null ? null : `fed:${bracketId}:${feed.from}.${feed.kind}` };
    }) as unknown as readonly [PlannedSlot, PlannedSlot];
    const [first, second] = slots;
    const winnerSlot =
      first.team !== null && second.team !== null ? decide(number, first.team, second.team) : null;
    matches.push({ number, slots, feeders, winnerSlot });

    const connection = layout.connections[String(number)];
    if (winnerSlot !== null && connection) {
      const winner = slots[winnerSlot - 1]?.team;
      const loser = slots[winnerSlot === 1 ? 1 : 0]?.team;
      const source = (kind: string): string => `fed:${bracketId}:${number}.${kind}`;
      if (connection.winnerRank && winner)
        ranks.set(winner, { ...connection.winnerRank, source: source('win') });
      if (connection.loserRank && loser)
        ranks.set(loser, { ...connection.loserRank, source: source('lose') });
    }
  }
  return { matches, ranks };
}
