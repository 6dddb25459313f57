// The audit entries of imported rows: one per field created or changed, one per list added to.
import type { Change } from '../../repositories/audit-repository.js';
import type { StagedFacts } from '../../repositories/imports/identity-apply.js';
import type { OrganizationBefore } from '../../repositories/imports/organization-apply.js';

const USER_FIELDS: [string, keyof NonNullable<StagedFacts['before']> | null][] = [
  ['email', null],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['userType', 'user_type'],
  ['accountType', 'account_type'],
  ['preferredLanguage', 'preferred_language'],
  ['jobTitle', 'job_title'],
  ['mobilePhone', 'mobile_phone'],
];
const LIST_FIELDS: Record<string, string> = {
  location: 'locations',
  role: 'roles',
  permissionSet: 'permissionSets',
  application: 'applications',
};

const orNull = (v: string | null | undefined) => (v == null || v === '' ? null : v);

/** A created or updated user's changes; new users also get VERIFICATION_SENT. */
export function identityChanges(f: StagedFacts): Change[] {
  const operation = f.action === 'create' ? 'CREATE' : 'UPDATE';
  const out: Change[] = [];
  for (const [field, column] of USER_FIELDS) {
    if (!(field in f.data)) continue;
    const oldValue = f.before && column ? orNull(String(f.before[column] ?? '')) : null;
    const newValue = orNull(f.data[field]);
    if (f.action === 'update' && field === 'email') continue;
    if (oldValue !== newValue) out.push({ operation, field, oldValue, newValue });
  }
  for (const [kind, values] of Object.entries(f.added ?? {}))
    out.push({
      operation,
      field: LIST_FIELDS[kind] ?? kind,
      oldValue: null,
      newValue: values.join(', '),
    });
  if (f.action === 'create')
    out.push({
      operation: 'VERIFICATION_SENT',
      field: 'email',
      oldValue: null,
      newValue: f.data.email ?? null,
    });
  return out;
}

const ORG_FIELDS = [
  'code',
  'name',
  'brand',
  'region',
  'status',
  'address',
  'city',
  'country',
  'parent',
] as const;

/** A created or updated location's changes. */
export function organizationChanges(
  code: string,
  data: Record<string, string>,
  before: OrganizationBefore | undefined,
): Change[] {
  const operation = before ? 'UPDATE' : 'CREATE';
  const now: Record<string, string> = { ...data, code };
  const out: Change[] = [];
  for (const field of ORG_FIELDS) {
    if (!(field in now) || (before && field === 'code')) continue;
    const oldValue = before ? orNull(before[field as keyof OrganizationBefore] as string) : null;
    const newValue = orNull(now[field]);
    if (oldValue !== newValue) out.push({ operation, field, oldValue, newValue });
  }
  return out;
}
