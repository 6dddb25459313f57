// Who may call each /v2 route (spec sections 2 and 6): one table, read by the server's route guard.
import { FEATURES as F, type FeatureCheck } from './features.js';

/**
 * A route's access: public on purpose, or the features a caller needs (an empty list: any
 * signed-in user). `delegatedScope` marks routes whose services further limit the answer to the
 * users at the administrator's own locations (spec section 6).
 */
export type RouteAccess =
  { public: true } | (FeatureCheck & { public?: false; delegatedScope?: boolean });

/** `'METHOD /v2/path'` with Fastify's `:param` syntax; HEAD follows GET. */
export type PolicyKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /v2${string}`;

const signedIn: RouteAccess = { features: [] };

/** Reading a catalogue takes its read or write feature (spec section 2: "write or read (any)"). */
const catalogueRead = (write: string, read: string): RouteAccess => ({
  features: [write, read],
  mode: 'any',
});
const catalogueWrite = (write: string): RouteAccess => ({ features: [write], mode: 'all' });

/** The five routes every catalogue has: list, one, create, update, delete. */
function catalogue(path: string, write: string, read: string) {
  return {
    [`GET /v2/${path}`]: catalogueRead(write, read),
    [`GET /v2/${path}/:id`]: catalogueRead(write, read),
    [`POST /v2/${path}`]: catalogueWrite(write),
    [`PUT /v2/${path}/:id`]: catalogueWrite(write),
    [`DELETE /v2/${path}/:id`]: catalogueWrite(write),
  } as Record<PolicyKey, RouteAccess>;
}

const usersRead: RouteAccess = {
  features: [F.usersWrite, F.usersEdit, F.usersRead],
  mode: 'any',
  delegatedScope: true,
};
const usersEdit: RouteAccess = {
  features: [F.usersWrite, F.usersEdit],
  mode: 'any',
  delegatedScope: true,
};
const usersWrite: RouteAccess = { features: [F.usersWrite], delegatedScope: true };
const usersCopy: RouteAccess = {
  features: [F.usersWrite, F.dev],
  mode: 'all',
  delegatedScope: true,
};
// Records (issue 13). The audit reads are delegated: an auditor without the users' or
// organisations' all-locations features sees only entries of their own locations (the service
// applies it). Resync and retry send data downstream, so they also take admin:integrations:write.
const auditUsers: RouteAccess = { features: [F.auditUsersRead], delegatedScope: true };
const auditOrgs: RouteAccess = { features: [F.auditOrgsRead], delegatedScope: true };
const integrationRead: RouteAccess = { features: [F.integrationStatusRead] };
const integrationsWrite: RouteAccess = { features: [F.integrationsWrite] };
const webhooksRead: RouteAccess = {
  features: [F.integrationsWrite, F.integrationStatusRead],
  mode: 'any',
};

// Bulk import (issue 14): the services apply the importer's delegated scope to every row.
const bulkImport: RouteAccess = { features: [F.bulkImportWrite], delegatedScope: true };

const documentsRead: RouteAccess = { features: [F.documentsView, F.documentsWrite], mode: 'any' };
const documentsWrite: RouteAccess = { features: [F.documentsWrite] };

export const API_POLICY: Readonly<Record<PolicyKey, RouteAccess>> = {
  'GET /v2/openapi.json': { public: true },

  // The signed-in user's own data and experience.
  'GET /v2/user': signedIn,
  'PATCH /v2/user': signedIn,
  'GET /v2/user/ui-access-data': signedIn,
  'GET /v2/user/applications': signedIn,
  'GET /v2/user/favourites': signedIn,
  'PUT /v2/user/favourites/:id': signedIn,
  'DELETE /v2/user/favourites/:id': signedIn,
  'GET /v2/user/notifications': signedIn,
  'PUT /v2/user/notifications/:id/read': signedIn,
  'DELETE /v2/user/notifications/:id/read': signedIn,
  'GET /v2/user/preferences': signedIn,
  'GET /v2/user/migrate/security-questions': signedIn,
  'POST /v2/user/migrate/ldap': signedIn,
  'GET /v2/emails/definitions': signedIn,
  'GET /v2/support/administrators': { features: [F.serialNumberPresent] },

  'GET /v2/documents': documentsRead,
  'GET /v2/documents/:id/content': documentsRead,
  'POST /v2/documents': documentsWrite,
  'PATCH /v2/documents/:id': documentsWrite,
  'DELETE /v2/documents/:id': documentsWrite,

  // User administration, limited to the administrator's locations.
  'GET /v2/admin/users': usersRead,
  'GET /v2/admin/users/export': usersRead,
  'GET /v2/admin/users/options': usersRead,
  'GET /v2/admin/users/:id': usersRead,
  'GET /v2/admin/users/:id/history': usersRead,
  'POST /v2/admin/users': usersWrite,
  'PUT /v2/admin/users/:id': usersEdit,
  'POST /v2/admin/users/:id/deactivate': usersWrite,
  'POST /v2/admin/users/:id/reactivate': usersWrite,
  'DELETE /v2/admin/users/:id': usersWrite,
  'POST /v2/admin/users/:id/verification-email': usersEdit,
  'POST /v2/admin/users/copy': usersCopy,
  'GET /v2/admin/imports/:context/templates/:format': bulkImport,
  'POST /v2/admin/imports/:context/runs': bulkImport,
  'GET /v2/admin/imports/:context/runs': bulkImport,
  'GET /v2/admin/imports/:context/runs/:id': bulkImport,
  'GET /v2/admin/imports/:context/runs/:id/errors': bulkImport,
  'GET /v2/admin/imports/:context/runs/:id/report': bulkImport,
  'POST /v2/admin/imports/:context/runs/:id/apply': bulkImport,
  'POST /v2/admin/users/copy-role': usersCopy,
  'GET /v2/admin/users/outbox': { features: [F.dev] },
  'PUT /v2/admin/users/:id/required-actions': usersWrite,
  'POST /v2/admin/users/:id/second-factors/reset': usersWrite,

  // Compliance reviews (spec section 7), limited to the administrator's locations.
  'GET /v2/admin/attestation-review/users': usersWrite,
  'PUT /v2/admin/attestation-review/deactivate': usersWrite,
  'PUT /v2/admin/attestation-review/update': usersWrite,
  'GET /v2/admin/directory-data/:context': usersRead,
  'GET /v2/admin/directory-data/:context/locations': usersRead,
  'POST /v2/admin/directory-data/:context/selections': usersEdit,
  'GET /v2/admin/directory-data/:context/identities-search': usersEdit,
  // One path per context (not `:context`): a parameter there would make the path ambiguous with
  // `:context/selections` in the OpenAPI document.
  'PUT /v2/admin/directory-data/last-review-date/SINGULAR_ROLES': usersEdit,
  'PUT /v2/admin/directory-data/last-review-date/DEALER_LOCATION': usersEdit,

  // Records: edit history, force resync, webhooks, integration errors (issue 13).
  'GET /v2/admin/audit/users': auditUsers,
  'GET /v2/admin/audit/users/export': auditUsers,
  'POST /v2/admin/audit/users/:id/resync': {
    features: [F.auditUsersRead, F.integrationsWrite],
    delegatedScope: true,
  },
  // Changers of the entries the caller may read: users' entries, organisations' or both.
  'GET /v2/admin/audit/changers': {
    features: [F.auditUsersRead, F.auditOrgsRead],
    mode: 'any',
    delegatedScope: true,
  },
  'GET /v2/admin/audit/organizations': auditOrgs,
  'GET /v2/admin/audit/organizations/export': auditOrgs,
  'POST /v2/admin/audit/organizations/:id/resync': {
    features: [F.auditOrgsRead, F.integrationsWrite],
    delegatedScope: true,
  },
  'GET /v2/admin/webhooks': webhooksRead,
  'GET /v2/admin/webhooks/:id': webhooksRead,
  'POST /v2/admin/webhooks': integrationsWrite,
  'PUT /v2/admin/webhooks/:id': integrationsWrite,
  'DELETE /v2/admin/webhooks/:id': integrationsWrite,
  'GET /v2/admin/integration-events': integrationRead,
  'GET /v2/admin/integration-errors': integrationRead,
  'GET /v2/admin/integration-errors/export': integrationRead,
  'GET /v2/admin/integration-errors/:id': integrationRead,
  'POST /v2/admin/integration-errors/:id/retry': {
    features: [F.integrationStatusRead, F.integrationsWrite],
  },
  // SCIM provisioning clients (issue 27); the service limits them to the caller's own scope.
  'GET /v2/admin/provisioning-clients': { features: [F.provisioningWrite], delegatedScope: true },
  'POST /v2/admin/provisioning-clients': { features: [F.provisioningWrite], delegatedScope: true },
  'DELETE /v2/admin/provisioning-clients/:id': {
    features: [F.provisioningWrite],
    delegatedScope: true,
  },
  'POST /v2/admin/provisioning-clients/:id/oauth-client': {
    features: [F.provisioningWrite],
    delegatedScope: true,
  },
  /** External workers: a service token of the embedded provider, checked by the route itself. */
  'POST /v2/integration/errors': { public: true },

  // Catalogue administration.
  ...catalogue('announcements', F.announcementsWrite, F.announcementsRead),
  'GET /v2/announcements/definitions': catalogueRead(F.announcementsWrite, F.announcementsRead),
  'GET /v2/announcements/collection/:ids': catalogueRead(F.announcementsWrite, F.announcementsRead),
  ...catalogue('applications', F.applicationsWrite, F.applicationsRead),
  'PUT /v2/applications/:id/icon': catalogueWrite(F.applicationsWrite),
  'DELETE /v2/applications/:id/icon': catalogueWrite(F.applicationsWrite),
  // Home's tiles load icons as plain images (no bearer token): public on purpose, like a logo.
  'GET /v2/application-icons/:id/:version': { public: true },
  ...catalogue('permission-sets', F.permissionSetsWrite, F.permissionSetsRead),
  ...catalogue('security-roles', F.securityRolesWrite, F.securityRolesRead),
  /** The editors' shared choices: any catalogue feature. */
  'GET /v2/catalog/choices': {
    features: [
      F.announcementsWrite,
      F.applicationsWrite,
      F.permissionSetsWrite,
      F.securityRolesWrite,
      F.announcementsRead,
      F.applicationsRead,
      F.permissionSetsRead,
      F.securityRolesRead,
    ],
    mode: 'any',
  },
};

/** The policy of a route by method and URL (HEAD answers as GET); undefined when it has none. */
export function routePolicy(method: string, url: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(API_POLICY, key) ? API_POLICY[key as PolicyKey] : undefined;
}
