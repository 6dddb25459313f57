// Webhook URLs may not point at the portal's own networks: loopback, link-local, private and
// unspecified addresses are refused when saved (also when a name resolves to one) and again at
// delivery (a name re-pointed later), unless the host is listed in WEBHOOK_ALLOWED_HOSTS.
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import { deliverDue } from '../src/jobs/webhook-delivery.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { call, tokensFor } from './users-support.js';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const NAME = 'hooks.partner.example';
let portal: TestPortal;
let ada: string;
let server: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    res.statusCode = 204;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  portal = await startPortal({ WEBHOOK_ALLOWED_HOSTS: 'allowed.internal.example, 10.9.9.9' });
  ada = (await tokensFor(portal, ['ada'])).ada;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => server.close(resolve));
});

const save = (url: string, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  call(portal, ada, {
    method,
    url: id ? `/v2/admin/webhooks/${id}` : '/v2/admin/webhooks',
    payload: { url, secret: SECRET, eventTypes: ['user.resynced', 'organization.resynced'] },
  });

const count = async () =>
  (
    await rows<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM webhook_subscription`,
    )
  )[0]!.n;

/** Makes `name` resolve to `address` (both lookups the server uses); other names as usual. */
function pointName(name: string, address: string) {
  const family = address.includes(':') ? 6 : 4;
  const plain = dns.lookup.bind(dns);
  vi.spyOn(dns, 'lookup').mockImplementation(((host: string, opts: unknown, cb: unknown) => {
    if (host !== name) return (plain as (...a: unknown[]) => void)(host, opts, cb);
    const done = cb as (e: null, a: dns.LookupAddress[] | string, f?: number) => void;
    if ((opts as dns.LookupOptions).all) done(null, [{ address, family }]);
    else done(null, address, family);
  }) as typeof dns.lookup);
  const plainAsync = dns.promises.lookup.bind(dns.promises);
  vi.spyOn(dns.promises, 'lookup').mockImplementation((async (host: string, opts: unknown) =>
    host === name
      ? [{ address, family }]
      : plainAsync(host, opts as dns.LookupAllOptions)) as typeof dns.promises.lookup);
}

describe('webhook address rule', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://0.0.0.0/hook',
    'http://10.1.2.3/hook',
    'http://172.20.0.5/hook',
    'http://192.168.0.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fe80::1]/hook',
    'http://[fd00::5]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://2130706433/hook',
    'http://100.100.100.200/latest/meta-data',
    'http://198.18.0.1/hook',
    'http://224.0.0.1/hook',
    'http://255.255.255.255/hook',
    'http://[64:ff9b::a9fe:a9fe]/hook',
    'http://[2002:7f00:1::1]/hook',
    'http://[::7f00:1]/hook',
    'http://[fec0::1]/hook',
    'http://[ff02::1]/hook',
  ])('refuses %s with a 400 that says why, saving nothing', async (url) => {
    const before = await count();
    const res = await save(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.stringContaining('public internet host'),
      details: { key: 'validation.webhookAddress' },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a name that resolves to a private address, on create and on update', async () => {
    pointName(NAME, '10.0.0.7');
    expect((await save(`https://${NAME}/in`)).statusCode).toBe(400);
    vi.restoreAllMocks();
    pointName(NAME, '100.100.100.200');
    expect((await save(`https://${NAME}/in`)).statusCode).toBe(400);
    vi.restoreAllMocks();
    pointName(NAME, '93.184.216.34');
    const created = await save(`https://${NAME}/in`);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await save('http://192.168.1.1/in', 'PUT', id)).statusCode).toBe(400);
    expect((await save('https://hooks.other.example/in', 'PUT', id)).statusCode).toBe(200);
  });

  it('accepts the hosts of WEBHOOK_ALLOWED_HOSTS', async () => {
    pointName('allowed.internal.example', '10.0.0.8');
    expect((await save('https://allowed.internal.example/in')).statusCode).toBe(201);
    expect((await save('http://10.9.9.9:8080/in')).statusCode).toBe(201);
    expect((await save('http://10.9.9.8:8080/in')).statusCode).toBe(400);
  });

  it('refuses at delivery a name re-pointed at a loopback address after it was saved', async () => {
    await portal.db.orm.execute(sql`DELETE FROM webhook_subscription`);
    pointName(NAME, '93.184.216.34');
    const created = await save(`http://${NAME}:${port}/in`);
    expect(created.statusCode, created.body).toBe(201);
    const resync = await call(portal, ada, {
      method: 'POST',
      url: `/v2/admin/audit/organizations/1/resync`,
    });
    expect(resync.statusCode, resync.body).toBe(200);
    vi.restoreAllMocks();
    pointName(NAME, '127.0.0.1');
    const tally = await deliverDue(portal.db, portal.config.webhooks);
    expect(tally.delivered).toBe(0);
    expect(hits).toBe(0);
    const [delivery] = await rows<{ last_error: string }>(
      portal.db.orm,
      sql`SELECT last_error FROM webhook_delivery ORDER BY id DESC LIMIT 1`,
    );
    expect(delivery!.last_error).toContain('refused');
  });
});
