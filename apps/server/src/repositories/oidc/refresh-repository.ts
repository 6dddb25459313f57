// The refresh-token grant's database work: one statement reads and claims, one stores the successors and answers, each for many grants.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';

type Payload = Record<string, unknown>;

/** The account a refresh grant issues tokens for (active users only), with its direct roles. */
export interface RefreshAccount {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  preferredLanguage: string;
  directoryGroups: string[];
  organization: string | null;
  roles: string[];
}

/** What the token endpoint answered for a spent refresh token, kept for the grace period. */
export interface RememberedAnswer {
  body: Payload;
  issuedAtMs: number;
}

export interface ClaimedRefresh {
  token: Payload;
  /** This statement consumed the token: the request rotates it. */
  claimed: boolean;
  /** When the token was first used (epoch seconds), if before this statement. */
  consumed: number | null;
  /** Consumed within the grace, or being consumed by another request right now. */
  recent: boolean;
  answer: { answer: RememberedAnswer } | null;
  session: Payload | null;
  grant: Payload | null;
  account: RefreshAccount | null;
}

/** What a grant presents: a refresh token, or an authorization code (code-grant.ts). */
export type GrantSource = 'RefreshToken' | 'AuthorizationCode';

/** One request's claim: a refresh token (or code) presented by a client. */
export interface RefreshClaim {
  id: string;
  clientId: string;
}

/**
 * For each claim (in order), the unexpired refresh token (or authorization code, `model`) with
 * everything its grant checks (the session, the grant, the active account with its roles, and the
 * answer the token's first use got), consuming it when it is unused and the client's.
 * Hand-written: one call of portal_claim_grant_sources (migration 0030, which keeps its plan) for
 * many grants instead of seven statements per grant (token, session, grant, account, roles,
 * consume; see the README's token service section), each look-up a subquery by index (joins let
 * the planner scan every refresh token: 1.3 s for 20 grants on the loaded 2-core machine). The
 * tokens are locked in id order before the update, so that batches of several processes never
 * wait on each other in a cycle; a token is consumed once, whichever of any number of parallel
 * requests in any process gets it.
 */
export async function claimRefreshTokens(
  ex: Executor,
  claims: RefreshClaim[],
  graceSeconds: number,
  model: GrantSource = 'RefreshToken',
): Promise<(ClaimedRefresh | undefined)[]> {
  const req = JSON.stringify(claims.map((c, n) => ({ n, id: c.id, client: c.clientId })));
  // Token ids are url-safe base64 (refresh-grant.ts checks): the array literal needs no quoting.
  const ids = `{${claims.map((c) => c.id).join(',')}}`;
  const found = await rows<ClaimedRefresh & { n: number }>(
    ex,
    sql`SELECT * FROM portal_claim_grant_sources(${model}, ${req}::jsonb, ${ids}::text[],
      ${graceSeconds})`,
  );
  const byN = new Map(found.map(({ n, ...row }) => [n, row]));
  return claims.map((_, n) => byN.get(n));
}

/** A rotation to store: the successor, and the answer under the spent token's id. */
export interface Rotation {
  spentId: string;
  next: { id: string; payload: Payload; expiresAt: Date | null };
  answer: RememberedAnswer;
  /** Until when the answer is kept (the grace, with a margin for clocks). */
  answerUntil: Date;
}

/**
 * Stores the rotations' successors and, under each spent token's id, the answer its client got
 * (model RefreshAnswer, with the grant and account, so that every revocation removes it too).
 * Hand-written: the rows of many grants in one statement.
 */
export async function saveRotations(ex: Executor, rotations: Rotation[]) {
  const list = rotations.flatMap(({ spentId, next, answer, answerUntil }) => {
    const grantId = typeof next.payload.grantId === 'string' ? next.payload.grantId : null;
    const { accountId, clientId } = next.payload;
    return [
      { id: next.id, model: 'RefreshToken', payload: next.payload, grantId, until: next.expiresAt },
      {
        id: spentId,
        model: 'RefreshAnswer',
        payload: { accountId, clientId, grantId, answer },
        grantId,
        until: answerUntil,
      },
    ];
  });
  await ex.execute(sql`INSERT INTO oidc_payload AS p (id, model, payload, grant_id, expires_at)
    SELECT r.id, r.model, r.payload, r."grantId", r.until
    FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
      AS r(id text, model text, payload jsonb, "grantId" text, until timestamptz)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = NULL, uid = NULL, expires_at = excluded.expires_at`);
  return rotations.map(() => undefined);
}

/** Makes a claimed token or code unused again: the grant that claimed it failed before answering. */
export async function releaseClaim(ex: Executor, id: string, model: GrantSource = 'RefreshToken') {
  await ex.execute(sql`UPDATE oidc_payload SET consumed_at = NULL
    WHERE model = ${model} AND id = ${id}`);
}
