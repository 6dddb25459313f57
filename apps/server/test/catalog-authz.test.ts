// Authorization matrix: every catalogue endpoint x every demo persona. Readers (any of :read or
// :write) are ada and otto; the only writer is ada. Everyone else gets 403 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import {
  announcementBody,
  applicationBody,
  callerFor,
  catalogCounts,
  permissionSetBody,
  PERSONAS,
  securityRoleBody,
  type Caller,
  type Persona,
} from './catalog-fixtures.js';

let portal: TestPortal;
let ada: Caller;
const callers = new Map<Persona, Caller>();

beforeAll(async () => {
  portal = await startPortal();
  for (const p of PERSONAS) callers.set(p, await callerFor(portal, p));
  ada = callers.get('ada')!;
});
afterAll(async () => portal?.close());

const READERS: readonly Persona[] = ['ada', 'otto'];
const WRITERS: readonly Persona[] = ['ada'];

interface Catalogue {
  path: string;
  body: () => object;
}
const CATALOGUES: Catalogue[] = [
  { path: '/v2/announcements', body: () => announcementBody() },
  { path: '/v2/applications', body: () => applicationBody() },
  { path: '/v2/permission-sets', body: () => permissionSetBody() },
  { path: '/v2/security-roles', body: () => securityRoleBody() },
];

/** A fresh entry made by ada, so each call has its own target. */
async function fresh(c: Catalogue): Promise<{ id: number; version: number }> {
  const res = await ada.post(c.path, c.body());
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; version: number }>();
}

type Kind = 'read' | 'write';
type Target = { id: number; version: number; other: number };
interface Endpoint {
  name: string;
  kind: Kind;
  ok: number;
  /** Ada's entries the call works on, made before the counts are taken. */
  prepare?: () => Promise<Target>;
  call(who: Caller, target: Target): Promise<number>;
}

const ENDPOINTS: Endpoint[] = [
  ...CATALOGUES.flatMap((c): Endpoint[] => {
    const prepare = async () => ({ ...(await fresh(c)), other: 0 });
    return [
      {
        name: `GET ${c.path}`,
        kind: 'read',
        ok: 200,
        call: async (who) => (await who.get(`${c.path}?search=a&sort=updatedAt&page=1`)).statusCode,
      },
      {
        name: `GET ${c.path}/{id}`,
        kind: 'read',
        ok: 200,
        prepare,
        call: async (who, t) => (await who.get(`${c.path}/${t.id}`)).statusCode,
      },
      {
        name: `POST ${c.path}`,
        kind: 'write',
        ok: 201,
        call: async (who) => (await who.post(c.path, c.body())).statusCode,
      },
      {
        name: `PUT ${c.path}/{id}`,
        kind: 'write',
        ok: 200,
        prepare,
        call: async (who, t) =>
          (await who.put(`${c.path}/${t.id}`, { ...c.body(), version: t.version })).statusCode,
      },
      {
        name: `DELETE ${c.path}/{id}`,
        kind: 'write',
        ok: 204,
        prepare,
        call: async (who, t) => (await who.delete(`${c.path}/${t.id}`)).statusCode,
      },
    ];
  }),
  {
    name: 'GET /v2/announcements/definitions',
    kind: 'read',
    ok: 200,
    call: async (who) => (await who.get('/v2/announcements/definitions')).statusCode,
  },
  {
    name: 'GET /v2/announcements/collection/{ids}',
    kind: 'read',
    ok: 200,
    prepare: async () => ({
      ...(await fresh(CATALOGUES[0]!)),
      other: (await fresh(CATALOGUES[0]!)).id,
    }),
    call: async (who, t) =>
      (await who.get(`/v2/announcements/collection/${t.id},${t.other}`)).statusCode,
  },
  {
    name: 'GET /v2/catalog/choices',
    kind: 'read',
    ok: 200,
    call: async (who) => (await who.get('/v2/catalog/choices')).statusCode,
  },
];

describe.each(PERSONAS)('%s', (persona) => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const allowed = (endpoint.kind === 'read' ? READERS : WRITERS).includes(persona);
    const target = (await endpoint.prepare?.()) ?? { id: 0, version: 0, other: 0 };
    const before = await catalogCounts(portal);
    const status = await endpoint.call(callers.get(persona)!, target);
    expect(status).toBe(allowed ? endpoint.ok : 403);
    // Reads never change anything; a refused write neither.
    if (endpoint.kind === 'read' || !allowed) expect(await catalogCounts(portal)).toEqual(before);
  });
});

it('refuses calls without a token', async () => {
  for (const url of ['/v2/announcements', '/v2/security-roles', '/v2/catalog/choices']) {
    expect((await portal.app.inject({ url })).statusCode).toBe(401);
  }
});
