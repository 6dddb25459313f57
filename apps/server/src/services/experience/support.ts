// Help and support: the administrators of the user's dealer locations, with their contact details.
import type { SupportAdministrator } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { locationAdministrators } from '../../repositories/experience/support-repository.js';
import type { Principal } from '../../auth/principal.js';

const MAX_ADMINISTRATORS = 50;

/** Active administrators who manage users and share one of the user's locations (not the user). */
export async function listSupportAdministrators(
  ex: Executor,
  p: Principal,
): Promise<SupportAdministrator[]> {
  return locationAdministrators(ex, p.identityId, MAX_ADMINISTRATORS);
}
