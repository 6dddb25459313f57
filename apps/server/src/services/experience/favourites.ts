// Favourite applications of the signed-in user, kept on the server so they follow the person from
// device to device; only applications the user may open can be pinned or are answered.
import type { UserFavourites } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import * as repo from '../../repositories/experience/favourites-repository.js';
import type { Principal } from '../../auth/principal.js';
import { reachOf } from './user-scope.js';

export async function listFavourites(ex: Executor, p: Principal): Promise<UserFavourites> {
  return { applicationIds: await repo.favouriteIds(ex, reachOf(p)) };
}

/** Pins (or unpins) an application; 404 when the user may not open it (or it does not exist). */
export async function setFavourite(
  ex: Executor,
  p: Principal,
  applicationId: number,
  favourite: boolean,
): Promise<UserFavourites> {
  if (favourite) {
    if (!(await repo.mayOpen(ex, reachOf(p), applicationId)))
      throw new HttpError(404, 'The application does not exist or is not yours to open.');
    await repo.pin(ex, p.identityId, applicationId);
  } else await repo.unpin(ex, p.identityId, applicationId);
  return listFavourites(ex, p);
}
