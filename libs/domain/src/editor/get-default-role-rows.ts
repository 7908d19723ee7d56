import { DEFAULT_ROLE_ROWS } from './role-rows.js';

/** Spec broadcast §9: default role rows are Observer 4, Caster 2, any other role 1. */
export function getDefaultRoleRows(role: string): number {
  return DEFAULT_ROLE_ROWS[role] ?? 1;
}
