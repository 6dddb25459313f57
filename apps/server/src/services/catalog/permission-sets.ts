// Rules of permission set administration: unique names, known roles, not deleted while held; audit.
import type { PermissionSet, PermissionSetInput } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';
import type { Database } from '../../db/client.js';
import * as repo from '../../repositories/catalog/permission-sets.js';
import { touchReferrers } from '../../repositories/catalog/references.js';
import { missingIds } from '../../repositories/catalog/entry-rows.js';
import { listText, type Snapshot } from '../records/catalog-diff.js';
import { duplicateName, unknownChoices } from './errors.js';
import type { ListQuery } from './list-query.js';
import { catalogReads } from './catalog-reads.js';
import { versionedWrites, type CatalogStore } from './versioned-writes.js';

const WHAT = 'permission set';

const reads = (db: Database) =>
  catalogReads(db, {
    what: WHAT,
    defaultSort: 'name',
    count: repo.countPermissionSets,
    list: repo.listPermissionSets,
    get: repo.getPermissionSet,
  });

export const listPermissionSets = (db: Database, q: ListQuery & { sort?: string | undefined }) =>
  reads(db).list(q);

export const getPermissionSet = (db: Database, id: number) => reads(db).get(id);

const snapshot = (p: PermissionSet): Snapshot => ({
  name: p.name,
  displayName: p.displayName,
  selectionMode: p.selectionMode,
  roles: listText(p.roles.map((r) => r.name)),
});

const store: CatalogStore<PermissionSetInput, PermissionSet> = {
  entity: 'permission_set',
  what: WHAT,
  lock: repo.lockPermissionSet,
  get: repo.getPermissionSet,
  insert: repo.insertPermissionSet,
  update: repo.updatePermissionSet,
  remove: repo.deletePermissionSet,
  snapshot,
  async check(tx, p, id) {
    const other = await repo.permissionSetIdByName(tx, p.name);
    if (other !== undefined && other !== id) throw duplicateName(WHAT, p.name);
    const roles = await missingIds(tx, 'security_role', p.roleIds);
    if (roles.length > 0) throw unknownChoices('security roles', roles);
  },
  async after(tx, before, after) {
    if (before && !after) await touchReferrers(tx, 'permission_set', before.id);
  },
  async checkRemove(tx, p) {
    const holders = await repo.permissionSetHolders(tx, p.id);
    if (holders > 0)
      throw new HttpError(
        409,
        `The permission set is still assigned to users (${holders}); remove it from them first.`,
        'catalog:errors.inUse',
      );
  },
};

const normalise = (p: PermissionSetInput): PermissionSetInput => ({
  ...p,
  roleIds: [...new Set(p.roleIds)],
});

export const createPermissionSet = (db: Database, input: PermissionSetInput, by: string) =>
  versionedWrites(db, store).create(normalise(input), by);

export const updatePermissionSet = (
  db: Database,
  id: number,
  input: PermissionSetInput & { version: number },
  by: string,
) => versionedWrites(db, store).update(id, normalise(input), input.version, by);

export const deletePermissionSet = (
  db: Database,
  id: number,
  version: number | undefined,
  by: string,
) => versionedWrites(db, store).remove(id, version, by);
