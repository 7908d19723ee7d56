import { getGameProfile, parsePickBanOrder, type PickBanKind } from '@castline/domain';
import type { DeskSide } from './get-desk-maps.js';

/** One step of the Hero Draft as the desk shows it. */
export interface DraftStep {
  readonly number: number;
  readonly kind: PickBanKind;
  /** The side taking the step, in display order. */
  readonly side: DeskSide;
  /** The hero picked or banned at this step, once entered on the map; null before (and for protects). */
  readonly heroId: string | null;
}

export interface DraftStepsInput {
  /** The match's pick_ban_order; the game profile's default order when blank. */
  readonly pickBanOrder: string | null | undefined;
  readonly game: string | null | undefined;
  /** The map the draft is about (stored-order fields: team_1_picks, team_2_bans, flip_pick_ban_order …). */
  readonly map: Readonly<Record<string, unknown>> | null;
  /** The live match's flip_teams (display order). */
  readonly flipped: boolean;
}

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The pick/ban order of the draft (RULES (e), (g)): the match's pick_ban_order, else the game profile's default,
 * parsed with the map's flip_pick_ban_order; each step takes the team's n-th pick or ban of that map when entered
 * (team_1_picks, team_2_bans …), and is placed on its display side (flip_teams).
 */
export function getDraftSteps(input: DraftStepsInput): DraftStep[] {
  const own = input.pickBanOrder?.trim() ? input.pickBanOrder : null;
  const order = own ?? getGameProfile(input.game).defaultPickBanOrder;
  const flipOrder = input.map?.['flip_pick_ban_order'] === true;
  return parsePickBanOrder(order, flipOrder).map((step) => {
    const field = step.kind === 'protect' ? null : `team_${step.team}_${step.kind}s`;
    const heroes = field && input.map ? links(input.map[field]) : [];
    const left = (step.team === 1) !== input.flipped;
    return {
      number: step.number,
      kind: step.kind,
      side: left ? 'left' : 'right',
      heroId: heroes[step.countForTeam - 1] ?? null,
    };
  });
}
