// Rules of application administration: known roles, region and brand; versions; audit.
import type { Application, ApplicationInput } from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import * as repo from '../../repositories/catalog/applications.js';
import { touchReferrers } from '../../repositories/catalog/references.js';
import { missingIds, missingRegions } from '../../repositories/catalog/entry-rows.js';
import { listText, type Snapshot } from '../records/catalog-diff.js';
import { versionedWrites, type CatalogStore } from './versioned-writes.js';
import { unknownChoices } from './errors.js';
import type { ListQuery } from './list-query.js';
import { catalogReads } from './catalog-reads.js';
import { pick } from '../../lib/pick.js';

const WHAT = 'application';
const unique = <T>(list: T[]) => [...new Set(list)];

const reads = (db: Database) =>
  catalogReads(db, {
    what: WHAT,
    defaultSort: 'title',
    count: repo.countApplications,
    list: repo.listApplications,
    get: repo.getApplication,
  });

export const listApplications = (db: Database, q: ListQuery & { sort?: string | undefined }) =>
  reads(db).list(q);

export const getApplication = (db: Database, id: number) => reads(db).get(id);

function normalise(a: ApplicationInput): ApplicationInput {
  return {
    ...a,
    categories: unique(a.categories),
    contractCodes: unique(a.contractCodes),
    contractTypes: unique(a.contractTypes),
    primaryTasks: unique(a.primaryTasks),
    typicalUsers: unique(a.typicalUsers),
    views: unique(a.views),
    subTypes: unique(a.subTypes),
    roleIds: unique(a.roleIds),
    features: unique(a.features),
    idpUserId: a.idpUserId?.trim() ? a.idpUserId.trim() : null,
  };
}

async function checkChoices(tx: Executor, a: ApplicationInput): Promise<void> {
  const roles = await missingIds(tx, 'security_role', a.roleIds);
  if (roles.length > 0) throw unknownChoices('security roles', roles);
  const regions = await missingRegions(tx, a.regionCode ? [a.regionCode] : []);
  if (regions.length > 0) throw unknownChoices('region', regions);
  const brands = await missingIds(tx, 'brand', a.brandId ? [a.brandId] : []);
  if (brands.length > 0) throw unknownChoices('brand', brands);
}

function snapshot(a: Application): Snapshot {
  return {
    ...pick(a, 'title', 'displayName', 'description', 'link'),
    region: a.region?.code ?? null,
    brand: a.brand ? String(a.brand.id) : null,
    categories: listText(a.categories),
    contractCodes: listText(a.contractCodes),
    contractTypes: listText(a.contractTypes),
    primaryTasks: listText(a.primaryTasks),
    typicalUsers: listText(a.typicalUsers),
    views: listText(a.views),
    subTypes: listText(a.subTypes),
    roles: listText(a.roles.map((r) => r.name)),
    features: listText(a.features),
    ...pick(a, 'idpUserId', 'customRules', 'shortDescription'),
  };
}

const store: CatalogStore<ApplicationInput, Application> = {
  entity: 'application',
  what: WHAT,
  lock: repo.lockApplication,
  get: repo.getApplication,
  insert: repo.insertApplication,
  update: repo.updateApplication,
  remove: repo.deleteApplication,
  snapshot,
  check: (tx, a) => checkChoices(tx, a),
  async after(tx, before, after) {
    if (before && !after) await touchReferrers(tx, 'application', before.id);
  },
};

export const createApplication = (db: Database, input: ApplicationInput, by: string) =>
  versionedWrites(db, store).create(normalise(input), by);

export const updateApplication = (
  db: Database,
  id: number,
  input: ApplicationInput & { version: number },
  by: string,
) => versionedWrites(db, store).update(id, normalise(input), input.version, by);

export const deleteApplication = (
  db: Database,
  id: number,
  version: number | undefined,
  by: string,
) => versionedWrites(db, store).remove(id, version, by);
