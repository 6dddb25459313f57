// GET /v2/user: the signed-in user's profile in the shape of the API.
import type { UserProfile } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { findProfile } from '../../repositories/experience/profile-repository.js';
import type { Principal } from '../../auth/principal.js';
import { contactFields } from '../users/contact-fields.js';

export async function getProfile(ex: Executor, p: Principal): Promise<UserProfile> {
  const { user: r, orgId, orgName } = (await findProfile(ex, p.identityId))!;
  return {
    id: r.id,
    uid: r.subject,
    ...contactFields(r),
    status: r.status,
    employeeNumber: r.employeeNumber,
    directory_group: r.directoryGroups,
    preferredLanguage: r.preferredLanguage,
    organization: orgId == null ? null : { id: orgId, name: orgName ?? '' },
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  };
}
