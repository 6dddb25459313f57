// Turns a change of a user (columns and assignments) into audit entries, one per changed field.
import type { Change } from '../../repositories/records/audit-entries.js';
import type { Assignments, IdentityColumns } from '../../repositories/users/user-repository.js';
import type { Refs } from '../users/access-rules.js';

/** Audit field names of the identity columns. */
const FIELDS: [keyof IdentityColumns, string][] = [
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['email', 'email'],
  ['jobTitle', 'jobTitle'],
  ['mobilePhone', 'mobilePhone'],
  ['secondaryPhone', 'secondaryPhone'],
  ['fax', 'fax'],
  ['userType', 'userType'],
  ['accountType', 'accountType'],
  ['preferredLanguage', 'preferredLanguage'],
  ['employeeNumber', 'serialNumber'],
  ['emailPreferences', 'emailPreferences'],
  ['digitalPermissions', 'digitalPermissions'],
];

const text = (v: unknown): string | null => {
  if (v == null) return null;
  if (Array.isArray(v)) return v.length ? [...v].map(String).sort().join(', ') : null;
  return String(v);
};

/** Readable values of the assignments (codes and names rather than ids). */
function describe(a: Assignments, refs: Refs): Record<string, string | null> {
  const org = (id: number | null) => (id == null ? '' : (refs.orgs.get(id)?.code ?? `#${id}`));
  return {
    locations: text(
      a.locations.map(
        (l) =>
          `${org(l.organizationId)} (${l.mode.toLowerCase()}${l.preferred ? ', preferred' : ''})`,
      ),
    ),
    brands: text(a.brandIds),
    regions: text(a.regionCodes),
    roles: text(
      a.roles.map((r) => {
        const name = refs.roles.get(r.roleId)?.name ?? `#${r.roleId}`;
        return r.organizationId == null ? name : `${name} @ ${org(r.organizationId)}`;
      }),
    ),
    permissionSets: text(a.permissionSetIds.map((id) => refs.sets.get(id)?.name ?? `#${id}`)),
    applications: text(a.applicationIds.map((id) => refs.apps.get(id)?.display_name ?? `#${id}`)),
  };
}

export function diffUser(
  operation: 'CREATE' | 'UPDATE',
  refs: Refs,
  before: { columns: Partial<IdentityColumns>; assignments: Assignments } | null,
  after: { columns: IdentityColumns; assignments: Assignments },
): Change[] {
  const out: Change[] = [];
  const push = (field: string, oldValue: string | null, newValue: string | null) => {
    if (oldValue !== newValue) out.push({ operation, field, oldValue, newValue });
  };
  for (const [col, field] of FIELDS)
    push(field, text(before?.columns[col]), text(after.columns[col]));
  const old = before ? describe(before.assignments, refs) : {};
  const now = describe(after.assignments, refs);
  for (const [field, value] of Object.entries(now)) push(field, old[field] ?? null, value);
  return out;
}
