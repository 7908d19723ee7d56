import { getDefaultRoleRows } from './get-default-role-rows.js';

/**
 * Spec broadcast §4/§5: a role's row count is at least the selected count, the role default and 1. requestedRows is
 * the count the user has asked for with add/remove buttons (0 when untouched).
 */
export function getRoleRowCount(role: string, selectedCount: number, requestedRows = 0): number {
  return Math.max(requestedRows, selectedCount, getDefaultRoleRows(role), 1);
}
