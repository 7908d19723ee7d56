/** The kinds of pick/ban tokens (spec public-site §3, RULES.md (e)). */
export const PICK_BAN_KINDS = ['pick', 'ban', 'protect'] as const;

/** A pick/ban token kind. */
export type PickBanKind = (typeof PICK_BAN_KINDS)[number];

/** One step of a pick/ban order. */
export interface PickBanStep {
  /** 1-based position in the order. */
  readonly number: number;
  readonly kind: PickBanKind;
  /** The team taking the step, in stored team order (after any per-map flip). */
  readonly team: 1 | 2;
  /** 1-based count of this kind for this team so far (e.g. the team's 2nd ban is 2). */
  readonly countForTeam: number;
}
