/** Spec broadcast §9: default role rows in Broadcast Roles (others 1). */
export const DEFAULT_ROLE_ROWS: Readonly<Record<string, number>> = {
  Observer: 4,
  Caster: 2,
};
