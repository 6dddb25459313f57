// SCIM Users over the user editor's own services (create, update, deactivate, reactivate, delete):
// the same rules, edit-history entries (the client as the actor), events and verification mail.
import { updateUserBodySchema, type UpdateUserBody, type UserDetail } from '@portal/shared';
import { scimPatch, type ScimPatchOperation } from 'scim-patch';
import type { Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { setExternalId } from '../../repositories/scim/client-repository.js';
import {
  orgIdsByCode,
  pageOfUsers,
  scimUser,
  type ScimScope,
} from '../../repositories/scim/user-query.js';
import { loadAdminContext } from '../users/admin-context.js';
import { pgCode, type UsersDeps } from '../users/deps.js';
import { deactivateUserIn, deleteUser, reactivateUserIn } from '../users/lifecycle-service.js';
import { updateUserIn } from '../users/users-service.js';
import { getUserIn } from '../users/view-service.js';
import { ENTERPRISE_USER, PORTAL_USER } from './attributes.js';
import { invalidValue, ScimError } from './errors.js';
import { filterSql, parseFilter, sortSql } from './filter-sql.js';
import { fromScim, toScim, type ScimFields, type ScimUser } from './user-mapping.js';

export interface ScimCaller {
  clientId: number;
  principal: Principal;
  /** The absolute URL of /scim/v2 (meta.location). */
  baseUrl: string;
}

export const MAX_COUNT = 1000;

export const scopeOf = (c: ScimCaller): ScimScope => ({
  clientId: c.clientId,
  scope: c.principal.delegation?.scope ?? [],
  externalOnly: c.principal.userType !== 'INTERNAL',
});

const notFound = (id: string) => new ScimError(404, `Resource ${id} not found.`);
const userIdOf = (id: string) =>
  /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : 0;

export async function getScimUser(deps: UsersDeps, c: ScimCaller, id: string): Promise<ScimUser> {
  const row = userIdOf(id) ? await scimUser(deps.db.orm, scopeOf(c), userIdOf(id)) : undefined;
  if (!row) throw notFound(id);
  return toScim(row, `${c.baseUrl}/Users/${row.id}`);
}

export interface ListQuery {
  filter?: string | undefined;
  sortBy?: string | undefined;
  sortOrder?: 'ascending' | 'descending' | undefined;
  startIndex: number;
  count: number;
}

export async function listScimUsers(deps: UsersDeps, c: ScimCaller, q: ListQuery) {
  const where = q.filter ? filterSql(parseFilter(q.filter), c.clientId) : undefined;
  const sort = q.sortBy ? sortSql(q.sortBy, c.clientId) : undefined;
  const { list, total } = await pageOfUsers(deps.db.orm, scopeOf(c), {
    where,
    sort,
    descending: q.sortOrder === 'descending',
    offset: q.startIndex - 1,
    limit: Math.min(q.count, MAX_COUNT),
  });
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: total,
    startIndex: q.startIndex,
    itemsPerPage: list.length,
    Resources: list.map((r) => toScim(r, `${c.baseUrl}/Users/${r.id}`)),
  };
}

/** The locations a SCIM user names, by the ids of their codes (`ids`); undefined if none. */
export function locationsFrom(f: ScimFields, ids: ReadonlyMap<string, number>) {
  if (!f.locations) return undefined;
  return f.locations.map((l) => {
    const organizationId = ids.get(l.code);
    if (!organizationId) throw invalidValue(`Unknown location code ${l.code}.`);
    return { organizationId, mode: l.mode, preferred: l.preferred };
  });
}

async function locationsOf(ex: Executor, f: ScimFields) {
  const ids = await orgIdsByCode(
    ex,
    (f.locations ?? []).map((l) => l.code),
  );
  return locationsFrom(f, ids);
}

export function checked<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  v: unknown,
): T {
  const r = schema.safeParse(v);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw invalidValue(`${issue.path.map(String).join('.') || 'body'}: ${issue.message}`);
}

export const externalIdTaken = (err: unknown): never => {
  if (pgCode(err) === '23505')
    throw new ScimError(409, 'Another user already has this externalId.', 'uniqueness');
  throw err;
};

/** The version an If-Match header names (a weak or strong ETag), '*' as undefined. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (!header || header.trim() === '*') return undefined;
  const m = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!m) throw new ScimError(412, 'If-Match does not name a version of this resource.');
  return Number(m[1]);
}

/** The user as it stands in `tx` (404 outside the scope), checked against If-Match. */
async function current(tx: Executor, c: ScimCaller, id: string, expected: number | undefined) {
  const row = userIdOf(id) ? await scimUser(tx, scopeOf(c), userIdOf(id)) : undefined;
  if (!row) throw notFound(id);
  const detail = await getUserIn(tx, c.principal, row.id);
  if (expected !== undefined && expected !== detail.version)
    throw new ScimError(412, 'The resource changed since that version (If-Match).');
  return { row, detail };
}

/**
 * A PUT's steps in the caller's transaction: the editor's update (fields, locations, and what SCIM
 * does not show kept as it is), the client's externalId, then deactivation or reactivation. A step
 * refused after another undoes them all.
 */
