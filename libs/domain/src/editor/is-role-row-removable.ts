import { getDefaultRoleRows } from './get-default-role-rows.js';

/**
 * Spec broadcast §5: role rows never go below one and only extra rows (0-based index at or past the role default)
 * have a removal button.
 */
export function isRoleRowRemovable(role: string, rowIndex: number): boolean {
  return rowIndex >= Math.max(getDefaultRoleRows(role), 1);
}
