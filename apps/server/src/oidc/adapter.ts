// Storage adapter for oidc-provider: sessions, grants, codes and tokens live in the database.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { assertNoNul } from './input-guard.js';
import { claimedHere, deferSuccessor, prefetched } from './refresh-state.js';
import { keepRemoval, keepUpsert, keptPayload, writeKeptNow } from './write-behind.js';
import {
  consumePayload,
  deletePayload,
  findPayload,
  purgeExpiredPayloads,
  revokeGrant,
  upsertPayload,
} from '../repositories/oidc/payload-repository.js';

const GRANT_SCOPED = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** Finds the metadata of a client that is not one of the provider's static clients. */
type ClientFinder = (id: string) => Promise<AdapterPayload | undefined>;

export function adapterFactory(db: Database, findClient?: ClientFinder) {
  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      assertNoNul(id, payload);
      // A refresh grant writes its successor together with its answer (refresh-grant.ts).
      if (deferSuccessor(this.model, id, payload, expiresIn)) return;
      const row = {
        id,
        model: this.model,
        payload,
        grantId: GRANT_SCOPED.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      // In one of the provider's requests: written with its other writes (write-behind.ts).
      if (!keepUpsert(row)) await upsertPayload(db.orm, row);
    }

    async findBy(by: Parameters<typeof findPayload>[2]): Promise<AdapterPayload | undefined> {
      // Read already by the refresh grant's one statement (refresh-grant.ts).
      const known = prefetched(this.model, by) ?? (await keptPayload(db, this.model, by));
      if (known) return known.payload;
      const row = await findPayload(db.orm, this.model, by);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed ? { ...payload, consumed: row.consumed } : payload;
    }

    find(id: string) {
      assertNoNul(id);
      // Clients are not stored as provider state: they come from their own table, when usable.
      if (this.model === 'Client') return findClient ? findClient(id) : Promise.resolve(undefined);
      return this.findBy({ id });
    }

    findByUserCode(userCode: string) {
      assertNoNul(userCode);
      return this.findBy({ userCode });
    }

    findByUid(uid: string) {
      assertNoNul(uid);
      return this.findBy({ uid });
    }

    async consume(id: string): Promise<void> {
      if (claimedHere(this.model, id)) return;
      await writeKeptNow(db);
      await consumePayload(db.orm, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      if (!keepRemoval(this.model, id)) await deletePayload(db.orm, this.model, id);
    }

    /**
     * The provider revokes a grant on sign-out, refresh-token reuse and token revocation: that
     * session ends (its access tokens are refused at once); the user's other sessions go on.
     */
    async revokeByGrantId(grantId: string): Promise<void> {
      await writeKeptNow(db);
      await revokeGrant(db.orm, grantId);
    }
  };
}

/** Removes expired provider state; run by the daily job and at start. */
export async function purgeExpiredProviderState(db: Database): Promise<void> {
  await purgeExpiredPayloads(db.orm);
}
