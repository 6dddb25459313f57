// Directory data (spec section 7): the locations an administrator manages with their directory
// items, saving a location's selections (all or nothing), the identity search for one location,
// and recording a finished review (which clears the review's required action).
import {
  DIRECTORY_REVIEW_ACTION,
  type DirectoryContext,
  type DirectoryIdentity,
  type DirectoryLocation,
  type DirectoryPage,
  type DirectoryPageQuery,
  type DirectorySelectionsBody,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext, type AdminContext } from '../users/admin-context.js';
import { listedUserType } from '../users/scope-rules.js';
import {
  emailsOf,
  countLocations,
  identitiesAtLocation,
  internalAmong,
  loadLocations,
  lockConfiguration,
  markReviewed,
  replaceSelections,
  searchAtLocation,
  selectionsOf,
  typesOf,
} from '../../repositories/compliance/directory-repository.js';
import { clearRequiredAction } from './required-actions-service.js';
import { recordOrganizationChanges } from '../records/record-changes.js';
import { complianceError } from './errors.js';
import { grantSingularRoles } from './singular-roles.js';

const externalOnly = (ctx: AdminContext) => listedUserType(ctx) === 'EXTERNAL';

export async function listDirectoryLocations(
  ex: Executor,
  p: Principal,
  context: DirectoryContext,
  brandIds: readonly number[],
): Promise<DirectoryLocation[]> {
  const ctx = await loadAdminContext(ex, p);
  return loadLocations(ex, { context, scope: ctx.scope, brandIds }, undefined, externalOnly(ctx));
}

/** One page of the locations for the manage-directory page, with the count of all matching. */
export async function pageDirectoryLocations(
  ex: Executor,
  p: Principal,
  context: DirectoryContext,
  q: DirectoryPageQuery,
): Promise<DirectoryPage> {
  const ctx = await loadAdminContext(ex, p);
  const filter = { text: q.text, attention: q.attention };
  const where = { context, scope: ctx.scope, brandIds: q.brandIds, filter };
  const [items, total] = await Promise.all([
    loadLocations(ex, where, q, externalOnly(ctx)),
    countLocations(ex, where),
  ]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/**
 * Saves the selections of one location: the configuration must be the context's at a location
 * in the scope (else 404), every type the context's (404), every identity an active user of that
 * location the administrator manages (422), and every required type assigned (400). Identity 0
 * means nobody. For SINGULAR_ROLES the selected holders get the roles (singular-roles.ts). Nothing
 * is saved unless all of it holds; the changes are audited.
 */
export async function saveDirectorySelections(
  db: Database,
  p: Principal,
  context: DirectoryContext,
  body: DirectorySelectionsBody,
): Promise<DirectoryLocation> {
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    if (!ctx.scope.includes(body.organizationId)) throw complianceError('locationNotFound');
    const config = await lockConfiguration(
      tx,
      body.directoryDataConfigurationId,
      body.organizationId,
      context,
    );
    if (!config) throw complianceError('locationNotFound');
    const types = await typesOf(tx, context);
    const next = new Map<number, number>();
    for (const s of body.selections) {
      if (!types.some((t) => t.id === s.directoryDataTypeId)) throw complianceError('typeNotFound');
      if (next.has(s.directoryDataTypeId)) throw complianceError('duplicateType');
      if (s.identityId !== 0) next.set(s.directoryDataTypeId, s.identityId);
    }
    const before = new Map(
      (await selectionsOf(tx, config.id)).map((s) => [s.directoryDataTypeId, s.identityId]),
    );
    let wanted = [...new Set(next.values())];
    if (externalOnly(ctx)) {
      // External administrators manage external users only: an entry an internal user holds
      // stays as it is (sent unchanged, it is kept), and nobody internal is chosen.
      const replaced = types
        .filter((t) => before.get(t.id) !== next.get(t.id))
        .map((t) => before.get(t.id))
        .filter((id): id is number => id !== undefined);
      if ((await internalAmong(tx, replaced)).length > 0) throw complianceError('internalHolder');
      const defined = (id: number | undefined): id is number => id !== undefined;
      const same = (t: { id: number }) => before.get(t.id) === next.get(t.id);
      const changedTo = types.filter((t) => !same(t)).map((t) => next.get(t.id));
      const unchanged = types
        .filter(same)
        .map((t) => next.get(t.id))
        .filter(defined);
      const keptInternal = new Set(await internalAmong(tx, unchanged));
      wanted = [
        ...new Set([
          ...changedTo.filter(defined),
          ...unchanged.filter((id) => !keptInternal.has(id)),
        ]),
      ];
    }
    const found = await identitiesAtLocation(tx, body.organizationId, wanted, externalOnly(ctx));
    if (found.length !== wanted.length) throw complianceError('userNotAtLocation');
    if (types.some((t) => t.required && !next.has(t.id))) throw complianceError('roleRequired');

    // The singular-roles review assigns the roles it selects (spec section 6).
    if (context === 'SINGULAR_ROLES')
      await grantSingularRoles(tx, ctx, body.organizationId, types, before, next);
    await replaceSelections(tx, config.id, next, ctx.by);
    // A location's directory is part of the organisation: its history and downstream event.
    const changed = types.filter((t) => before.get(t.id) !== next.get(t.id));
    const emails = await emailsOf(
      tx,
      [...changed.flatMap((t) => [before.get(t.id), next.get(t.id)])].filter(
        (id): id is number => id !== undefined,
      ),
    );
    const holder = (id: number | undefined) =>
      id === undefined ? null : (emails.get(id) ?? String(id));
    await recordOrganizationChanges(
      tx,
      body.organizationId,
      changed.map((t) => ({
        operation: 'UPDATE',
        field: `directory.${context}.${t.name}`,
        oldValue: holder(before.get(t.id)),
        newValue: holder(next.get(t.id)),
      })),
      ctx.by,
    );
    const [location] = await loadLocations(tx, {
      context,
      scope: ctx.scope,
      brandIds: [],
      filter: { orgIds: [body.organizationId] },
    });
    return location!;
  });
}

/** Active users of one managed location matching the text, for a type of the context. */
export async function searchDirectoryIdentities(
  ex: Executor,
  p: Principal,
  context: DirectoryContext,
  q: { orgId: number; directoryDataTypeId: number; text: string; limit: number },
): Promise<DirectoryIdentity[]> {
  const ctx = await loadAdminContext(ex, p);
  if (!ctx.scope.includes(q.orgId)) throw complianceError('locationNotFound');
  const types = await typesOf(ex, context);
  if (!types.some((t) => t.id === q.directoryDataTypeId)) throw complianceError('typeNotFound');
  return searchAtLocation(ex, q.orgId, q.text, q.limit, externalOnly(ctx));
}

/** Records the finished review of the context and clears its required action, audited. */
export async function recordDirectoryReview(
  db: Database,
  p: Principal,
  context: DirectoryContext,
): Promise<{ reviewedAt: string }> {
  return db.tx(async (tx) => {
    const at = await markReviewed(tx, p.identityId, context);
    await clearRequiredAction(tx, p.identityId, DIRECTORY_REVIEW_ACTION[context], p.email);
    return { reviewedAt: at.toISOString() };
  });
}
