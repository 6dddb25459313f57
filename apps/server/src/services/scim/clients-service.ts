// Provisioning clients: an administrator registers one inside their own delegated scope (its bearer
// token shown once, stored as a SHA-256), lists and revokes them; a token becomes a principal.
import { createHash, randomBytes } from 'node:crypto';
import {
  FEATURES,
  type CreatedProvisioningClient,
  type CreateProvisioningClientBody,
  type ProvisioningClient,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import { iso, isoOrNull } from '../../db/sql.js';
import { HttpError } from '../../lib/http-errors.js';
import * as repo from '../../repositories/scim/client-repository.js';
import type { Principal } from '../access.js';
import { loadAdminContext } from '../users/admin-context.js';
import { canAssign } from '../../rules/assignable-role.js';
import { loadRefs } from '../users/access-rules.js';
import { userError } from '../users/errors.js';

/** Tokens start with this, so secret scanners and people recognise them. */
const TOKEN_PREFIX = 'atlas_scim_';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function view(r: repo.ClientRow): ProvisioningClient {
  return {
    id: r.id,
    name: r.name,
    tokenHint: r.tokenHint,
    userType: r.userType,
    organizationIds: r.organizationIds,
    brandIds: r.brandIds,
    regionCodes: r.regionCodes,
    roleIds: r.roleIds,
    expiresAt: iso(r.expiresAt),
    lastUsedAt: isoOrNull(r.lastUsedAt),
    revokedAt: isoOrNull(r.revokedAt),
    createdAt: iso(r.createdAt),
    createdBy: r.createdBy,
  };
}

/** Registers a client; every part of its scope must be the administrator's own to give. */
export async function registerClient(
  db: Database,
  p: Principal,
  body: CreateProvisioningClientBody,
): Promise<CreatedProvisioningClient> {
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    const refs = await loadRefs(tx, body.organizationIds);
    for (const id of body.organizationIds) {
      if (!refs.orgs.has(id)) throw userError('unknownReference', 'location');
      if (!ctx.scope.includes(id)) throw userError('notAllowedChanges');
    }
    if (body.brandIds.some((b) => !ctx.brandIds.includes(b))) throw userError('notAllowedChanges');
    if (body.regionCodes.some((r) => !ctx.regionCodes.includes(r)))
      throw userError('notAllowedChanges');
    for (const id of body.roleIds) {
      const role = refs.roles.get(id);
      if (!role) throw userError('unknownReference', 'role');
      if (!canAssign(ctx, role)) throw userError('roleNotAssignable', role.display_name);
    }
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await repo.insertClient(tx, {
      name: body.name,
      tokenHash: hashToken(token),
      tokenHint: token.slice(0, TOKEN_PREFIX.length + 4),
      userType: p.userType,
      organizationIds: body.organizationIds,
      brandIds: body.brandIds,
      regionCodes: body.regionCodes,
      roleIds: body.roleIds,
      expiresAt: new Date(Date.now() + body.expiresInDays * 86_400_000),
      createdBy: p.email,
    });
    return { client: view(row), token };
  });
}

export async function listClients(db: Database, p: Principal) {
  const ctx = await loadAdminContext(db.orm, p);
  return { items: (await repo.clientsWithin(db.orm, ctx.scope)).map(view) };
}

const notFound = () =>
  new HttpError(404, 'The provisioning client does not exist.', 'provisioning.errors.notFound');

/** Revokes a client at once: its token is refused from the next request on. */
export async function revokeClient(db: Database, p: Principal, id: number) {
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    const row = await repo.findClient(tx, id);
    if (!row || !row.organizationIds.every((o) => ctx.scope.includes(o))) throw notFound();
    return view((await repo.revokeClient(tx, id)) ?? row);
  });
}

/** What a provisioning client acts as: a principal with its own scope and no user behind it. */
export interface ClientPrincipal {
  clientId: number;
  principal: Principal;
}

/**
 * The principal of a bearer token, or undefined when no usable client holds it. Features: user
 * administration plus what the roles it may assign grant, so it manages nobody who may do more.
 */
export async function principalForToken(
  ex: Executor,
  token: string,
): Promise<ClientPrincipal | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const row = await repo.activeClientByHash(ex, hashToken(token));
  if (!row) return undefined;
  await repo.noteUse(ex, row.id);
  const roles = await repo.rolesById(ex, row.roleIds);
  const features = new Set<string>([
    FEATURES.usersRead,
    FEATURES.usersEdit,
    FEATURES.usersWrite,
    ...roles.flatMap((r) => r.activities),
  ]);
  return {
    clientId: row.id,
    principal: {
      identityId: 0,
      subject: `provisioning-client:${row.id}`,
      email: `scim:${row.name}`,
      userType: row.userType,
      employeeNumber: null,
      directoryGroups: [],
      features,
      access: {
        brands: [],
        regions: [],
        workspaces: [],
        features: [...features],
        requiredActions: [],
      },
      sessionsRevokedAtMs: null,
      delegation: {
        scope: row.organizationIds,
        brandIds: row.brandIds,
        regionCodes: row.regionCodes,
        assignableRoles: roles.map((r) => r.name),
      },
    },
  };
}
