// Who may assign a role: a role is an administrator's to give or take when its assignable-by
// list names one of their roles; a provisioning client's when it was registered with the role.
// Predicate for the editor, SQL form for the bulk import's checks.
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/sql.js';
import type { Administrator } from './administrator.js';

type Assigner = Pick<Administrator, 'roleNames' | 'assignableRoles'>;

export function canAssign(
  admin: Assigner,
  role: { name: string; assignable_by: readonly string[] },
): boolean {
  if (admin.assignableRoles) return admin.assignableRoles.has(role.name);
  return role.assignable_by.some((r) => admin.roleNames.includes(r));
}

/** The same over a security_role row's columns. */
export function canAssignSql(admin: Assigner, role: { name: SQL; assignableBy: SQL }): SQL {
  if (admin.assignableRoles)
    return sql`(${role.name} = ANY(${textArray([...admin.assignableRoles])}))`;
  return sql`(${role.assignableBy} && ${textArray(admin.roleNames)})`;
}
