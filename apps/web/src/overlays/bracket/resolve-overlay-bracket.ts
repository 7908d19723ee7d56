/** A bracket as the overlay picks it (RULES c.1). */
export interface OverlayBracketCandidate {
  readonly id: string;
  readonly name?: string | null;
  readonly key?: string | null;
  readonly hide_bracket?: boolean | null;
  readonly ordered_matches?: readonly string[] | null;
}

export interface ResolveOverlayBracketInput {
  /** The event's brackets in stored order, then any other bracket of the live match. */
  readonly brackets: readonly OverlayBracketCandidate[];
  /** The `key` option (or the panel's bracketKey): exactly that bracket, or none. */
  readonly key?: string | null;
  /** The `match` option: the bracket containing the live match first. */
  readonly liveMatchBracket?: boolean;
  /** The broadcast's bracket_key. */
  readonly broadcastKey?: string | null;
  /** The live match's id. */
  readonly liveMatchId?: string | null;
}

const fold = (value: string | null | undefined): string => value?.trim().toLowerCase() ?? '';

/** Brackets without a name or with hide_bracket are not shown publicly (RULES c.1). */
export function isVisibleBracket(bracket: OverlayBracketCandidate): boolean {
  return Boolean(bracket.name?.trim()) && bracket.hide_bracket !== true;
}

/**
 * The bracket an overlay shows (OVERLAYS §1 bracket; RULES (f) Bracket slide), as a bracket id, or null when none
 * resolves:
 * - a `key` names exactly one bracket: the one with that key (trimmed, any case), else none;
 * - `match` starts with the bracket containing the live match (a visible one first), then the usual chain;
 * - the usual chain: the broadcast's bracket_key, else the bracket containing the live match, else the first
 *   visible bracket (named, not hidden).
 */
export function resolveOverlayBracket(input: ResolveOverlayBracketInput): string | null {
  const { brackets } = input;
  const byKey = (key: string): OverlayBracketCandidate | undefined =>
    brackets.find((bracket) => fold(bracket.key) === key);
  const wanted = fold(input.key);
  if (wanted !== '') return byKey(wanted)?.id ?? null;
  const live = input.liveMatchId
    ? brackets.filter((bracket) =>
        (bracket.ordered_matches ?? []).includes(input.liveMatchId ?? ''),
      )
    : [];
  const liveBracket = live.find(isVisibleBracket) ?? live[0];
  if (input.liveMatchBracket && liveBracket) return liveBracket.id;
  const broadcastKey = fold(input.broadcastKey);
  const keyed = broadcastKey === '' ? undefined : byKey(broadcastKey);
  return (keyed ?? liveBracket ?? brackets.find(isVisibleBracket))?.id ?? null;
}
