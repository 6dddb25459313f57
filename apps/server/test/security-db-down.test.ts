// PostgreSQL only (not collected on PGlite, see vitest.config.ts): while the database cannot be
// reached the portal answers 503 with a JSON body within seconds, on /readyz and on API calls, and it
// recovers by itself when the database returns. A TCP proxy in the test stands between the portal and
// PostgreSQL; the test cuts and restores it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { SIGN_IN_SCOPES } from '@portal/shared';
import { pkcePair, redirectUri, signIn } from './helpers/sign-in.js';
import { PERSONA_EMAILS } from './users-support.js';

interface Proxy {
  port: number;
  /** Refuses connections: the server is gone. */
  cut(): Promise<void>;
  /** Accepts connections and never answers: the server (or the network) hangs. */
  blackhole(): Promise<void>;
  /** Keeps every connection open and drops their traffic silently, new ones too (a dead network). */
  drop(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards a local port to PostgreSQL; cut and blackhole drop every connection first. */
async function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  let dropping = false;
  const server = net.createServer((client) => {
    if (silent || dropping) {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      return;
    }
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    // Forwards unless dropping: then the bytes vanish and both ends wait.
    client.on('data', (b) => void (dropping || upstream.write(b)));
    upstream.on('data', (b) => void (dropping || client.write(b)));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    blackhole: async () => {
      await stop();
      silent = true;
      await listen(port);
    },
    drop: () => {
      dropping = true;
    },
    restore: async () => {
      await stop().catch(() => undefined);
      silent = false;
      dropping = false;
      await listen(port);
    },
    close: stop,
  };
}

const realUrl = process.env.DATABASE_URL ?? '';
let proxy: Proxy;
let portal: TestPortal;
let token: string;

beforeAll(async () => {
  const url = new URL(realUrl);
  proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // The test's portal reaches PostgreSQL through the proxy only.
  process.env.DATABASE_URL = url.toString();
  portal = await startPortal();
  token = (await signIn(portal.app, portal.config, PERSONA_EMAILS.ada)).access_token;
});
afterAll(async () => {
  await portal?.close();
  await proxy?.close();
  process.env.DATABASE_URL = realUrl;
});

const profile = () =>
  portal.app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${token}` } });

/** Calls `fn` until `ok` accepts its answer, for at most `ms`. */
async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms: number) {
  const until = Date.now() + ms;
  let last = await fn();
  while (!ok(last) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await fn();
  }
  return last;
}

/** The first step of a sign-in: the provider stores the request's state in the database. */
const authorizeRequest = () => {
  const { challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: portal.config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(portal.config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return portal.app.inject({
    url: `/oidc/auth?${params}`,
    headers: { accept: 'application/json' },
  });
};
const write = () =>
  portal.app.inject({
    method: 'PATCH',
    url: '/v2/user',
    headers: { authorization: `Bearer ${token}` },
    payload: { field: 'jobTitle', value: 'Outage' },
  });

/** /readyz, API reads and writes and the provider all answer 503 with a JSON body, each within `ms`. */
async function expectUnavailable(ms: number) {
  const calls = [() => portal.app.inject({ url: '/readyz' }), profile, write, authorizeRequest];
  const answers = await Promise.all(
    calls.map(async (call) => {
      const started = Date.now();
      const res = await call();
      return { res, took: Date.now() - started };
    }),
  );
  for (const { res, took } of answers) {
    expect(took).toBeLessThan(ms);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
}

describe('database down', () => {
  it('answers 503 with JSON within seconds while the database is away, and recovers by itself', async () => {
    expect((await profile()).statusCode).toBe(200);
    await proxy.cut();

    await expectUnavailable(3_000);
    const api = (await profile()).json<{ message: string; code: string }>();
    expect(api).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect(api.message).not.toMatch(/ECONN|SELECT|terminated/);

    // A database that accepts connections and never answers: the pool gives up after 5 s.
    await proxy.blackhole();
    await expectUnavailable(8_000);

    await proxy.restore();
    await eventually(profile, (r) => r.statusCode === 200, 10_000);

    // The network drops every packet of the open connections silently: no error ever comes back,
    // the portal's own timeouts must notice.
    proxy.drop();
    await expectUnavailable(8_000);

    await proxy.restore();
    const ready = await eventually(
      () => portal.app.inject({ url: '/readyz' }),
      (r) => r.statusCode === 200,
      10_000,
    );
    expect(ready.statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
  });
});
