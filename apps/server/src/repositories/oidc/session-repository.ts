// A person's provider sessions one by one (migration 0022): what each was signed in with and when
// it was last used, and ending some of them (their grants are marked ended, their state deleted).
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { endedSession, identity, oidcPayload, sessionActivity } from '../../db/schema/index.js';
import { textArray } from '../../db/sql.js';

/** One provider session as the account page lists it. */
export interface SessionRow {
  /** The provider's session id (the browser's cookie value): never leaves the server. */
  id: string;
  grantIds: string[];
  userAgent: string;
  signedInAt: Date | null;
  lastUsedAt: Date | null;
}

interface SessionPayload {
  loginTs?: number;
  authorizations?: Record<string, { grantId?: string }>;
}

/** An access token issued for a user's grant: which browser asked for it. */
export interface TokenUse {
  grantId: string;
  subject: string;
  userAgent: string;
}

/**
 * Called whenever the provider issues access tokens of users' grants: remembers the browser and
 * the time of each grant, so the session list can say which device it is and when it was last
 * used. Many uses in one statement (the token service batches them: one statement a refresh grant
 * was a third of its statements); a grant twice keeps its last use (an upsert may touch a row
 * once). Hand-written: one call of portal_record_token_uses (migration 0031: an upsert from one
 * JSON parameter, its plan kept).
 */
export async function recordTokenUses(ex: Executor, uses: readonly TokenUse[]) {
  const last = new Map(uses.map((u) => [u.grantId, u]));
  const list = [...last.values()].map((u) => ({
    g: u.grantId,
    s: u.subject,
    ua: u.userAgent.slice(0, 500),
  }));
  if (list.length === 0) return;
  await ex.execute(sql`SELECT portal_record_token_uses(${JSON.stringify(list)}::jsonb)`);
}

/** The user's live provider sessions with their grants and what was last seen of them. */
export async function sessionsOf(ex: Executor, subject: string): Promise<SessionRow[]> {
  const found = await ex
    .select({ id: oidcPayload.id, payload: oidcPayload.payload })
    .from(oidcPayload)
    .where(
      and(
        eq(oidcPayload.model, 'Session'),
        sql`${oidcPayload.payload} ->> 'accountId' = ${subject}`,
        or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, sql`now()`)),
      ),
    );
  const sessions = found.map((s) => {
    const p = s.payload as SessionPayload;
    const grantIds = Object.values(p.authorizations ?? {})
      .map((a) => a.grantId)
      .filter((g): g is string => typeof g === 'string');
    return { id: s.id, grantIds, loginTs: typeof p.loginTs === 'number' ? p.loginTs : null };
  });
  const grants = sessions.flatMap((s) => s.grantIds);
  const activity = grants.length
    ? await ex.select().from(sessionActivity).where(inArray(sessionActivity.grantId, grants))
    : [];
  const byGrant = new Map(activity.map((a) => [a.grantId, a]));
  return sessions.map((s) => {
    const seen = s.grantIds
      .map((g) => byGrant.get(g))
      .filter((a) => a !== undefined)
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
    return {
      id: s.id,
      grantIds: s.grantIds,
      userAgent: seen[0]?.userAgent ?? '',
      signedInAt:
        s.loginTs !== null ? new Date(s.loginTs * 1000) : (seen.at(-1)?.startedAt ?? null),
      lastUsedAt: seen[0]?.lastUsedAt ?? (s.loginTs !== null ? new Date(s.loginTs * 1000) : null),
    };
  });
}

/**
 * Ends sessions of the user: their grants are marked ended (the API refuses their access tokens
 * from the next call on, in every process: the insert bumps the user's cache version), and the
 * sessions, grants and every token of those grants are deleted (refresh tokens stop working).
 */
export async function endSessions(
  ex: Executor,
  identityId: number,
  sessions: readonly Pick<SessionRow, 'id' | 'grantIds'>[],
) {
  if (sessions.length === 0) return;
  const grants = sessions.flatMap((s) => s.grantIds);
  const ids = sessions.map((s) => s.id);
  if (grants.length)
    await ex
      .insert(endedSession)
      .values(grants.map((grantId) => ({ grantId, identityId })))
      .onConflictDoNothing();
  await ex.execute(sql`DELETE FROM oidc_payload WHERE (model = 'Session' AND id = ANY(${textArray(ids)}))
    OR grant_id = ANY(${textArray(grants)}) OR (model = 'Grant' AND id = ANY(${textArray(grants)}))`);
}

/**
 * Forgets ended grants no access token can name any more (ACCESS_TOKEN_TTL is at most a day, so
 * two days is past every token's expiry) and what was seen of sessions gone for a month.
 */
export async function purgeSessionRows(ex: Executor) {
  const ended = await ex
    .delete(endedSession)
    .where(lt(endedSession.endedAt, sql`now() - interval '2 days'`))
    .returning({ g: endedSession.grantId });
  const idle = await ex
    .delete(sessionActivity)
    .where(lt(sessionActivity.lastUsedAt, sql`now() - interval '31 days'`))
    .returning({ g: sessionActivity.grantId });
  return ended.length + idle.length;
}

/** The e-mail address a person's own changes are recorded under in their history. */
export async function identityEmail(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({ email: identity.email })
    .from(identity)
    .where(eq(identity.id, identityId));
  return row?.email;
}
