// Rules of security role administration: unique names, grantable activities only, known
// assignable-by roles, relations without cycles, renamed references kept; versions and audit.
import type { SecurityRole, SecurityRoleInput } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';
import type { Database, Executor } from '../../db/client.js';
import * as repo from '../../repositories/catalog/security-roles.js';
import { touchReferrers, touchSecurityRoles } from '../../repositories/catalog/references.js';
import { listText, recordChange, type Snapshot } from '../records/catalog-diff.js';
import { badRequest, duplicateName, unknownChoices } from './errors.js';
import type { ListQuery } from './list-query.js';
import { catalogReads } from './catalog-reads.js';
import { cycleThrough } from './role-graph.js';
import { versionedWrites, type CatalogStore } from './versioned-writes.js';

const WHAT = 'security role';

const reads = (db: Database) =>
  catalogReads(db, {
    what: WHAT,
    defaultSort: 'name',
    count: repo.countSecurityRoles,
    list: repo.listSecurityRoles,
    get: repo.getSecurityRole,
  });

export const listSecurityRoles = (db: Database, q: ListQuery & { sort?: string | undefined }) =>
  reads(db).list(q);

export const getSecurityRole = (db: Database, id: number) => reads(db).get(id);

const relationText = (list: SecurityRole['parents']) =>
  listText(list.map((r) => `${r.name} (${r.relationName})`));

const snapshot = (r: SecurityRole): Snapshot => ({
  name: r.name,
  displayName: r.displayName,
  activities: listText(r.activities),
  businessFunctions: listText(r.businessFunctions),
  expectations: r.expectations,
  assignableBy: listText(r.assignableBy),
  parents: relationText(r.parents),
  children: relationText(r.children),
  feedId: r.feedId,
  singular: String(r.singular),
  excludeFromCopyUser: String(r.excludeFromCopyUser),
  excludeFromFeeds: String(r.excludeFromFeeds),
});

async function check(tx: Executor, s: SecurityRoleInput, id: number | undefined): Promise<void> {
  const roles = await repo.allRoleNames(tx);
  const other = roles.find((r) => r.name.toLowerCase() === s.name.toLowerCase());
  if (other && other.id !== id) throw duplicateName(WHAT, s.name);
  const names = new Set([...roles.filter((r) => r.id !== id).map((r) => r.name), s.name]);
  const unknownNames = s.assignableBy.filter((n) => !names.has(n));
  if (unknownNames.length > 0) throw unknownChoices('security roles', unknownNames);
  const ids = new Set(roles.map((r) => r.id));
  const related = [...s.parents, ...s.children].map((r) => r.roleId);
  const unknownIds = related.filter((r) => !ids.has(r));
  if (unknownIds.length > 0) throw unknownChoices('security roles', unknownIds);

  const self = id ?? 0;
  const edges = [
    ...(await repo.relationsApartFrom(tx, id)),
    ...s.parents.map((p) => ({ parent: p.roleId, child: self })),
    ...s.children.map((c) => ({ parent: self, child: c.roleId })),
  ];
  const cycle = cycleThrough(edges, self);
  if (cycle) {
    const nameOf = (n: number) =>
      n === self ? s.name : (roles.find((r) => r.id === n)?.name ?? String(n));
    throw badRequest(
      `These relations would make a cycle: ${cycle.map(nameOf).join(' → ')}.`,
      'relationCycle',
    );
  }
}

/** Other roles keep this role's name in their assignable-by lists: follow a rename, drop on deletion. */
async function followName(
  tx: Executor,
  before: SecurityRole | undefined,
  after: SecurityRole | undefined,
  by: string,
) {
  if (!before || before.name === after?.name) return;
  const next = after?.name ?? null;
  const others = await repo.rolesAssignableBy(tx, before.name, before.id);
  if (others.length === 0) return;
  await repo.replaceAssignableBy(
    tx,
    others.map((o) => o.id),
    before.name,
    next,
    by,
  );
  for (const o of others) {
    const list = o.assignableBy.flatMap((n) => (n !== before.name ? [n] : next ? [next] : []));
    await recordChange(tx, {
      entityType: 'security_role',
      entityId: o.id,
      before: { assignableBy: listText(o.assignableBy) },
      after: { assignableBy: listText(list) },
      changedBy: by,
    });
  }
}

/** Roles on the other end of a relation that was added, removed or renamed get a new version. */
async function touchRelated(
  tx: Executor,
  before: SecurityRole | undefined,
  after: SecurityRole | undefined,
) {
  const keys = (r: SecurityRole | undefined) =>
    new Set([
      ...(r?.parents ?? []).map((p) => `${p.id}:p:${p.relationName}`),
      ...(r?.children ?? []).map((c) => `${c.id}:c:${c.relationName}`),
    ]);
  const was = keys(before);
  const is = keys(after);
  const changed = [...was, ...is].filter((k) => was.has(k) !== is.has(k));
  const self = (before ?? after)!.id;
  const ids = [...new Set(changed.map((k) => Number(k.split(':')[0])))].filter((id) => id !== self);
  await touchSecurityRoles(tx, ids);
}

const store: CatalogStore<SecurityRoleInput, SecurityRole> = {
  entity: 'security_role',
  what: WHAT,
  lock: repo.lockSecurityRole,
  get: repo.getSecurityRole,
  insert: repo.insertSecurityRole,
  update: repo.updateSecurityRole,
  remove: repo.deleteSecurityRole,
  snapshot,
  check: (tx, s, id) => check(tx, s, id),
  async checkRemove(tx, r) {
    const holders = await repo.directHolders(tx, r.id);
    if (holders > 0)
      throw new HttpError(
        409,
        `The security role is still assigned to users (${holders}); remove it from them first.`,
        'catalog:errors.inUse',
      );
  },
  async after(tx, before, after, by) {
    await followName(tx, before, after, by);
    await touchRelated(tx, before, after);
    if (!after && before) await touchReferrers(tx, 'security_role', before.id);
  },
};

/** Lists without repeats; one relation per related role. */
function normalise(s: SecurityRoleInput): SecurityRoleInput {
  const unique = <T>(list: T[]) => [...new Set(list)];
  const byRole = (list: SecurityRoleInput['parents']) => [
    ...new Map(list.map((r) => [r.roleId, r])).values(),
  ];
  return {
    ...s,
    activities: unique(s.activities),
    businessFunctions: unique(s.businessFunctions),
    assignableBy: unique(s.assignableBy),
    parents: byRole(s.parents),
    children: byRole(s.children),
    feedId: s.feedId?.trim() ? s.feedId.trim() : null,
  };
}

export const createSecurityRole = (db: Database, input: SecurityRoleInput, by: string) =>
  versionedWrites(db, store).create(normalise(input), by);

export const updateSecurityRole = (
  db: Database,
  id: number,
  input: SecurityRoleInput & { version: number },
  by: string,
) => versionedWrites(db, store).update(id, normalise(input), input.version, by);

export const deleteSecurityRole = (
  db: Database,
  id: number,
  version: number | undefined,
  by: string,
) => versionedWrites(db, store).remove(id, version, by);
