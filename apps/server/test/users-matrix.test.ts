// Authorization matrix: every users endpoint x every demo persona, each answer asserted (2xx, 403 or 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestPortal } from './helpers/setup.js';
import {
  call,
  identity,
  insertUser,
  PERSONAS,
  roleId,
  startUsersPortal,
  validCreateBody,
  type Call,
  type Persona,
} from './users-support.js';

let portal: TestPortal;
let tokens: Record<Persona, string>;
beforeAll(async () => {
  ({ portal, tokens } = await startUsersPortal());
});
afterAll(async () => portal?.close());

type Target = { id: number; email: string };
interface Endpoint {
  name: string;
  /** Builds the call for a fresh target user at ATL-0001 (one of Dan's locations). */
  call: (t: Target) => Promise<Call>;
  inactiveTarget?: boolean;
  expected: Record<Persona, Answer>;
}
/** A status, or a refusal: F (feature missing, the guard) or X (a delegation rule: 'Not allowed changes'). */
type Answer = number | 'F' | 'X';

/** Expected answers by persona in PERSONAS order: ada dan otto aria rita sid sam ivy pat nora cora. */
function row(...codes: Answer[]): Record<Persona, Answer> {
  const order: Persona[] = [
    'ada',
    'dan',
    'otto',
    'aria',
    'rita',
    'sid',
    'sam',
    'ivy',
    'pat',
    'nora',
    'cora',
  ];
  return Object.fromEntries(order.map((p, i) => [p, codes[i]])) as Record<Persona, Answer>;
}
const F = 'F';
const N = 404;
const REFUSAL = {
  F: [403, 'errors.accessDenied'],
  X: [403, 'users.errors.notAllowedChanges'],
} as const;

