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
 * Hand-written: one statement for many grants instead of seven per grant (token, session, grant,
 * account, roles, consume; see the README's token service section), each look-up a subquery by
 * index (joins let the planner scan every refresh token: 1.3 s for 20 grants on the loaded 2-core
 * machine). The tokens are locked in id order before the update, so that batches of several
 * processes never wait on each other in a cycle; a token is consumed once,
 * whichever of any number of parallel requests in any process gets it.
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
    sql`WITH req AS (
      SELECT * FROM jsonb_to_recordset(${req}::jsonb) AS r(n int, id text, client text)
    ), unused AS (
      SELECT p.model, p.id FROM oidc_payload p
      WHERE p.model = ${model} AND p.id = ANY (${ids}::text[]) AND p.consumed_at IS NULL
        AND (p.expires_at IS NULL OR p.expires_at > now())
      ORDER BY p.id FOR UPDATE
    ), claim AS (
      UPDATE oidc_payload p SET consumed_at = clock_timestamp()
      FROM unused u JOIN req ON req.id = u.id
      WHERE p.model = u.model AND p.id = u.id AND p.payload ->> 'clientId' = req.client
      RETURNING p.id
    )
    SELECT req.n, t.payload AS token,
      EXISTS (SELECT 1 FROM claim c WHERE c.id = t.id) AS claimed,
      extract(epoch FROM t.consumed_at)::int AS consumed,
      (t.consumed_at IS NULL OR t.consumed_at > now() - ${graceSeconds} * interval '1 second') AS recent,
      (SELECT a.payload FROM oidc_payload a
        WHERE a.model = 'RefreshAnswer' AND a.id = t.id AND a.expires_at > now()) AS answer,
      (SELECT s.payload FROM oidc_payload s
        WHERE s.model = 'Session' AND s.uid = t.payload ->> 'sessionUid'
          AND (s.expires_at IS NULL OR s.expires_at > now()) LIMIT 1) AS session,
      (SELECT g.payload FROM oidc_payload g WHERE g.model = 'Grant' AND g.id = t.grant_id
          AND (g.expires_at IS NULL OR g.expires_at > now())) AS "grant",
      (SELECT json_build_object(
        'subject', i.subject, 'email', i.email, 'firstName', i.first_name,
        'lastName', i.last_name, 'emailVerified', i.email_verified,
        'preferredLanguage', i.preferred_language, 'directoryGroups', i.directory_groups,
        'organization', (SELECT o.name FROM identity_location l
          JOIN organization o ON o.id = l.organization_id
          WHERE l.identity_id = i.id AND l.mode = 'INCLUDE'
          ORDER BY l.preferred DESC, o.id LIMIT 1),
        'roles', ARRAY(SELECT r.name FROM identity_role ir
          JOIN security_role r ON r.id = ir.security_role_id
          WHERE ir.identity_id = i.id ORDER BY r.name))
        FROM identity i WHERE i.subject = t.payload ->> 'accountId' AND i.status = 'ACTIVE'
      ) AS account
    FROM req
    JOIN oidc_payload t ON t.model = ${model} AND t.id = req.id
      AND t.id = ANY (${ids}::text[]) AND (t.expires_at IS NULL OR t.expires_at > now())`,
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
