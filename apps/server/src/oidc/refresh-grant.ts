// The token endpoint's refresh-token grant: the provider's own checks and rotation, two shared statements, one successor per token.
import { errors, type KoaContextWithOIDC, type TokenEndpointGrantContext } from 'oidc-provider';
import type Provider from 'oidc-provider';
import {
  handler as providerGrant,
  parameters,
} from 'oidc-provider/lib/actions/grants/refresh_token.js';
import * as grantHelpers from 'oidc-provider/lib/helpers/grants.js';
import type { Database } from '../db/client.js';
import {
  claimRefreshTokens,
  releaseClaim,
  saveRotations,
  type ClaimedRefresh,
  type GrantSource,
  type RefreshClaim,
  type RememberedAnswer,
  type Rotation,
} from '../repositories/oidc/refresh-repository.js';
import { batches } from '../lib/batches.js';
import { assertNoNul } from './input-guard.js';
import { withRefreshState, type RefreshState } from './refresh-state.js';

/** How long a use of a token that another request is rotating waits for that request's answer. */
const WAIT_FOR_ROTATION_MS = 5_000;
/** Grants a statement serves at most. */
const MAX_BATCH = 200;
/** The shape of the provider's tokens and codes (url-safe base64). */
export const TOKEN_SHAPE = /^[\w-]{1,512}$/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The remembered answer, its lifetime counted from when it was first given. */
function answerWith(ctx: KoaContextWithOIDC, remembered: RememberedAnswer) {
  const { body, issuedAtMs } = remembered;
  const elapsed = Math.floor((Date.now() - issuedAtMs) / 1000);
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
  ctx.body = { ...body, expires_in: Math.max(0, expiresIn - elapsed) };
  return remembered;
}

/** What the provider is to see of the grant's statement: the token (or code) as `model`. */
export function stateOf(
  id: string,
  row: ClaimedRefresh | undefined,
  claimed: boolean,
  model: GrantSource = 'RefreshToken',
): RefreshState {
  const token = row && {
    ...row.token,
    // Not claimed here: used before, or by a request rotating it right now.
    ...(claimed ? {} : { consumed: row.consumed ?? Math.floor(Date.now() / 1000) }),
  };
  return {
    model,
    tokenId: id,
    token,
    session: row?.session ?? undefined,
    grant: row?.grant ?? undefined,
    account: row?.account ?? undefined,
    claimed,
  };
}

/** The provider's grant helpers bound to it, as its own grants get them. */
export function grantHelpersOf(provider: Provider) {
  return Object.fromEntries(
    Object.entries(grantHelpers).map(([name, helper]) => [
      name,
      (...args: unknown[]) => helper(provider, ...args),
    ]),
  );
}

/**
 * Replaces the provider's refresh-token grant with one around it. One statement reads the token
 * with its session, grant and account and consumes it (refresh-repository.ts); the provider then
 * checks and rotates from memory (refresh-state.ts), and one statement stores the successor with
 * the answer. Both statements serve every grant that arrived meanwhile (lib/batches.ts). A token spent less than the grace ago gets that same answer (same refresh token,
 * same access token), however many requests present it at once and in whichever process, so a
 * token never branches; a reuse after the grace is refused and ends the grant (the provider's
 * reuse detection, adapter.ts revokes the user's sessions).
 */
export function registerRefreshGrant(provider: Provider, db: Database, graceSeconds: number) {
  const helpers = grantHelpersOf(provider);
  // PGlite runs one statement at a time; PostgreSQL's pool takes a few at once.
  const batching = { max: MAX_BATCH, parallel: db.kind === 'pglite' ? 1 : 4 };
  const claim = batches(async (claims: RefreshClaim[]) => {
    // A token twice in one batch: the second is being rotated by the first (found in the statement).
    const first = new Map<string, number>();
    const unique = claims.filter((c, i) => !first.has(c.id) && first.set(c.id, i));
    const found = await claimRefreshTokens(db.orm, unique, graceSeconds);
    const byId = new Map(unique.map((c, i) => [c.id, found[i]]));
    return claims.map((c, i) => {
      const row = byId.get(c.id);
      const dup = first.get(c.id) !== i && row?.claimed;
      return dup ? { ...row, claimed: false, consumed: null, recent: true, answer: null } : row;
    });
  }, batching);
  const save = batches((list: Rotation[]) => saveRotations(db.orm, list), batching);
  const runProviderGrant = (ctx: KoaContextWithOIDC, state: RefreshState) =>
    withRefreshState(state, () => providerGrant(provider, helpers, ctx));
  /** This process's grants under way per client and token: parallel uses wait for the first. */
  const underWay = new Map<string, Promise<RememberedAnswer | undefined>>();

  async function rotate(ctx: KoaContextWithOIDC, id: string, row: ClaimedRefresh) {
    const state = stateOf(id, row, true);
    try {
      await runProviderGrant(ctx, state);
      const answer = { body: ctx.body as RememberedAnswer['body'], issuedAtMs: Date.now() };
      const next = state.successor;
      if (next)
        await save({
          spentId: id,
          next: {
            id: next.id,
            payload: next.payload,
            expiresAt: next.expiresIn ? new Date(Date.now() + next.expiresIn * 1000) : null,
          },
          answer,
          answerUntil: new Date(Date.now() + (graceSeconds + 60) * 1000),
        });
      return answer;
    } catch (err) {
      // Nothing was answered: the token stays usable (e.g. after a database outage).
      await releaseClaim(db.orm, id).catch(() => undefined);
      throw err;
    }
  }

  async function claimAndAnswer(ctx: KoaContextWithOIDC, id: string, clientId: string) {
    const deadline = Date.now() + WAIT_FOR_ROTATION_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      const row = await claim({ id, clientId });
      if (row?.claimed) return rotate(ctx, id, row);
      const spentJustNow = row?.token.clientId === clientId && graceSeconds > 0 && row.recent;
      if (!row || !spentJustNow) {
        // Unknown, another client's, or reused after the grace: the provider refuses it.
        await runProviderGrant(ctx, stateOf(id, row, false));
        return undefined;
      }
      if (row.answer) return answerWith(ctx, row.answer.answer);
      // Another process is rotating it at this moment: its answer is this request's too.
      if (Date.now() + wait > deadline) throw new errors.InvalidGrant('refresh token already used');
      await pause(wait);
    }
  }

  async function refreshGrant(ctx: TokenEndpointGrantContext<{ refresh_token?: unknown }>) {
    const id = ctx.oidc.params?.refresh_token;
    const clientId = ctx.oidc.client.clientId;
    if (typeof id !== 'string' || !id) return providerGrant(provider, helpers, ctx);
    assertNoNul(id);
    // Not a token the provider makes (url-safe base64): unknown, and kept out of the shared statement.
    if (!TOKEN_SHAPE.test(id)) return runProviderGrant(ctx, stateOf(id, undefined, false));
    const key = `${clientId} ${id}`;
    const first = underWay.get(key);
    if (first && graceSeconds > 0) {
      const answer = await first.catch(() => undefined);
      if (answer) return void answerWith(ctx, answer);
    }
    const work = claimAndAnswer(ctx, id, clientId);
    if (!first) {
      underWay.set(key, work);
      const done = () => void underWay.delete(key);
      work.then(done, done);
    }
    await work;
  }

  // The provider's own parameters, and resource (resource indicators are on) like its grants.
  provider.registerGrantType('refresh_token', refreshGrant, new Set([...parameters, 'resource']), [
    'resource',
  ]);
}
