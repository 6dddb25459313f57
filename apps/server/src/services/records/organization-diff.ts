// The audit entries of imported locations: one per field created or changed (the identities'
// are a query, see repositories/imports/identity-apply.ts).
import type { Change } from '../../repositories/records/audit-entries.js';
import type { OrganizationBefore } from '../../repositories/imports/organization-apply.js';

const orNull = (v: string | null | undefined) => (v == null || v === '' ? null : v);

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
