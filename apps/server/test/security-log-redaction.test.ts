// Request logs carry no secrets: query values (set-password links, ID token hints, codes) and token-shaped strings are redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';
import { PERSONA_EMAILS } from './users-support.js';

let portal: TestPortal;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  portal = await startPortal();
  // A second app on the same database that logs at info level into `lines`.
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  logged = await buildApp({
    config: { ...portal.config, logLevel: 'info' },
    db: portal.db,
    logStream: stream,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await portal?.close();
});

describe('request logs', () => {
  it('never carry a query value, a JWT or a set-password token', async () => {
    const tokens = await signIn(portal.app, portal.config, PERSONA_EMAILS.ada);
    const link = 'f3a1b2c4d5e6f708192a3b4c5d6e7f80';
    const code = 'AuthCodeSecret123456789';
    await logged.inject({ url: `/account/verify?token=${link}&lang=de` });
    await logged.inject({
      url: `/oidc/session/end?id_token_hint=${tokens.id_token}&client_id=portal`,
    });
    await logged.inject({ url: `/login/callback?code=${code}&state=s3cr3tState` });
    await logged.inject({
      url: `/v2/user`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    // A token in the path is redacted too.
    await logged.inject({ url: `/v2/nothing/${tokens.access_token}` });

    const text = lines.join('\n');
    expect(
      lines.some((l) => l.includes('"url":"/account/verify?token=[redacted]&lang=[redacted]"')),
    ).toBe(true);
    expect(text).toContain('/oidc/session/end?id_token_hint=[redacted]');
    for (const secret of [
      link,
      code,
      's3cr3tState',
      tokens.id_token,
      tokens.access_token,
      tokens.id_token.split('.')[1]!,
      tokens.access_token.split('.')[1]!,
    ])
      expect(text).not.toContain(secret);
  });
});
