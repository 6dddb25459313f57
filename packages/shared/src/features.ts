// Feature strings and the one feature check shared by the API route guard and the web app.

export const FEATURES = {
  announcementsRead: 'admin:announcements:read',
  announcementsWrite: 'admin:announcements:write',
  usersRead: 'admin:users:read',
  usersEdit: 'admin:users:edit',
  usersWrite: 'admin:users:write',
  applicationsRead: 'admin:applications:read',
  applicationsWrite: 'admin:applications:write',
  securityRolesRead: 'admin:securityRoles:read',
  securityRolesWrite: 'admin:securityRoles:write',
  permissionSetsRead: 'admin:permissionSets:read',
  permissionSetsWrite: 'admin:permissionSets:write',
  auditUsersRead: 'audit:users:read',
  auditOrgsRead: 'audit:orgs:read',
  bulkImportWrite: 'admin:identityBulkImport:write',
  integrationStatusRead: 'admin:integrationStatus:read',
  /** Not in the spec's list (issue 13): manage webhooks, force a resync, retry a failed event. */
  integrationsWrite: 'admin:integrations:write',
  /** Not in the spec's list (issue 27): register and revoke SCIM provisioning clients. */
  provisioningWrite: 'admin:provisioning:write',
  documentsView: 'documents:view',
  documentsWrite: 'admin:documents:write',
  serialNumberPresent: 'serialNumber:present',
  dev: 'feature:dev',
} as const;

export type KnownFeature = (typeof FEATURES)[keyof typeof FEATURES];

/** Every feature a role may grant (the derived ones come from the user record instead). */
export const GRANTABLE_FEATURES: readonly string[] = Object.values(FEATURES).filter(
  (f) => f !== FEATURES.serialNumberPresent,
);

export type FeatureMode = 'all' | 'any';

export interface FeatureCheck {
  /** One feature name or several; an empty list passes. */
  features?: string | readonly string[];
  mode?: FeatureMode;
  /** Blocks when the user holds any of these. */
  deny?: readonly string[];
}

/** True when `held` satisfies the check: all (default) or any of the names, and none denied. */
export function hasFeatures(held: Iterable<string>, check: FeatureCheck = {}): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  const { features = [], mode = 'all', deny = [] } = check;
  if (deny.some((f) => set.has(f))) return false;
  const names = typeof features === 'string' ? [features] : features;
  if (names.length === 0) return true;
  return mode === 'any' ? names.some((f) => set.has(f)) : names.every((f) => set.has(f));
}

/** The write features whose holder counts as an administrator (spec section 6). */
export const ANY_ADMIN_FEATURES: readonly string[] = [
  FEATURES.announcementsWrite,
  FEATURES.usersWrite,
  FEATURES.applicationsWrite,
  FEATURES.securityRolesWrite,
  FEATURES.permissionSetsWrite,
];

export function isAnyAdmin(held: Iterable<string>): boolean {
  return hasFeatures(held, { features: ANY_ADMIN_FEATURES, mode: 'any' });
}

/**
 * Features that come from the user record rather than from roles: `serialNumber:present`
 * when the user has an employee number, and `<idp kind>:{group}` per directory group.
 */
export function derivedFeatures(
  employeeNumber: string | null | undefined,
  directoryGroups: readonly string[],
  idpKind: string,
): string[] {
  const out: string[] = [];
  if (employeeNumber && employeeNumber.trim() !== '') out.push(FEATURES.serialNumberPresent);
  for (const group of directoryGroups) out.push(`${idpKind}:${group}`);
  return out;
}
