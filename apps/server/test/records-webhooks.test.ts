// Webhooks against a real HTTP receiver on localhost: delivered once with a valid signature,
// retried with backoff then reported as an integration error, and delivered exactly once when two
// portal processes (two database connections) run the delivery at the same time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { IntegrationErrorPage, ResyncResult, Webhook } from '@portal/shared';
import { one, openDatabase, rows, type Database } from '../src/db/client.js';
import { backoffMs, deliverDue } from '../src/jobs/webhook-delivery.js';
import { startJobs } from '../src/jobs/index.js';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { verifySignature } from '../src/services/records/signature.js';
import { startPortal, testDbKind, type TestPortal } from './helpers/setup.js';
import { tokensFor, call, userId, type Persona } from './users-support.js';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let portal: TestPortal;
let tokens: Record<Persona, string>;
let server: http.Server;
let base: string;
const received: Received[] = [];
// A Standard Webhooks secret: whsec_ + base64 of 32 bytes.
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      // A little latency, so concurrent runners overlap.
      setTimeout(() => {
        res.statusCode = req.url?.startsWith('/fail') ? 500 : 204;
        res.end(req.url?.startsWith('/fail') ? 'receiver is down' : '');
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  portal = await startPortal({
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_RETRY_MAX_MS: '100',
    WEBHOOK_TIMEOUT_MS: '2000',
    // The receiver is on this machine: allowed here, refused by default.
    WEBHOOK_ALLOWED_HOSTS: 'localhost,127.0.0.1',
  });
  tokens = await tokensFor(portal, ['ada', 'otto']);
});
afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => server.close(resolve));
});

