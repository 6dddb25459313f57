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
}

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Loads the principal for a token subject in one query; undefined for unknown or inactive users. */
export async function loadPrincipal(
  ex: Executor,
  subject: string,
  idpKind: string,
): Promise<Principal | undefined> {
  const row = await one<PrincipalRow>(
    ex,
    sql`SELECT i.id, i.subject, i.email, i.status, i.user_type, i.employee_number, i.directory_groups, i.required_actions,
      COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'status', b.status) ORDER BY b.id)
        FROM identity_brand ib JOIN brand b ON b.id = ib.brand_id
        WHERE ib.identity_id = i.id AND b.status = 'ACTIVE'), '[]'::json) AS brands,
      COALESCE((SELECT json_agg(json_build_object('code', r.code, 'name', r.name) ORDER BY r.code)
        FROM identity_region ir JOIN region r ON r.code = ir.region_code WHERE ir.identity_id = i.id), '[]'::json) AS regions,
      ARRAY(SELECT DISTINCT f FROM (
          SELECT unnest(sr.activities) AS f FROM identity_role x
            JOIN security_role sr ON sr.id = x.security_role_id WHERE x.identity_id = i.id
          UNION
          SELECT unnest(sr.activities) FROM identity_permission_set ips
            JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id
            JOIN security_role sr ON sr.id = psr.security_role_id WHERE ips.identity_id = i.id
        ) t ORDER BY f) AS role_features
    FROM identity i WHERE i.subject = ${subject}`,
  );
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
    access: {
      brands,
      regions: parse(row.regions),
      workspaces: [row.user_type === 'INTERNAL' ? 'employee' : 'dealer'],
      features,
      requiredActions: row.required_actions,
    },
  };
}
