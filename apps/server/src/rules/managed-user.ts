// Which users an administrator manages: users of a type they manage (external administrators
// manage external users only; no feature widens this) with an included location in their scope.
// Anyone else is answered like an unknown user. Predicates for the editor, SQL forms for the import.
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../db/sql.js';
import type { Administrator } from './administrator.js';

type Admin = Pick<Administrator, 'userType' | 'scope'>;

export function managesUserType(admin: Pick<Admin, 'userType'>, userType: string): boolean {
  return admin.userType === 'INTERNAL' || userType === 'EXTERNAL';
}

/** The same over a user type expression. */
export const managesUserTypeSql = (admin: Pick<Admin, 'userType'>, userType: SQL): SQL =>
  sql`(${admin.userType}::text = 'INTERNAL' OR ${userType} = 'EXTERNAL')`;

/** A user's type and included locations (identity.included_org_ids). */
interface ManagedUser {
  userType: string;
  includedOrgIds: readonly number[];
}

export function managesUser(admin: Admin, user: ManagedUser): boolean {
  return (
    managesUserType(admin, user.userType) &&
    user.includedOrgIds.some((o) => admin.scope.includes(o))
  );
}

/** The same over a user's columns (`&&` on included_org_ids uses its GIN index). */
export const managesUserSql = (admin: Admin, user: { userType: SQL; includedOrgIds: SQL }): SQL =>
  sql`(${managesUserTypeSql(admin, user.userType)}
    AND ${user.includedOrgIds} && ${intArray(admin.scope)})`;