const as = (
  who: Persona,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => call(portal, tokens[who], { method, url, payload });

async function subscribe(path: string, eventTypes: string[]): Promise<Webhook> {
  const res = await as('ada', 'POST', '/v2/admin/webhooks', {
    url: `${base}${path}`,
    secret: SECRET,
    eventTypes,
    description: `receiver ${path}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Webhook>();
}

async function resyncSam(): Promise<ResyncResult> {
  const id = await userId(portal.db, 'sam.standard@atlas.example');
  const res = await as('ada', 'POST', `/v2/admin/audit/users/${id}/resync`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResyncResult>();
}

const settings = () => portal.config.webhooks;
const signedHeaders = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhook delivery', () => {
  it('saving a subscription never calls its address; a change is delivered once, signed', async () => {
    const hook = await subscribe('/ok', ['user.resynced']);
    expect(hook.secretHint).toBe(`••••${SECRET.slice(-4)}`);
    expect(hook).toMatchObject({ secretFormat: 'standard', previousSecretUntil: null });
    expect(hook.secret).toBeUndefined();
    expect(JSON.stringify(hook)).not.toContain(SECRET);
    expect(received).toHaveLength(0);
    const { eventId, deliveries } = await resyncSam();
    expect(deliveries).toBe(1);
    expect(received).toHaveLength(0);
    expect(await deliverDue(portal.db, settings())).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDue(portal.db, settings())).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.headers['webhook-id']).toBe(eventId);
    const ts = Number(r!.headers['webhook-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);
    const signature = String(r!.headers['webhook-signature']);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifySignature(SECRET, eventId, ts, r!.body, signature)).toBe(true);
    expect(verifySignature('another-secret-of-some-length', eventId, ts, r!.body, signature)).toBe(
      false,
    );
    // The specification's own library verifies it.
    expect(new StandardWebhook(SECRET).verify(r!.body, signedHeaders(r!))).toMatchObject({
      id: eventId,
    });
    const body = JSON.parse(r!.body) as { id: string; type: string; data: { email: string } };
    expect(body).toMatchObject({ id: eventId, type: 'user.resynced' });
    expect(body.data.email).toBe('sam.standard@atlas.example');
    const list = (await as('otto', 'GET', '/v2/admin/webhooks')).json<{ items: Webhook[] }>();
    expect(list.items.find((w) => w.id === hook.id)?.lastDeliveryStatus).toBe('DELIVERED');
    expect((await as('ada', 'DELETE', `/v2/admin/webhooks/${hook.id}`)).statusCode).toBe(204);
  });

  it('refuses a webhook address that is not http(s)', async () => {
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'file:///etc/passwd', '/x']) {
      const res = await as('ada', 'POST', '/v2/admin/webhooks', {
        url,
        secret: SECRET,
        eventTypes: ['user.changed'],
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
  });

  it('a receiver answering 500 gets retries with backoff, then an integration error', async () => {
    received.length = 0;
    const hook = await subscribe('/fail', ['user.resynced']);
    const { eventId } = await resyncSam();
    const tallies = [];
    for (let i = 0; i < 50; i++) {
      const t = await deliverDue(portal.db, settings());
      if (t.delivered + t.retried + t.failed > 0) tallies.push(t);
      if (t.failed > 0) break;
      await sleep(25);
    }
    expect(tallies.map((t) => [t.retried, t.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(received.filter((r) => r.path === '/fail')).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([eventId]));
    const page = (
      await as('otto', 'GET', '/v2/admin/integration-errors?integrationType=WEBHOOK&q=%2Ffail')
    ).json<IntegrationErrorPage>();
    const error = page.items.find((e) => e.eventId === eventId);
    expect(error).toMatchObject({
      integrationType: 'WEBHOOK',
      targetType: 'USER',
      serialNumber: 'D200002',
      organizationName: 'Buckeye Heavy Equipment',
      status: 'OPEN',
    });
    expect(error!.message).toContain('HTTP 500');
    const retry = await as('ada', 'POST', `/v2/admin/integration-errors/${error!.id}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'RETRIED', deliveries: 1 });
    const pending = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM webhook_delivery
        WHERE subscription_id = ${hook.id} AND status = 'PENDING'`,
    );
    expect(pending?.n).toBe(1);
    await as('ada', 'DELETE', `/v2/admin/webhooks/${hook.id}`);
  });

  it('two portal processes deliver each event exactly once', async () => {
    received.length = 0;
    const hook = await subscribe('/many', ['user.resynced']);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await resyncSam()).eventId);
    // A second process: its own connections to the same database (PGlite: the same instance).
    let other: Database = portal.db;
    if (testDbKind() === 'postgres') {
      const schema = await one<{ s: string }>(portal.db.orm, sql`SELECT current_schema() AS s`);
      other = await openDatabase({
        databaseUrl: portal.config.databaseUrl,
        dataDir: 'memory://',
        schema: schema!.s,
        poolSize: 3,
      });
    }
    try {
      for (let round = 0; round < 10; round++) {
        await Promise.all([
          deliverDue(portal.db, settings(), 3),
          deliverDue(other, settings(), 3),
          deliverDue(portal.db, settings(), 3),
          deliverDue(other, settings(), 3),
        ]);
      }
    } finally {
      if (other !== portal.db) await other.close();
    }
    const got = received.filter((r) => r.path === '/many').map((r) => r.headers['webhook-id']);
    expect(got.sort()).toEqual([...ids].sort());
    const states = await rows<{ status: string }>(
      portal.db.orm,
      sql`SELECT status FROM webhook_delivery WHERE subscription_id = ${hook.id}`,
    );
    expect(states.every((s) => s.status === 'DELIVERED')).toBe(true);
  });

  it('the jobs deliver by themselves, polling; backoff doubles up to its maximum', async () => {
    received.length = 0;
    const hook = await subscribe('/polled', ['user.resynced']);
    const { eventId } = await resyncSam();
    const log = { info: () => undefined, error: () => undefined };
    const jobs = startJobs({ db: portal.db, log, webhooks: { ...settings(), pollMs: 20 } });
    try {
      const polled = () => received.filter((r) => r.path === '/polled');
      for (let i = 0; i < 100 && polled().length === 0; i++) await sleep(20);
    } finally {
      jobs.stop();
    }
    const got = received.filter((r) => r.path === '/polled').map((r) => r.headers['webhook-id']);
    expect(got).toEqual([eventId]);
    const s = { ...settings(), retryBaseMs: 1000, retryMaxMs: 5000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(s, n))).toEqual([1000, 2000, 4000, 5000, 5000]);
    await as('ada', 'DELETE', `/v2/admin/webhooks/${hook.id}`);
  });
});

describe('Standard Webhooks secrets', () => {
  // Only this describe's subscription listens (the earlier tests' ones are removed).
  beforeEach(async () => {
    await portal.db.orm.execute(sql`DELETE FROM webhook_subscription`);
  });
  /** Resyncs Sam, delivers, and returns what the receiver got. */
  async function deliverOne() {
    received.length = 0;
    await resyncSam();
    expect((await deliverDue(portal.db, settings())).delivered).toBe(1);
    expect(received).toHaveLength(1);
    return received[0]!;
  }
  const verifies = (secret: string, r: Received) => {
    try {
      new StandardWebhook(secret).verify(r.body, signedHeaders(r));
      return true;
    } catch {
      return false;
    }
  };

  it('generated at creation (whsec_ + base64 of 32 bytes), shown once, verified by the standardwebhooks library', async () => {
    const res = await as('ada', 'POST', '/v2/admin/webhooks', {
      url: `${base}/std`,
      eventTypes: ['user.resynced'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json<Webhook>();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(hook.secret!.slice(6), 'base64')).toHaveLength(32);
    expect(hook.secretFormat).toBe('standard');
    const shown = await as('ada', 'GET', `/v2/admin/webhooks/${hook.id}`);
    expect(shown.body).not.toContain(hook.secret!.slice(6, 20));
    expect(verifies(hook.secret!, await deliverOne())).toBe(true);

    // Rotation: a new secret shown once; both sign for a day (two space-separated signatures).
    const rotated = await as('ada', 'PUT', `/v2/admin/webhooks/${hook.id}`, {
      url: `${base}/std`,
      eventTypes: ['user.resynced'],
      rotateSecret: true,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json<Webhook>();
    expect(next.secret).toMatch(/^whsec_/);
    expect(next.secret).not.toBe(hook.secret);
    expect(Date.parse(next.previousSecretUntil!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const both = await deliverOne();
    expect(String(both.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(next.secret!, both)).toBe(true);
    expect(verifies(hook.secret!, both)).toBe(true);
    expect(verifies(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, both)).toBe(false);

    // After the grace period only the new secret signs.
    await portal.db.orm.execute(
      sql`UPDATE webhook_subscription SET previous_secret_until = now() - interval '1 second' WHERE id = ${hook.id}`,
    );
    const after = await deliverOne();
    expect(verifies(next.secret!, after)).toBe(true);
    expect(verifies(hook.secret!, after)).toBe(false);
    expect((await as('ada', 'DELETE', `/v2/admin/webhooks/${hook.id}`)).statusCode).toBe(204);
  });

  it('a secret not in the standard format is refused; one saved before keeps signing with its text, shown as legacy', async () => {
    for (const secret of [
      'a-receiver-secret-of-32-chars!!!',
      'whsec_c2hvcnQ=',
      'whsec_not base64!!',
    ]) {
      const res = await as('ada', 'POST', '/v2/admin/webhooks', {
        url: `${base}/legacy`,
        secret,
        eventTypes: ['user.resynced'],
      });
      expect([secret, res.statusCode]).toEqual([secret, 400]);
    }
    const hook = await subscribe('/legacy', ['user.resynced']);
    const legacy = 'a-receiver-secret-of-32-chars!!!';
    await portal.db.orm.execute(
      sql`UPDATE webhook_subscription SET secret = ${legacy} WHERE id = ${hook.id}`,
    );
    const shown = (await as('ada', 'GET', `/v2/admin/webhooks/${hook.id}`)).json<Webhook>();
    expect(shown.secretFormat).toBe('legacy');
    const r = await deliverOne();
    const ts = Number(r.headers['webhook-timestamp']);
    const id = String(r.headers['webhook-id']);
    expect(verifySignature(legacy, id, ts, r.body, String(r.headers['webhook-signature']))).toBe(
      true,
    );
    expect((await as('ada', 'DELETE', `/v2/admin/webhooks/${hook.id}`)).statusCode).toBe(204);
  });
});
