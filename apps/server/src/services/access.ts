// What a signed-in user may do: brands, regions, workspaces, features and required actions (spec section 3).
import { sql } from 'drizzle-orm';
import { derivedFeatures, type UserAccessData } from '@portal/shared';
import { one, type Executor } from '../db/client.js';
import { jsonValue } from '../db/sql.js';
import type { identity, SqlRow } from '../db/schema.js';

export interface Principal {
  identityId: number;
  subject: string;
  email: string;
  userType: 'INTERNAL' | 'EXTERNAL';
  employeeNumber: string | null;
  directoryGroups: string[];
  features: Set<string>;
  access: UserAccessData;
  /** When the user's sessions were last revoked (epoch ms); older access tokens are refused. */
  sessionsRevokedAtMs: number | null;
}

/** The columns of the portal_principal function (migration 0007). */
type PrincipalRow = Pick<
  SqlRow<typeof identity.$inferSelect>,
  | 'id'
  | 'subject'
  | 'email'
  | 'status'
  | 'user_type'
  | 'employee_number'
  | 'directory_groups'
  | 'required_actions'
> & {
  brands: { id: number; name: string; status: 'ACTIVE' | 'INACTIVE' }[] | string;
  regions: { code: string; name: string }[] | string;
  role_features: string[];
  /** bigint: a string from node-postgres. */
  sessions_revoked_ms: number | string | null;
};

/** Loads the principal for a token subject in one query; undefined for unknown or inactive users. */
export async function loadPrincipal(
  ex: Executor,
  subject: string,
  idpKind: string,
): Promise<Principal | undefined> {
  // portal_principal (migrations 0007, 0008) keeps its query plan per connection.
  const row = await one<PrincipalRow>(ex, sql`SELECT * FROM portal_principal(${subject})`);
  if (!row || row.status !== 'ACTIVE') return undefined;
  const features = [
    ...row.role_features,
    ...derivedFeatures(row.employee_number, row.directory_groups, idpKind),
  ];
  const brands = jsonValue(row.brands);
  return {
    identityId: row.id,
    subject: row.subject,
    email: row.email,
    userType: row.user_type,
    employeeNumber: row.employee_number,
    directoryGroups: row.directory_groups,
    features: new Set(features),
    sessionsRevokedAtMs: row.sessions_revoked_ms === null ? null : Number(row.sessions_revoked_ms),
    access: {
      brands,
      regions: jsonValue(row.regions),
      workspaces: [row.user_type === 'INTERNAL' ? 'employee' : 'dealer'],
      features,
      requiredActions: row.required_actions,
    },
  };
}
