/** A side of a scheduled match as the schedule shows it: a team, or a placeholder text. */
export type ScheduleSide =
  | { readonly kind: 'team'; readonly teamId: string }
  | { readonly kind: 'placeholder'; readonly name: string };

export interface ScheduleSidesInput {
  /** The match's team ids in stored order (an empty slot may be missing or null). */
  readonly teams?: readonly (string | null)[] | null;
  readonly placeholder_teams?: string | null;
  readonly placeholder_right?: boolean | null;
  readonly flip_teams?: boolean | null;
}

/**
 * The two sides of a scheduled match, left and right (RULES c.5): two teams in stored order; with one team,
 * placeholder_right puts it left and its placeholder right (else the other way round); an empty slot shows its
 * name from placeholder_teams ('A|B', or 'A|B|a|b' with short names), else `fallback`. flip_teams swaps the sides,
 * as every overlay shows a flipped match.
 */
export function getScheduleSides(
  match: ScheduleSidesInput,
  fallback: string,
): readonly [ScheduleSide, ScheduleSide] {
  const teams = (match.teams ?? []).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const names = (match.placeholder_teams ?? '').split('|').map((name) => name.trim());
  const placeholder = (slot: 0 | 1): ScheduleSide => ({
    kind: 'placeholder',
    name: names[slot] || fallback,
  });
  const team = (teamId: string): ScheduleSide => ({ kind: 'team', teamId });
  let sides: readonly [ScheduleSide, ScheduleSide];
  const [first, second] = teams;
  if (first !== undefined && second !== undefined) sides = [team(first), team(second)];
  else if (first !== undefined)
    sides = match.placeholder_right ? [team(first), placeholder(1)] : [placeholder(0), team(first)];
  else sides = [placeholder(0), placeholder(1)];
  return match.flip_teams ? [sides[1], sides[0]] : sides;
}
