// Provisioning clients: an administrator registers one inside their own delegated scope (its bearer
// token shown once, stored as a SHA-256), gives it an OAuth client of the embedded provider (its
// secret shown once), lists and revokes them; either credential becomes the client's principal.
import { randomBytes } from 'node:crypto';
import {
  FEATURES,
  type CreatedOAuthClient,
  type CreatedProvisioningClient,
  type CreateProvisioningClientBody,
  type ProvisioningClient,
} from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { iso, isoOrNull } from '../../db/sql.js';
import { HttpError } from '../../lib/http-errors.js';
import * as repo from '../../repositories/scim/client-repository.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { canAssign } from '../../rules/assignable-role.js';
import { loadRefs } from '../users/access-rules.js';
import { userError } from '../users/errors.js';
import {
  oauthClientId,
  SCIM_SCOPE,
  sha256,
  type ScimTokenVerifier,
  type TokenRefusal,
} from './oauth-client.js';

/** Tokens start with this, so secret scanners and people recognise them. */
const TOKEN_PREFIX = 'atlas_scim_';

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
    oauthClientId: r.oauthSecretHash ? oauthClientId(r.id) : null,
    oauthSecretHint: r.oauthSecretHint,
    oauthSecretSetAt: isoOrNull(r.oauthSecretSetAt),
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
      tokenHash: sha256(token),
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

/** A client the administrator may manage: all its locations inside their scope, else 404. */
async function managedClient(tx: Executor, p: Principal, id: number) {
  const ctx = await loadAdminContext(tx, p);
  const row = await repo.findClient(tx, id);
  if (!row || !row.organizationIds.every((o) => ctx.scope.includes(o))) throw notFound();
  return row;
}

/**
 * Revokes a client at once: its bearer token and its OAuth client are refused from the next
 * request on (the provider finds no client to issue tokens to; tokens issued before are refused).
 */
export async function revokeClient(db: Database, p: Principal, id: number) {
  return db.tx(async (tx) => {
    const row = await managedClient(tx, p, id);
    return view((await repo.revokeClient(tx, id)) ?? row);
  });
}

/** Secrets start with this, like the bearer tokens, so scanners and people recognise them. */
const SECRET_PREFIX = 'atlas_scimsec_';

/**
 * Gives a client an OAuth client of the embedded provider (client credentials, scope scim), or a
 * new secret for the one it has (the old one and the tokens issued with it stop). The secret is
 * in this answer only; its SHA-256 is kept.
 */
export async function issueOAuthClient(
  db: Database,
  config: Pick<Config, 'embeddedIdp' | 'issuer'>,
  p: Principal,
  id: number,
): Promise<CreatedOAuthClient> {
  if (!config.embeddedIdp)
    throw new HttpError(
      409,
      'The portal uses an external sign-in provider: it issues no OAuth clients.',
      'provisioning.errors.noProvider',
    );
  return db.tx(async (tx) => {
    const row = await managedClient(tx, p, id);
    if (row.revokedAt)
      throw new HttpError(409, 'The client is revoked.', 'provisioning.errors.revoked');
    const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
    const updated = await repo.setOAuthSecret(
      tx,
      id,
      sha256(secret),
      secret.slice(0, SECRET_PREFIX.length + 4),
    );
    if (!updated) throw new HttpError(409, 'The client is revoked.', 'provisioning.errors.revoked');
    return {
      client: view(updated),
      clientId: oauthClientId(id),
      clientSecret: secret,
      tokenEndpoint: `${config.issuer}/token`,
      scope: SCIM_SCOPE,
    };
  });
}

/** What a provisioning client acts as: a principal with its own scope and no user behind it. */
export interface ClientPrincipal {
  clientId: number;
  principal: Principal;
}

/** What a usable client acts as. */
async function principalOfRow(ex: Executor, row: repo.ClientRow): Promise<ClientPrincipal> {
  await repo.noteUse(ex, row.id);
  const roles = await repo.rolesById(ex, row.roleIds);
  // User administration plus what the roles it may assign grant: it manages nobody who may do more.
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
      endedGrants: new Set(),
      delegation: {
        scope: row.organizationIds,
        brandIds: row.brandIds,
        regionCodes: row.regionCodes,
        assignableRoles: roles.map((r) => r.name),
      },
    },
  };
}

/**
 * The principal of a bearer credential at /scim/v2: a client's own token (atlas_scim_…), or an
 * access token its OAuth client obtained (checked by `verifyAccessToken` when the embedded
 * provider runs). 'invalid' when no usable client holds it; 'scope' for a token without scope scim.
 */
export async function principalForToken(
  ex: Executor,
  token: string,
  verifyAccessToken?: ScimTokenVerifier,
): Promise<ClientPrincipal | TokenRefusal> {
  if (token.startsWith(TOKEN_PREFIX)) {
    const row = await repo.activeClientByHash(ex, sha256(token));
    return row ? principalOfRow(ex, row) : 'invalid';
  }
  if (!verifyAccessToken) return 'invalid';
  const found = await verifyAccessToken(ex, token);
  return typeof found === 'string' ? found : principalOfRow(ex, found);
}
