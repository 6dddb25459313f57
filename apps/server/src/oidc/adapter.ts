// Storage adapter for oidc-provider: sessions, grants, codes and tokens live in the database.
import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { one, type Database } from '../db/client.js';
import { jsonValue } from '../db/sql.js';

const GRANT_SCOPED = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function adapterFactory(db: Database) {
  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      const grantId = GRANT_SCOPED.has(this.model) ? (payload.grantId ?? null) : null;
      await db.orm
        .execute(sql`INSERT INTO oidc_payload (id, model, payload, grant_id, user_code, uid, expires_at)
        VALUES (${id}, ${this.model}, ${JSON.stringify(payload)}::jsonb, ${grantId}, ${payload.userCode ?? null},
          ${payload.uid ?? null}, ${expiresAt}::timestamptz)
        ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
          user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
    }

    async findWhere(where: ReturnType<typeof sql>): Promise<AdapterPayload | undefined> {
      const row = await one<{ payload: AdapterPayload | string; consumed: number | null }>(
        db.orm,
        sql`SELECT payload, extract(epoch from consumed_at)::int AS consumed FROM oidc_payload
          WHERE model = ${this.model} AND ${where} AND (expires_at IS NULL OR expires_at > now())`,
      );
      if (!row) return undefined;
      const payload = jsonValue(row.payload);
      return row.consumed ? { ...payload, consumed: row.consumed } : payload;
    }

    find(id: string) {
      return this.findWhere(sql`id = ${id}`);
    }

    findByUserCode(userCode: string) {
      return this.findWhere(sql`user_code = ${userCode}`);
    }

    findByUid(uid: string) {
      return this.findWhere(sql`uid = ${uid}`);
    }

    async consume(id: string): Promise<void> {
      await db.orm.execute(
        sql`UPDATE oidc_payload SET consumed_at = now() WHERE model = ${this.model} AND id = ${id}`,
      );
    }

    async destroy(id: string): Promise<void> {
      await db.orm.execute(
        sql`DELETE FROM oidc_payload WHERE model = ${this.model} AND id = ${id}`,
      );
    }

    /**
     * The provider revokes a grant on sign-out, refresh-token reuse and token revocation: the
     * grant's user gets sessions_revoked_at, so access tokens issued before it are refused at once.
     */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.orm.execute(sql`WITH gone AS (
          DELETE FROM oidc_payload WHERE grant_id = ${grantId} RETURNING payload ->> 'accountId' AS sub
        ), owner AS (
          SELECT sub FROM gone
          UNION SELECT payload ->> 'accountId' FROM oidc_payload WHERE model = 'Grant' AND id = ${grantId}
        )
        UPDATE identity SET sessions_revoked_at = clock_timestamp()
          WHERE subject IN (SELECT sub FROM owner WHERE sub IS NOT NULL)`);
    }
  };
}

/** Removes expired provider state; run by the daily job and at start. */
export async function purgeExpiredProviderState(db: Database): Promise<void> {
  await db.orm.execute(sql`DELETE FROM oidc_payload WHERE expires_at < now() - interval '1 hour'`);
}