async function replaceIn(
  tx: Executor,
  c: ScimCaller,
  detail: UserDetail,
  body: unknown,
): Promise<void> {
  const f = fromScim(body);
  const locations =
    (await locationsOf(tx, f)) ??
    detail.locations.map((l) => ({
      organizationId: l.organizationId,
      mode: l.mode,
      preferred: l.preferred,
    }));
  const payload: UpdateUserBody = checked(updateUserBodySchema, {
    ...editable(detail),
    firstName: f.firstName ?? detail.firstName,
    lastName: f.lastName ?? detail.lastName,
    // userName is the e-mail; a client that changes only emails[type eq "work"] changes it too.
    email: f.email === detail.email && f.workEmail ? f.workEmail : f.email,
    jobTitle: f.jobTitle,
    mobilePhone: f.mobilePhone,
    secondaryPhone: f.secondaryPhone,
    fax: f.fax,
    userType: f.userType ?? detail.userType,
    accountType: f.accountType ?? detail.accountType,
    preferredLanguage: f.preferredLanguage ?? detail.preferredLanguage,
    serialNumber: f.serialNumber,
    locations,
  });
  const ctx = await loadAdminContext(tx, c.principal);
  await updateUserIn(tx, ctx, detail.id, payload);
  await setExternalId(tx, c.clientId, detail.id, f.externalId).catch(externalIdTaken);
  const active = detail.status === 'ACTIVE';
  if (active && !f.active) await deactivateUserIn(tx, ctx, detail.id, { reason: 'other' });
  if (!active && f.active) await reactivateUserIn(tx, ctx, detail.id);
}

/** PUT: the body replaces what SCIM shows; what it does not show (roles, applications...) stays. */
export async function replaceScimUser(
  deps: UsersDeps,
  c: ScimCaller,
  id: string,
  body: unknown,
  expected?: number,
) {
  await deps.db.tx(async (tx) =>
    replaceIn(tx, c, (await current(tx, c, id, expected)).detail, body),
  );
  return getScimUser(deps, c, id);
}

/** The editor's payload of a user as it is (the access part SCIM does not show included). */
export function editable(d: UserDetail) {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    jobTitle: d.jobTitle,
    mobilePhone: d.mobilePhone,
    secondaryPhone: d.secondaryPhone,
    fax: d.fax,
    userType: d.userType,
    accountType: d.accountType,
    preferredLanguage: d.preferredLanguage,
    serialNumber: d.serialNumber,
    locations: d.locations.map((l) => ({
      organizationId: l.organizationId,
      mode: l.mode,
      preferred: l.preferred,
    })),
    brandIds: d.brandIds,
    regionCodes: d.regionCodes,
    roles: d.roles.map((r) => ({ roleId: r.roleId, organizationId: r.organizationId })),
    permissionSetIds: d.permissionSetIds,
    applicationIds: d.applicationIds,
    digitalPermissions: d.digitalPermissions,
    emailPreferences: d.emailPreferences,
    version: d.version,
  };
}

const READ_ONLY = [
  'id',
  'meta',
  'groups',
  `${PORTAL_USER}:directoryusername`,
  `${ENTERPRISE_USER}:organization`,
].map((p) => p.toLowerCase());

/** Entra ID writes "True"/"False" for booleans; the portal's attributes take real ones. */
function normalise(op: ScimPatchOperation): ScimPatchOperation {
  const fix = (v: unknown): unknown =>
    typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v;
  const path = 'path' in op && typeof op.path === 'string' ? op.path : undefined;
  const lower = path?.toLowerCase();
  if (lower && READ_ONLY.some((r) => lower === r || lower.startsWith(`${r}.`)))
    throw new ScimError(400, `${path} is read-only.`, 'mutability');
  if (!('value' in op)) return op;
  if (lower === 'active') return { ...op, value: fix(op.value) } as ScimPatchOperation;
  if (!lower && op.value && typeof op.value === 'object' && 'active' in op.value)
    return {
      ...op,
      value: { ...(op.value as object), active: fix((op.value as { active: unknown }).active) },
    } as ScimPatchOperation;
  return op;
}

/** PATCH: the operations applied to the user as SCIM shows it, then saved as a PUT of the result. */
export async function patchScimUser(
  deps: UsersDeps,
  c: ScimCaller,
  id: string,
  body: unknown,
  expected?: number,
) {
  const b = body as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(b?.Operations) || b.Operations.length === 0)
    throw new ScimError(400, 'A PATCH body has a non-empty Operations list.', 'invalidSyntax');
  const ops = (b.Operations as ScimPatchOperation[]).map(normalise);
  // Read, patch and save in one transaction: nothing lands unless every step does.
  await deps.db.tx(async (tx) => {
    const { row, detail } = await current(tx, c, id, expected);
    const before = toScim(row, `${c.baseUrl}/Users/${row.id}`);
    let after: ScimUser;
    try {
      after = scimPatch(before as never, ops, {
        mutateDocument: false,
        treatMissingAsAdd: true,
      }) as ScimUser;
    } catch (err) {
      const e = err as { scimType?: string; message?: string };
      throw new ScimError(
        400,
        e.message ?? 'The PATCH operations cannot be applied.',
        (e.scimType as 'invalidPath') ?? 'invalidPath',
      );
    }
    await replaceIn(tx, c, detail, after);
  });
  return getScimUser(deps, c, id);
}

export async function deleteScimUser(
  deps: UsersDeps,
  c: ScimCaller,
  id: string,
  expected?: number,
) {
  // 404 outside the scope, in SCIM's words; the editor's delete checks the version again.
  const { detail } = await current(deps.db.orm, c, id, expected);
  await deleteUser(deps, c.principal, detail.id, expected);
}
