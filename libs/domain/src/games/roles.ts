/** Roles of the public-site spec §3 ('Damage/DPS' is one role with two accepted names). */
export const ROLES = [
  'Tank',
  'Damage',
  'DPS',
  'Support',
  'Flex',
  'Duelist',
  'Vanguard',
  'Strategist',
  'Staff',
  'Captain',
  'Manager',
  'Coach',
] as const;

/** A role of the public-site spec §3. */
export type Role = (typeof ROLES)[number];

/** Crew roles (public-site §1, broadcast §1). */
export const CREW_ROLES = [
  'Caster',
  'Desk Host',
  'Host',
  'Analyst',
  'Interviewer',
  'Director',
  'Producer',
  'Observer Director',
  'Replay Producer',
  'Observer',
  'Lobby Admin',
  'Stream Admin',
  'Moderator',
] as const;

/** A crew role. */
export type CrewRole = (typeof CREW_ROLES)[number];

/** Staff roles assignable to a match (broadcast §6; set-player-relationships in RULES.md (a)). */
export const MATCH_STAFF_ROLES = [
  'Caster',
  'Producer',
  'Observer',
  'Observer Director',
  'Replay Producer',
  'Lobby Admin',
] as const;

/** A staff role assignable to a match. */
export type MatchStaffRole = (typeof MATCH_STAFF_ROLES)[number];
