// What every catalogue route shares: who may read and write each catalogue, error answers, the caller.
import type { FastifyRequest } from 'fastify';
import { FEATURES as F } from '@portal/shared';
import { principalOf, type RouteAccess } from '../../../auth/guard.js';
import { errorResponses } from '../../../lib/http-errors.js';

export type Catalogue = 'announcements' | 'applications' | 'permissionSets' | 'securityRoles';

const WRITE: Record<Catalogue, string> = {
  announcements: F.announcementsWrite,
  applications: F.applicationsWrite,
  permissionSets: F.permissionSetsWrite,
  securityRoles: F.securityRolesWrite,
};
const READ: Record<Catalogue, string> = {
  announcements: F.announcementsRead,
  applications: F.applicationsRead,
  permissionSets: F.permissionSetsRead,
  securityRoles: F.securityRolesRead,
};

/** Reading takes the read or the write feature (spec section 2: "write or read (any)"). */
export const readAccess = (c: Catalogue): { access: RouteAccess } => ({
  access: { features: [WRITE[c], READ[c]], mode: 'any' },
});

export const writeAccess = (c: Catalogue): { access: RouteAccess } => ({
  access: { features: [WRITE[c]], mode: 'all' },
});

/** Any catalogue feature: the editors' shared choices. */
export const anyCatalogueAccess: { access: RouteAccess } = {
  access: { features: [...Object.values(WRITE), ...Object.values(READ)], mode: 'any' },
};

export const readErrors = errorResponses(400, 401, 403);
export const oneErrors = errorResponses(400, 401, 403, 404);
export const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** Who the audit names as the author of a change. */
export const changedBy = (req: FastifyRequest) => principalOf(req).email;
