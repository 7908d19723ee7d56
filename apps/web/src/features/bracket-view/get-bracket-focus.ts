import { listBracketLinks, type BracketLayout, type BracketLinkKind } from '@castline/brackets';

/** What the view emphasises: one team's path, or one match and its connections. */
export type BracketFocus =
  | { readonly kind: 'team'; readonly teamId: string; readonly matches: ReadonlySet<number> }
  | { readonly kind: 'match'; readonly match: number }
  | null;

export interface BracketFocusInput {
  /** The team row under the pointer, else the team highlighted from outside (e.g. a broadcast). */
  readonly hoveredTeamId?: string | null;
  readonly highlightedTeamId?: string | null;
  /** The card under the pointer or keyboard focus, else the match highlighted from outside (number N). */
  readonly hoveredMatch?: number | null;
  readonly highlightedMatch?: number | null;
  /** The teams of each card by match number (from the cards' rows). */
  readonly teamsByMatch: ReadonlyMap<number, readonly (string | null)[]>;
}

/**
 * The view's focus (broadcast §2 "Bracket view"): a hovered team wins, then a highlighted team (its path: every
 * match it is in), then a hovered match, then a highlighted match. Nothing hovered or highlighted: no focus.
 */
export function getBracketFocus(input: BracketFocusInput): BracketFocus {
  const teamId = input.hoveredTeamId || input.highlightedTeamId;
  if (teamId) {
    const matches = new Set<number>();
    for (const [number, teams] of input.teamsByMatch)
      if (teams.includes(teamId)) matches.add(number);
    return { kind: 'team', teamId, matches };
  }
  const match = input.hoveredMatch ?? input.highlightedMatch ?? null;
  return match === null ? null : { kind: 'match', match };
}

/** How a drawn link looks under a focus: emphasised, dimmed, or as usual. */
export type LinkEmphasis = 'highlight' | 'dim' | 'normal';

/**
 * Broadcast §2: hovering a match highlights its connections (a link touching it) and dims the others; a team
 * focus highlights the links whose both ends are matches of that team and dims the rest.
 */
export function getLinkEmphasis(
  ends: { readonly from: number; readonly to: number },
  focus: BracketFocus,
): LinkEmphasis {
  if (focus === null) return 'normal';
  if (focus.kind === 'match') {
    return ends.from === focus.match || ends.to === focus.match ? 'highlight' : 'dim';
  }
  return focus.matches.has(ends.from) && focus.matches.has(ends.to) ? 'highlight' : 'dim';
}

/** The Winner / Loser labels shown while a match is hovered. */
export interface BracketHoverLabels {
  /** Destination slots of the hovered match ("N.P"): its winner or loser goes there. */
  readonly slots: ReadonlyMap<string, BracketLinkKind>;
  /** Feeder matches of the hovered match: their winner or loser comes to it. */
  readonly feeders: ReadonlyMap<number, BracketLinkKind>;
}

/**
 * The highlight labels of broadcast §2 "Bracket match card" (Winner or Loser) for a hovered match: every
 * slot its winner / loser is sent to, and every match that feeds it with its winner / loser (any link with an
 * `N.P` target, whatever its drawing style).
 */
export function getBracketHoverLabels(layout: BracketLayout, match: number): BracketHoverLabels {
  const slots = new Map<string, BracketLinkKind>();
  const feeders = new Map<number, BracketLinkKind>();
  for (const link of listBracketLinks(layout)) {
    if (link.target.kind !== 'slot') continue;
    if (link.from === match) slots.set(`${link.target.match}.${link.target.slot}`, link.kind);
    if (link.target.match === match && link.from !== match) feeders.set(link.from, link.kind);
  }
  return { slots, feeders };
}
