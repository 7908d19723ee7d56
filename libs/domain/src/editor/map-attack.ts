/** Stored map_attack values (spec broadcast §3; null = none). */
export const MAP_ATTACK_VALUES = ['Left', 'Right', 'Both'] as const;

/** A map attack side, or null for none. */
export type MapAttack = (typeof MAP_ATTACK_VALUES)[number] | null;
