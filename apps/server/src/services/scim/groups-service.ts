// SCIM Groups = permission sets. A membership is the set given to the user (its roles granted), so
// membership changes go through the user editor's update with the editor's rules. A client sees
// the multiple-choice sets whose every role it may assign (a single-choice set is never given
// whole); the sets themselves are defined in the catalogue, not over SCIM.
import { createHash } from 'node:crypto';
import type { Filter } from 'scim2-parse-filter';
import { filter as evaluate } from 'scim2-parse-filter';
import { updateUserBodySchema } from '@portal/shared';
import { membersOf, permissionSetRows, type SetRow } from '../../repositories/scim/group-query.js';
import type { Executor } from '../../db/client.js';
import { loadAdminContext } from '../users/admin-context.js';
import { updateUserIn } from '../users/users-service.js';
import { getUserIn } from '../users/view-service.js';
import type { UsersDeps } from '../users/deps.js';
import { invalidFilter, invalidValue, ScimError } from './errors.js';
import { parseFilter } from './filter-sql.js';
import { editable, scopeOf, type ScimCaller } from './users-service.js';

export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

type Member = { value: string; $ref: string; display: string };
export type ScimGroup = Record<string, unknown> & { id: string; members: Member[] };

async function visibleSets(deps: UsersDeps, c: ScimCaller) {
  const may = new Set(c.principal.delegation?.assignableRoles ?? []);
  return (await permissionSetRows(deps.db.orm)).filter(
    (s) => s.selection_mode === 'MULTIPLE' && s.role_names.every((r) => may.has(r)),
  );
}

function toGroup(c: ScimCaller, s: SetRow, members: Member[]): ScimGroup {
  const digest = createHash('sha256')
    .update(`${s.version}:${members.map((m) => m.value).join(',')}`)
    .digest('base64url')
    .slice(0, 16);
  return {
    schemas: [CORE_GROUP],
    id: String(s.id),
    displayName: s.display_name,
    members,
    meta: {
      resourceType: 'Group',
      created: new Date(s.created_at).toISOString(),
      lastModified: new Date(s.updated_at).toISOString(),
      version: `W/"${digest}"`,
      location: `${c.baseUrl}/Groups/${s.id}`,
    },
  };
}

async function groups(deps: UsersDeps, c: ScimCaller, sets: SetRow[]) {
  const members = await membersOf(
    deps.db.orm,
    scopeOf(c),
    sets.map((s) => s.id),
  );
  return sets.map((s) =>
    toGroup(
      c,
      s,
      members
        .filter((m) => m.set_id === s.id)
        .map((m) => ({
          value: String(m.id),
          $ref: `${c.baseUrl}/Users/${m.id}`,
          display: `${m.first_name} ${m.last_name}`,
        })),
    ),
  );
}

const GROUP_ATTRS = new Set(['id', 'displayname', 'members', 'members.value', 'members.display']);

/** Refuses a filter naming anything but id, displayName and members (invalidFilter). */
function checkPaths(f: Filter, prefix = ''): void {
  switch (f.op) {
    case 'and':
    case 'or':
      return f.filters.forEach((x) => checkPaths(x, prefix));
    case 'not':
      return checkPaths(f.filter, prefix);
    default: {
      const path = `${prefix}${f.attrPath.toLowerCase().replace(`${CORE_GROUP.toLowerCase()}:`, '')}`;
      if (!GROUP_ATTRS.has(path))
        throw invalidFilter(`Unknown or unfilterable attribute ${f.attrPath}.`);
      if (f.op === '[]') checkPaths(f.valFilter, `${path}.`);
    }
  }
}

const lower = (v: unknown): unknown =>
  typeof v === 'string'
    ? v.toLowerCase()
    : Array.isArray(v)
      ? v.map(lower)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, lower(x)]))
        : v;

/** Groups are few (the catalogue's sets): filtered in memory, case-insensitively (caseExact false). */
export async function listScimGroups(
  deps: UsersDeps,
  c: ScimCaller,
  q: { filter?: string | undefined; startIndex: number; count: number },
) {
  let list = await groups(deps, c, await visibleSets(deps, c));
  if (q.filter) {
    const f = parseFilter(q.filter);
    checkPaths(f);
    const test = evaluate(lower(f) as Filter);
    list = list.filter((g) => test(lower(g)));
  }
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: list.length,
    startIndex: q.startIndex,
    itemsPerPage: Math.min(q.count, Math.max(0, list.length - q.startIndex + 1)),
    Resources: list.slice(q.startIndex - 1, q.startIndex - 1 + q.count),
  };
}

