/** A player relationship as the link plan reads it (RULES (a) set-player-relationships). */
export interface RelationshipLink {
  readonly id: string;
  readonly player: readonly string[];
  /** The role (Caster, Producer, …). */
  readonly singular_name: string | null;
}

export interface PlanRelationshipLinksInput {
  /** Role → player ids, for the submitted roles only (a role left out stays as it is). */
  readonly submitted: Readonly<Partial<Record<string, readonly string[]>>>;
  /** The match's player_relationships as stored (ids, in order). */
  readonly current: readonly string[];
  /**
   * The relationship records the plan may use: at least those of `current`, and every relationship a submitted
   * player holds in a submitted role (any match). The first one of a player and role wins, so pass them sorted.
   */
  readonly known: readonly RelationshipLink[];
  /** Makes the id of a relationship that has to be created (the caller's id generator). */
  readonly createId: () => string;
}

/** One relationship of a submitted role, as it is linked to the match after the change. */
export interface AssignedRelationship {
  readonly id: string;
  readonly player: string;
  readonly role: string;
}

export interface RelationshipLinkPlan {
  /** The match's new player_relationships: the kept ones in their order, then the newly linked ones. */
  readonly playerRelationships: string[];
  /** Relationships newly linked to the match (existing ones and created ones): the answer's data.added. */
  readonly added: string[];
  /** Relationships that were linked to the match and no longer are. */
  readonly removed: string[];
  /** Relationships to create (one per player and role), already counted in `added`. */
  readonly created: AssignedRelationship[];
  /** Every relationship of a submitted role linked after the change, in submitted order. */
  readonly assigned: AssignedRelationship[];
  /** The match's new casters (the Caster list) when Caster was submitted, else null (unchanged). */
  readonly casters: string[] | null;
}

/**
 * The link plan of RULES (a) set-player-relationships: one relationship per player and role, linked to the match.
 * For each submitted role the match ends up with exactly the submitted players: a relationship of that role whose
 * player is not listed is unlinked, a listed player keeps the relationship already linked, else their existing
 * relationship of that role is linked, else one is created. Roles not submitted stay as they were. Only the
 * relationships newly linked count as added. Never mutates its input.
 */
export function planRelationshipLinks(input: PlanRelationshipLinksInput): RelationshipLinkPlan {
  const byId = new Map(input.known.map((r) => [r.id, r]));
  const currentSet = new Set(input.current);
  const submittedRoles = Object.keys(input.submitted).filter(
    (role) => input.submitted[role] !== undefined,
  );
  const roleSet = new Set(submittedRoles);
  const removed: string[] = [];
  const added: string[] = [];
  const created: AssignedRelationship[] = [];
  const assigned: AssignedRelationship[] = [];

  for (const id of input.current) {
    const record = byId.get(id);
    if (!record?.singular_name || !roleSet.has(record.singular_name)) continue;
    const wanted = input.submitted[record.singular_name] ?? [];
    if (!record.player.some((p) => wanted.includes(p))) removed.push(id);
  }
  const removedSet = new Set(removed);
  const taken = new Set<string>();

  for (const role of submittedRoles) {
    const players = [...new Set(input.submitted[role] ?? [])];
    for (const player of players) {
      const holds = (r: RelationshipLink) =>
        r.singular_name === role && r.player.includes(player) && !taken.has(r.id);
      const linked = input.current
        .map((id) => byId.get(id))
        .find((r): r is RelationshipLink => !!r && !removedSet.has(r.id) && holds(r));
      if (linked) {
        taken.add(linked.id);
        assigned.push({ id: linked.id, player, role });
        continue;
      }
      const existing = input.known.find((r) => !currentSet.has(r.id) && holds(r));
      const id = existing ? existing.id : input.createId();
      if (!existing) created.push({ id, player, role });
      taken.add(id);
      added.push(id);
      assigned.push({ id, player, role });
    }
  }

  const caster = input.submitted['Caster'];
  return {
    playerRelationships: [...input.current.filter((id) => !removedSet.has(id)), ...added],
    added,
    removed,
    created,
    assigned,
    casters: caster === undefined ? null : [...new Set(caster)],
  };
}
