// SCIM creates of users, one (POST /Users) or many at once (neighbouring creates of a Bulk): each
// checked on its own, all that pass written together through the user editor's createUsersIn.
import { createUserBodySchema, type CreateUserBody } from '@portal/shared';
import { insertExternalIds, takenExternalIds } from '../../repositories/scim/client-repository.js';
import { orgIdsByCode, scimUsers } from '../../repositories/scim/user-query.js';
import { loadAdminContext } from '../users/admin-context.js';
import type { UsersDeps } from '../users/deps.js';
import { createUsersIn } from '../users/create-users.js';
import { deactivateUserIn } from '../users/lifecycle-service.js';
import { ScimError } from './errors.js';
import { fromScim, toScim, type ScimFields, type ScimUser } from './user-mapping.js';
import { checked, locationsFrom, scopeOf, type ScimCaller } from './users-service.js';

/** A create's answer: the new user as SCIM shows it, or why it was refused. */
export type ScimCreated = { user: ScimUser } | { error: unknown };

const externalIdTaken = () =>
  new ScimError(409, 'Another user already has this externalId.', 'uniqueness');

/** The editor's payload of a SCIM user; without locations, a one-location client's location. */
function payloadOf(c: ScimCaller, f: ScimFields, ids: ReadonlyMap<string, number>): CreateUserBody {
  const d = c.principal.delegation!;
  const locations =
    locationsFrom(f, ids) ??
    (d.scope.length === 1
      ? [{ organizationId: d.scope[0]!, mode: 'INCLUDE' as const, preferred: true }]
      : []);
  return checked(createUserBodySchema, {
    firstName: f.firstName ?? '',
    lastName: f.lastName ?? '',
    email: f.email,
    jobTitle: f.jobTitle,
    mobilePhone: f.mobilePhone,
    secondaryPhone: f.secondaryPhone,
    fax: f.fax,
    userType: f.userType ?? 'EXTERNAL',
    accountType: f.accountType ?? 'STANDARD',
    preferredLanguage: f.preferredLanguage ?? 'en',
    serialNumber: f.serialNumber,
    locations,
    brandIds: d.brandIds,
    regionCodes: d.regionCodes,
    roles: [],
    permissionSetIds: [],
    applicationIds: [],
    digitalPermissions: [],
    emailPreferences: [],
  });
}

const attempt = <T>(f: () => T): T | { error: unknown } => {
  try {
    return f();
  } catch (error) {
    return { error };
  }
};

/**
 * Creates users from SCIM bodies in one transaction: each is refused on its own (bad input, an
 * unknown location, the editor's rules, a taken userName or externalId) or created with its
 * externalId, deactivated if it says `active: false`. A write the checks did not foresee (e.g. an
 * address taken by another request meanwhile) fails the call as a whole and nothing is written.
 */
export async function createScimUsers(
  deps: UsersDeps,
  c: ScimCaller,
  bodies: readonly unknown[],
): Promise<ScimCreated[]> {
  const fields = bodies.map((b) => attempt(() => fromScim(b)));
  const valid = (x: ScimFields | { error: unknown }): x is ScimFields => !('error' in x);
  const codes = fields.flatMap((f) => (valid(f) ? (f.locations ?? []).map((l) => l.code) : []));
  const ids = await orgIdsByCode(deps.db.orm, [...new Set(codes)]);
  const payloads = fields.map((f) => (valid(f) ? attempt(() => payloadOf(c, f, ids)) : f));
  const wanted = fields.flatMap((f) => (valid(f) && f.externalId ? [f.externalId] : []));
  const taken = await takenExternalIds(deps.db.orm, c.clientId, wanted);
  const answers = await deps.db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, c.principal);
    const ready = payloads.flatMap((p, k) => {
      const f = fields[k]!;
      if ('error' in p || !valid(f)) return [];
      return f.externalId && taken.has(f.externalId) ? [] : [{ k, p, f }];
    });
    const created = await createUsersIn(
      tx,
      deps,
      ctx,
      ready.map((r) => r.p),
    );
    const made = ready.flatMap((r, j) => {
      const result = created[j]!;
      return 'error' in result ? [] : [{ ...r, id: result.id }];
    });
    await insertExternalIds(
      tx,
      c.clientId,
      made.flatMap((m) =>
        m.f.externalId ? [{ identityId: m.id, externalId: m.f.externalId }] : [],
      ),
    );
    for (const m of made)
      if (!m.f.active) await deactivateUserIn(tx, ctx, m.id, { reason: 'other' });
    const outcome = new Map<number, { id: number } | { error: unknown }>();
    ready.forEach((r, j) => outcome.set(r.k, created[j]!));
    return bodies.map((_, k) => {
      const p = payloads[k]!;
      if ('error' in p) return p;
      const f = fields[k] as ScimFields;
      if (f.externalId && taken.has(f.externalId)) return { error: externalIdTaken() };
      return outcome.get(k)!;
    });
  });
  void deps.mailer.flush();
  const made = answers.flatMap((a) => ('error' in a ? [] : [a.id]));
  const users = new Map(
    (await scimUsers(deps.db.orm, scopeOf(c), made)).map((r) => [
      r.id,
      toScim(r, `${c.baseUrl}/Users/${r.id}`),
    ]),
  );
  return answers.map((a) => ('error' in a ? a : { user: users.get(a.id)! }));
}

/** One SCIM create (POST /Users); its refusal is thrown. */
export async function createScimUser(deps: UsersDeps, c: ScimCaller, body: unknown) {
  const [answer] = await createScimUsers(deps, c, [body]);
  if ('error' in answer!) throw answer.error;
  return answer!.user;
}
