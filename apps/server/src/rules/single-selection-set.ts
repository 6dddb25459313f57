// Single-selection permission sets: such a set is never given whole (one of its roles is chosen
// instead), and a user is given at most one of its roles. Predicates for the editor, SQL forms
// for the bulk import.
import { sql, type SQL } from 'drizzle-orm';

interface PermissionSet {
  selection_mode: 'SINGLE' | 'MULTIPLE';
  role_ids: readonly number[];
}

/** Whether the set may be given whole. */
export function givenWholeAllowed(set: Pick<PermissionSet, 'selection_mode'>): boolean {
  return set.selection_mode !== 'SINGLE';
}

/** Whether the role assignments `roleIds` give at most one role of the set, if it is single. */
export function oneRoleOfSet(set: PermissionSet, roleIds: readonly number[]): boolean {
  if (set.selection_mode !== 'SINGLE') return true;
  return roleIds.filter((id) => set.role_ids.includes(id)).length <= 1;
}

/** The same as givenWholeAllowed over a set's selection mode. */
export const givenWholeAllowedSql = (selectionMode: SQL): SQL =>
  sql`(${selectionMode} <> 'SINGLE')`;

/**
 * The same as oneRoleOfSet, where `set.roleIds` is a query of the set's role ids and `roleIds`
 * one of the role assignments' role ids (one column each).
 */
export const oneRoleOfSetSql = (set: { selectionMode: SQL; roleIds: SQL }, roleIds: SQL): SQL =>
  sql`(${set.selectionMode} <> 'SINGLE' OR (SELECT count(*) FROM (${roleIds}) AS u(id)
    WHERE u.id IN (${set.roleIds})) <= 1)`;
