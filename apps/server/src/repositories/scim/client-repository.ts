// Provisioning clients (migrations 0019, 0024): register, list, revoke, find by token hash or id,
// set the OAuth client's secret, note last use.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { intArray, textArray } from '../../db/sql.js';
import { provisioningClient, scimExternalId } from '../../db/schema/index.js';
import { securityRole } from '../../db/schema/index.js';
import { insertRows } from '../row-writes.js';

export type ClientRow = typeof provisioningClient.$inferSelect;
export type NewClient = Omit<typeof provisioningClient.$inferInsert, 'id'>;

export async function insertClient(ex: Executor, values: NewClient): Promise<ClientRow> {
  const [row] = await ex.insert(provisioningClient).values(values).returning();
  return row!;
}

/** Clients whose locations all lie inside the scope (an administrator sees no wider client). */
export function clientsWithin(ex: Executor, scope: readonly number[]) {
  return ex
    .select()
    .from(provisioningClient)
    .where(sql`${provisioningClient.organizationIds} <@ ${intArray(scope)}`)
    .orderBy(desc(provisioningClient.createdAt), desc(provisioningClient.id));
}

export async function findClient(ex: Executor, id: number) {
  const [row] = await ex.select().from(provisioningClient).where(eq(provisioningClient.id, id));
  return row;
}

export async function revokeClient(ex: Executor, id: number) {
  const [row] = await ex
    .update(provisioningClient)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(provisioningClient.id, id), isNull(provisioningClient.revokedAt)))
    .returning();
  return row;
}

/** The usable client (not revoked, not expired) a token hash belongs to. */
export async function activeClientByHash(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select()
    .from(provisioningClient)
    .where(
      and(
        eq(provisioningClient.tokenHash, tokenHash),
        isNull(provisioningClient.revokedAt),
        gt(provisioningClient.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** The usable client (not revoked, not expired) of an id, for its OAuth client's tokens. */
export async function activeClientById(ex: Executor, id: number) {
  const [row] = await ex
    .select()
    .from(provisioningClient)
    .where(
      and(
        eq(provisioningClient.id, id),
        isNull(provisioningClient.revokedAt),
        gt(provisioningClient.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Gives a client (not revoked) a new OAuth secret, replacing the one before. */
export async function setOAuthSecret(ex: Executor, id: number, hash: string, hint: string) {
  const [row] = await ex
    .update(provisioningClient)
    .set({ oauthSecretHash: hash, oauthSecretHint: hint, oauthSecretSetAt: sql`now()` })
    .where(and(eq(provisioningClient.id, id), isNull(provisioningClient.revokedAt)))
    .returning();
  return row;
}

/** Notes the client's last use, at most once a minute (no write on every request). */
export async function noteUse(ex: Executor, id: number) {
  await ex
    .update(provisioningClient)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(provisioningClient.id, id),
        or(
          isNull(provisioningClient.lastUsedAt),
          lt(provisioningClient.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}

/** Names and granted features of roles by id. */
export function rolesById(ex: Executor, ids: readonly number[]) {
  return ex
    .select({ id: securityRole.id, name: securityRole.name, activities: securityRole.activities })
    .from(securityRole)
    .where(sql`${securityRole.id} = ANY(${intArray(ids)})`);
}

/** The externalIds a client gave the users (by identity id). */
export async function externalIds(ex: Executor, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const list = await ex
    .select({ id: scimExternalId.identityId, externalId: scimExternalId.externalId })
    .from(scimExternalId)
    .where(
      and(
        eq(scimExternalId.clientId, clientId),
        sql`${scimExternalId.identityId} = ANY(${intArray(ids)})`,
      ),
    );
  return new Map(list.map((r) => [r.id, r.externalId]));
}

/** Which of these externalIds the client has given a user already. */
export async function takenExternalIds(ex: Executor, clientId: number, list: readonly string[]) {
  if (list.length === 0) return new Set<string>();
  const found = await ex
    .select({ externalId: scimExternalId.externalId })
    .from(scimExternalId)
    .where(
      and(
        eq(scimExternalId.clientId, clientId),
        sql`${scimExternalId.externalId} = ANY(${textArray(list)})`,
      ),
    );
  return new Set(found.map((r) => r.externalId));
}

/** The externalIds of new users (who have none yet), in one statement. */
export async function insertExternalIds(
  ex: Executor,
  clientId: number,
  list: readonly { identityId: number; externalId: string }[],
) {
  await insertRows(
    ex,
    'scim_external_id',
    { client_id: 'int', identity_id: 'int', external_id: 'text' },
    list.map((x) => ({
      client_id: clientId,
      identity_id: x.identityId,
      external_id: x.externalId,
    })),
  );
}

/** Sets (or, with null, removes) the externalId the client gives a user. */
export async function setExternalId(
  ex: Executor,
  clientId: number,
  identityId: number,
  externalId: string | null,
) {
  const key = and(eq(scimExternalId.clientId, clientId), eq(scimExternalId.identityId, identityId));
  if (externalId === null) {
    await ex.delete(scimExternalId).where(key);
    return;
  }
  await ex
    .insert(scimExternalId)
    .values({ clientId, identityId, externalId })
    .onConflictDoUpdate({
      target: [scimExternalId.clientId, scimExternalId.identityId],
      set: { externalId },
    });
}
