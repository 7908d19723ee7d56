import { readFlagOption } from '../shell/read-option.js';

/** The rosters route's options (OVERLAYS §1 rosters). */
export interface RostersOptions {
  /** `roles`: each player's role (icon and text) beside the name. On by default; `roles=false` hides it. */
  readonly roles: boolean;
  /** `sort`: players in the role order of the game profile (heroRoles), else in roster order. */
  readonly sort: boolean;
  /** `staff`: the team staff under the players. */
  readonly staff: boolean;
  /** `badge` / `badges`: the team's logo as a small badge on every player row. */
  readonly badges: boolean;
  /** `split`: the two rosters at the left and right edges, leaving the middle of the frame free. */
  readonly split: boolean;
}

/** Reads the rosters options from the query parameters (or a GFX item's parameters). */
export function parseRostersOptions(params: URLSearchParams): RostersOptions {
  return {
    roles: readFlagOption(params, true, 'roles', 'role'),
    sort: readFlagOption(params, false, 'sort'),
    staff: readFlagOption(params, false, 'staff'),
    badges: readFlagOption(params, false, 'badges', 'badge'),
    split: readFlagOption(params, false, 'split'),
  };
}