const putBody = async (t: Target) => {
  const base = await validCreateBody(portal.db, {
    email: t.email,
    firstName: 'Tess',
    lastName: 'Changed',
  });
  const current = await identity(portal.db, t.id);
  return { ...base, roles: [], version: current!.version };
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET list',
    call: async () => ({ method: 'GET', url: '/v2/admin/users' }),
    expected: row(200, 200, 200, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'GET export',
    call: async () => ({ method: 'GET', url: '/v2/admin/users/export?status=ACTIVE' }),
    expected: row(200, 200, 200, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'GET options',
    call: async () => ({ method: 'GET', url: '/v2/admin/users/options' }),
    expected: row(200, 200, 200, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'GET user',
    call: async (t) => ({ method: 'GET', url: `/v2/admin/users/${t.id}` }),
    expected: row(200, 200, 200, N, N, N, F, F, F, F, F),
  },
  {
    name: 'GET history',
    call: async (t) => ({ method: 'GET', url: `/v2/admin/users/${t.id}/history` }),
    expected: row(200, 200, 200, N, N, N, F, F, F, F, F),
  },
  {
    name: 'POST create',
    call: async () => ({
      method: 'POST',
      url: '/v2/admin/users',
      payload: await validCreateBody(portal.db),
    }),
    expected: row(201, 201, F, 'X', 'X', 'X', F, F, F, F, F),
  },
  {
    name: 'PUT user',
    call: async (t) => ({
      method: 'PUT',
      url: `/v2/admin/users/${t.id}`,
      payload: await putBody(t),
    }),
    expected: row(200, 200, F, N, N, N, F, F, F, F, F),
  },
  {
    name: 'POST deactivate',
    call: async (t) => ({
      method: 'POST',
      url: `/v2/admin/users/${t.id}/deactivate`,
      payload: { reason: 'leftCompany' },
    }),
    expected: row(200, 200, F, N, N, N, F, F, F, F, F),
  },
  {
    name: 'POST reactivate',
    inactiveTarget: true,
    call: async (t) => ({ method: 'POST', url: `/v2/admin/users/${t.id}/reactivate`, payload: {} }),
    expected: row(200, 200, F, N, N, N, F, F, F, F, F),
  },
  {
    name: 'DELETE user',
    call: async (t) => ({ method: 'DELETE', url: `/v2/admin/users/${t.id}` }),
    expected: row(204, 204, F, N, N, N, F, F, F, F, F),
  },
  {
    name: 'POST verification-email',
    call: async (t) => ({ method: 'POST', url: `/v2/admin/users/${t.id}/verification-email` }),
    expected: row(202, 202, F, N, N, N, F, F, F, F, F),
  },
  {
    name: 'POST copy',
    call: async (t) => ({
      method: 'POST',
      url: '/v2/admin/users/copy',
      payload: {
        sourceUserId: t.id,
        firstName: 'Cody',
        lastName: 'Copy',
        email: `copy.${t.id}@dealer.example`,
        preferredLanguage: 'en',
      },
    }),
    expected: row(201, F, F, F, F, F, F, F, F, F, F),
  },
  {
    name: 'POST copy-role',
    call: async (t) => ({
      method: 'POST',
      url: '/v2/admin/users/copy-role',
      payload: {
        roleIds: [
          await roleId(portal.db, 'PARTS_MANAGER'),
          await roleId(portal.db, 'WARRANTY_CLERK'),
        ],
        userIds: [t.id],
        combine: true,
      },
    }),
    expected: row(200, F, F, F, F, F, F, F, F, F, F),
  },
  {
    name: 'GET outbox',
    call: async () => ({ method: 'GET', url: '/v2/admin/users/outbox' }),
    expected: row(200, F, F, F, F, F, F, F, F, F, F),
  },
];

async function expectAnswer(
  endpoint: Endpoint,
  persona: Persona,
  userType: 'EXTERNAL' | 'INTERNAL',
) {
  const target = await insertUser(portal.db, {
    orgCodes: ['ATL-0001'],
    roles: ['DOCUMENT_READER'],
  });
  if (userType === 'INTERNAL')
    await portal.db.orm.execute(
      sql`UPDATE identity SET user_type = 'INTERNAL' WHERE id = ${target.id}`,
    );
  if (endpoint.inactiveTarget)
    await portal.db.orm.execute(
      sql`UPDATE identity SET status = 'INACTIVE', deactivation_reason = 'other' WHERE id = ${target.id}`,
    );
  const before = await identity(portal.db, target.id);
  const res = await call(portal, tokens[persona], await endpoint.call(target));
  const answer = endpoint.expected[persona];
  const [status, code] = typeof answer === 'number' ? [answer, undefined] : REFUSAL[answer];
  expect(res.statusCode, `${endpoint.name} as ${persona}: ${res.body.slice(0, 200)}`).toBe(status);
  if (code) expect(res.json().details?.key).toBe(code);
  if (status >= 400) {
    expect(res.json().message).toEqual(expect.any(String));
    // Refused: the target is exactly as it was.
    expect(await identity(portal.db, target.id)).toEqual(before);
  }
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(PERSONAS)('as %s', async (persona) => expectAnswer(endpoint, persona, 'EXTERNAL'));
});

// External administrators manage external users only (no feature widens it): an internal user,
// even at Dan's own location, is outside his scope and answers 404 like any other such user.
const UNTARGETED = ['GET list', 'GET export', 'GET options', 'POST create', 'GET outbox'];
const INTERNAL_TARGET: Endpoint[] = ENDPOINTS.filter((e) => !UNTARGETED.includes(e.name)).map(
  (e) => {
    const dan = e.expected.dan;
    return { ...e, expected: { ...e.expected, dan: typeof dan === 'number' ? N : dan } };
  },
);

describe.each(INTERNAL_TARGET)('$name on an internal user', (endpoint) => {
  it.each(PERSONAS)('as %s', async (persona) => expectAnswer(endpoint, persona, 'INTERNAL'));
});

it('an unknown user id answers 404 to every administrator, the same as one outside the scope', async () => {
  for (const p of ['ada', 'dan', 'otto'] as Persona[]) {
    const res = await call(portal, tokens[p], { method: 'GET', url: '/v2/admin/users/999999' });
    expect(res.statusCode).toBe(404);
  }
});
