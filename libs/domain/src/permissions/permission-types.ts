/** What the permission rules need to know about the actor (RULES (0)). */
export interface PermissionActor {
  readonly player_id: string;
  readonly website_settings: readonly string[];
}

/** A player relationship as the rules read it (singular_name is the role; links to matches/events). */
export interface PermissionRelationship {
  readonly player: readonly string[];
  readonly permissions: readonly string[];
  readonly matches: readonly string[];
  readonly events: readonly string[];
}

export interface PermissionEvent {
  readonly id: string;
  readonly staff: readonly string[];
}

export interface PermissionTeam {
  readonly id: string;
  readonly players: readonly string[];
  readonly captains: readonly string[];
  readonly staff: readonly string[];
  readonly owners: readonly string[];
}

export interface PermissionMatch {
  readonly id: string;
  /** The match's event, or null when the match has no event. */
  readonly event: PermissionEvent | null;
  readonly teams: readonly PermissionTeam[];
}
