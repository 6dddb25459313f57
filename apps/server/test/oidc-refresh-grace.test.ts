// A refresh token used several times at once (or again within the grace) gets one successor, never a second branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { startSecondApp, type SecondApp } from './helpers/second-app.js';
import { ageRotatedRefreshTokens, refresh, signIn } from './helpers/sign-in.js';

interface Answer {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

let portal: TestPortal;
let second: SecondApp;
beforeAll(async () => {
  portal = await startPortal();
  second = await startSecondApp(portal);
});
afterAll(async () => {
  await second?.close();
  await portal?.close();
});

/** Refresh tokens the provider holds for the grant of an access token (spent ones included). */
async function refreshTokensOfGrant(accessToken: string) {
  const grantId = String(decodeJwt(accessToken).grant_id);
  const row = await one<{ n: number }>(
    portal.db.orm,
    sql`SELECT count(*)::int AS n FROM oidc_payload
        WHERE model = 'RefreshToken' AND grant_id = ${grantId}`,
  );
  return row?.n;
}

function expectOneSuccessor(answers: { statusCode: number; json: <T>() => T }[]) {
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  const bodies = answers.map((a) => a.json<Answer>());
  expect(new Set(bodies.map((b) => b.refresh_token)).size).toBe(1);
  // The same access token for the same session, user and roles.
  expect(new Set(bodies.map((b) => b.access_token)).size).toBe(1);
  return bodies[0]!;
}

describe('refresh-token grace', () => {
  it('gives ten parallel uses of one token the same successor', async () => {
    const tokens = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(portal.app, portal.config, tokens.refresh_token!)),
    );
    const next = expectOneSuccessor(answers);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).sub).toBe(decodeJwt(tokens.access_token).sub);
    // The spent token and its one successor: no branch was stored.
    expect(await refreshTokensOfGrant(next.access_token)).toBe(2);
    // The session goes on with that successor.
    const after = await refresh(portal.app, portal.config, next.refresh_token);
    expect(after.statusCode).toBe(200);
  });

  it('gives parallel uses in two processes the same successor', async () => {
    const tokens = await signIn(portal.app, portal.config, 'dan.dealer@atlas.example');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refresh(i % 2 ? second.app : portal.app, portal.config, tokens.refresh_token!),
      ),
    );
    const next = expectOneSuccessor(answers);
    expect(await refreshTokensOfGrant(next.access_token)).toBe(2);
  });

  it('answers a use within the grace with the first answer, and ends the grant after it', async () => {
    const tokens = await signIn(portal.app, portal.config, 'ivy.internal@atlas.example');
    const first = await refresh(portal.app, portal.config, tokens.refresh_token!);
    const again = await refresh(second.app, portal.config, tokens.refresh_token!);
    const next = expectOneSuccessor([first, again]);
    await ageRotatedRefreshTokens(portal.db);
    const late = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ error: string }>().error).toBe('invalid_grant');
    // Reuse after the grace counts as theft: the successor no longer works either.
    expect((await refresh(portal.app, portal.config, next.refresh_token)).statusCode).toBe(400);
  });
});
