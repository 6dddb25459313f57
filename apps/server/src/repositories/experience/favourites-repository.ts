// SQL of a user's favourite applications: the ones they still may open, pinning and unpinning.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { application, identityFavouriteApplication as fav } from '../../db/schema/index.js';
import { addOnce, anyRow, removeWhere } from '../row-writes.js';
import { applicationVisibleTo, type Reach } from './reach.js';

// The alias `a` is the one applicationVisibleTo's condition names.
const a = alias(application, 'a');

/** Ids of the user's favourites they may still open, oldest pin first. */
export async function favouriteIds(ex: Executor, reach: Reach): Promise<number[]> {
  const rows = await ex
    .select({ id: fav.applicationId })
    .from(fav)
    .innerJoin(a, eq(a.id, fav.applicationId))
    .where(and(eq(fav.identityId, reach.identityId), applicationVisibleTo(reach)))
    .orderBy(fav.createdAt, fav.applicationId);
  return rows.map((r) => r.id);
}

/** True when the user may open the application (only those can be pinned). */
export async function mayOpen(ex: Executor, reach: Reach, id: number): Promise<boolean> {
  return anyRow(
    ex
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, id), applicationVisibleTo(reach))),
  );
}

export async function pin(ex: Executor, identityId: number, applicationId: number) {
  await addOnce(ex, fav, { identityId, applicationId });
}

export async function unpin(ex: Executor, identityId: number, applicationId: number) {
  await removeWhere(ex, fav, [fav.identityId, identityId], [fav.applicationId, applicationId]);
}
