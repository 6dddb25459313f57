// What a signed-in user may do: brands, regions, workspaces, features and required actions (spec section 3).
import { sql } from 'drizzle-orm';
import { derivedFeatures, type UserAccessData } from '@portal/shared';
import { one, type Executor } from '../db/client.js';

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

interface PrincipalRow {
  id: number;
  subject: string;
  email: string;
  status: string;
  user_type: 'INTERNAL' | 'EXTERNAL';
  employee_number: string | null;
  directory_groups: string[];
  required_actions: string[];
  brands: { id: number; name: string; status: 'ACTIVE' | 'INACTIVE' }[] | string;
  regions: { code: string; name: string }[] | string;
  role_features: string[];
  /** bigint: a string from node-postgres. */
  sessions_revoked_ms: number | string | null;
}

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

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
  const brands = parse(row.brands);
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
      regions: parse(row.regions),
      workspaces: [row.user_type === 'INTERNAL' ? 'employee' : 'dealer'],
      features,
      requiredActions: row.required_actions,
    },
  };
}
