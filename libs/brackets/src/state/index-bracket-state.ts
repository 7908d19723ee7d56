import type { BracketGameLocation } from '../layout/locate-bracket-games.js';
import type { BracketLink } from '../layout/bracket-link.js';
import { listBracketLinks } from '../layout/list-bracket-links.js';
import { locateBracketGames } from '../layout/locate-bracket-games.js';
import type { BracketMatchInput, BracketStateInput, BracketTeamInput } from './bracket-state.js';

/** Lookups over a bracket and its records, built once per call. */
export interface BracketIndex {
  /** Listed match numbers and where they are drawn. */
  readonly listed: ReadonlyMap<number, BracketGameLocation>;
  readonly links: readonly BracketLink[];
  /** The link feeding slot `N.P` (key "N.P"); the first one when a layout is invalid. */
  readonly feederBySlot: ReadonlyMap<string, BracketLink>;
  /** Outgoing win / lose link of each match number. */
  readonly outgoing: ReadonlyMap<
    number,
    { readonly win?: BracketLink; readonly lose?: BracketLink }
  >;
  /** Match record of each listed match number that has one. */
  readonly matchByNumber: ReadonlyMap<number, BracketMatchInput>;
  /** The smallest listed match number of each match id. */
  readonly numberById: ReadonlyMap<string, number>;
  readonly teamById: ReadonlyMap<string, BracketTeamInput>;
}

/** Indexes a bracket's layout, ordered_matches and records for the rules of RULES c.5, c.8 and c.10. */
export function indexBracketState(state: BracketStateInput): BracketIndex {
  const listed = locateBracketGames(state.layout);
  const links = listBracketLinks(state.layout);
  const feederBySlot = new Map<string, BracketLink>();
  const outgoing = new Map<number, { win?: BracketLink; lose?: BracketLink }>();
  for (const link of links) {
    const sides = outgoing.get(link.from) ?? {};
    sides[link.kind] = link;
    outgoing.set(link.from, sides);
    if (link.target.kind !== 'slot') continue;
    const key = `${link.target.match}.${link.target.slot}`;
    if (!feederBySlot.has(key)) feederBySlot.set(key, link);
  }
  const recordById = new Map(state.matches.map((match) => [match.id, match]));
  const matchByNumber = new Map<number, BracketMatchInput>();
  const numberById = new Map<string, number>();
  for (const n of [...listed.keys()].sort((a, b) => a - b)) {
    const id = state.orderedMatchIds[n - 1];
    const record = id === undefined ? undefined : recordById.get(id);
    if (!id || !record) continue;
    matchByNumber.set(n, record);
    if (!numberById.has(id)) numberById.set(id, n);
  }
  const teamById = new Map((state.teams ?? []).map((team) => [team.id, team]));
  return { listed, links, feederBySlot, outgoing, matchByNumber, numberById, teamById };
}