export async function getScimGroup(deps: UsersDeps, c: ScimCaller, id: string) {
  const set = (await visibleSets(deps, c)).find((s) => String(s.id) === id);
  if (!set) throw new ScimError(404, `Resource ${id} not found.`);
  return (await groups(deps, c, [set]))[0]!;
}

/** Gives or takes the set from one user through the editor's update (its rules, audit, events). */
async function setMembership(
  tx: Executor,
  c: ScimCaller,
  setId: number,
  userId: string,
  member: boolean,
) {
  const id = /^[1-9]\d{0,9}$/.test(userId) ? Number(userId) : 0;
  if (!id || id > 2_147_483_647) throw invalidValue(`Member ${userId} is not a user id.`);
  const detail = await getUserIn(tx, c.principal, id);
  const has = detail.permissionSetIds.includes(setId);
  if (has === member) return;
  const body = editable(detail);
  body.permissionSetIds = member
    ? [...body.permissionSetIds, setId]
    : body.permissionSetIds.filter((x) => x !== setId);
  const ctx = await loadAdminContext(tx, c.principal);
  await updateUserIn(tx, ctx, id, updateUserBodySchema.parse(body));
}

function valuesOf(v: unknown): string[] {
  const list = Array.isArray(v)
    ? v
    : v && typeof v === 'object' && 'members' in v
      ? (v as { members: unknown }).members
      : [v];
  if (!Array.isArray(list)) throw invalidValue('members takes a list of { "value": user id }.');
  return list.map((m) => {
    const value = m && typeof m === 'object' ? (m as { value?: unknown }).value : undefined;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw invalidValue('members takes a list of { "value": user id }.');
    return String(value);
  });
}

/**
 * PATCH of a group: add, remove or replace members (`members`, `members[value eq "…"]`);
 * displayName belongs to the catalogue (mutability).
 */
export async function patchScimGroup(deps: UsersDeps, c: ScimCaller, id: string, body: unknown) {
  const group = await getScimGroup(deps, c, id);
  const ops = (body as { Operations?: unknown })?.Operations;
  if (!Array.isArray(ops) || ops.length === 0)
    throw new ScimError(400, 'A PATCH body has a non-empty Operations list.', 'invalidSyntax');
  const setId = Number(group.id);
  const current = new Set(group.members.map((m) => m.value));
  // Every membership change of the request in one transaction: a member refused undoes the others.
  await deps.db.tx(async (tx) => {
    const change = (v: string, member: boolean) => setMembership(tx, c, setId, v, member);
    for (const raw of ops as { op?: unknown; path?: unknown; value?: unknown }[]) {
      const op = String(raw.op ?? '').toLowerCase();
      const path = typeof raw.path === 'string' ? raw.path.trim() : '';
      const filtered = /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i.exec(path);
      if (path && !filtered && path.toLowerCase() !== 'members')
        throw new ScimError(
          400,
          `${path}: only members can change; the set is the catalogue's.`,
          'mutability',
        );
      if (op === 'add') {
        for (const v of valuesOf(raw.value)) await change(v, true);
      } else if (op === 'remove') {
        const gone = filtered
          ? [filtered[1]!]
          : raw.value === undefined
            ? [...current]
            : valuesOf(raw.value);
        for (const v of gone) await change(v, false);
      } else if (op === 'replace') {
        const wanted = new Set(valuesOf(raw.value));
        for (const v of current) if (!wanted.has(v)) await change(v, false);
        for (const v of wanted) if (!current.has(v)) await change(v, true);
      } else
        throw new ScimError(400, `Unknown PATCH operation ${String(raw.op)}.`, 'invalidSyntax');
    }
  });
  return getScimGroup(deps, c, id);
}

/** PUT of a group (Okta): its members become the given list. */
export async function replaceScimGroup(deps: UsersDeps, c: ScimCaller, id: string, body: unknown) {
  const members = (body as { members?: unknown })?.members ?? [];
  return patchScimGroup(deps, c, id, {
    Operations: [{ op: 'replace', path: 'members', value: members }],
  });
}
