// The editor's access rules and the import's set-based restatement of them agree: generated new
// users (locations in and outside Dan's scope, roles he may and may not assign, applications of
// any brand and region) go through the editor's checkAccessChange (services/users/access-rules.ts,
// with scope-rules.ts) and, as a one-row file, through Dan's import; each case is refused by both,
// for the same rule, or by neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ImportSummary } from '@portal/shared';
import { rows } from '../src/db/client.js';
import { loadPrincipal } from '../src/services/access.js';
import { loadAdminContext, type AdminContext } from '../src/services/users/admin-context.js';
import { checkAccessChange, loadRefs, type Refs } from '../src/services/users/access-rules.js';
import { HttpError } from '../src/lib/http-errors.js';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal } from './users-support.js';
import { grantDanBulkImport, sendAs, uploadRequest } from './imports-support.js';

let portal: TestPortal;
let dan: ReturnType<typeof sendAs>;
let ctx: AdminContext;
let refs: Refs;
/** Candidates: two locations in Dan's scope and two outside, roles and applications. */
let orgs: { id: number; code: string; brand: number; region: string }[];
let roles: { id: number; name: string }[];
let apps: number[];

beforeAll(async () => {
  let tokens: Record<string, string>;
  ({ portal, tokens } = await startUsersPortal(['dan']));
  dan = sendAs(portal, tokens.dan!);
  await grantDanBulkImport(portal.db);
  const [me] = await rows<{ subject: string }>(
    portal.db.orm,
    sql`SELECT subject FROM identity WHERE email = 'dan.dealer@atlas.example'`,
  );
  const principal = await loadPrincipal(portal.db.orm, me!.subject, portal.config.idpKind);
  ctx = await loadAdminContext(portal.db.orm, principal!);
  refs = await loadRefs(portal.db.orm);
  const all = await rows<{ id: number; code: string; brand: number; region: string }>(
    portal.db.orm,
    sql`SELECT id, code, brand_id AS brand, region_code AS region FROM organization
      WHERE code IS NOT NULL ORDER BY id`,
  );
  const inside = all.filter((o) => ctx.scope.includes(o.id)).slice(0, 2);
  const outside = all.filter((o) => !ctx.scope.includes(o.id)).slice(0, 2);
  expect(inside).toHaveLength(2);
  expect(outside).toHaveLength(2);
  orgs = [...inside, ...outside];
  // Singular roles also need the database (checkSingularRoles): left to their own tests.
  roles = [...refs.roles.values()]
    .filter((r) => !r.singular)
    .map((r) => ({ id: r.id, name: r.name }));
  apps = [...refs.apps.keys()];
});
afterAll(async () => portal?.close());

interface Case {
  orgs: number[];
  roles: number[];
  apps: number[];
}

const cases = () =>
  fc.record({
    orgs: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
    roles: fc.uniqueArray(fc.integer({ min: 0, max: roles.length - 1 }), { maxLength: 2 }),
    apps: fc.uniqueArray(fc.integer({ min: 0, max: apps.length - 1 }), { maxLength: 1 }),
  });

/** The editor's rule key for a new user with the case's access (brands and regions of its locations). */
function editorRefusal(c: Case): string | undefined {
  const locations = c.orgs.map((i) => orgs[i]!);
  try {
    checkAccessChange(ctx, refs, null, {
      locations: locations.map((o, i) => ({
        organizationId: o.id,
        mode: 'INCLUDE',
        preferred: i === 0,
      })),
      brandIds: [...new Set(locations.map((o) => o.brand))],
      regionCodes: [...new Set(locations.map((o) => o.region))],
      roles: c.roles.map((i) => ({ roleId: roles[i]!.id, organizationId: null })),
      permissionSetIds: [],
      applicationIds: c.apps.map((i) => apps[i]!),
    });
    return undefined;
  } catch (err) {
    if (err instanceof HttpError) return err.key?.replace('users.errors.', '');
    throw err;
  }
}

/** The import's error codes for the same user as a one-row file. */
let n = 0;
async function importErrors(c: Case): Promise<string[]> {
  const row = [
    `parity.${Date.now()}.${++n}@dealer.example`,
    'Pia',
    'Parity',
    'EXTERNAL',
    c.orgs.map((i) => orgs[i]!.code).join('|'),
    c.roles.map((i) => roles[i]!.name).join('|'),
    c.apps.map((i) => apps[i]!).join('|'),
  ];
  const csv = `email,firstName,lastName,userType,locations,roles,applications\n${row.join(',')}\n`;
  const res = await dan('POST', uploadRequest('identities', 'parity.csv', csv));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportSummary>().errors.map((e) => e.code);
}

/** The import's codes for each of the editor's rules. */
const SAME_RULE: Record<string, string[]> = {
  notAllowedChanges: ['LOCATION_OUT_OF_SCOPE', 'BRAND_OUT_OF_SCOPE'],
  roleNotAssignable: ['ROLE_NOT_ASSIGNABLE'],
  applicationUnavailable: ['APPLICATION_UNAVAILABLE'],
};

describe('editor and import parity', () => {
  it('refuse the same generated new users, for the same rule', async () => {
    await fc.assert(
      fc.asyncProperty(cases(), async (c) => {
        const editor = editorRefusal(c);
        const imported = await importErrors(c);
        const where = `${JSON.stringify({
          orgs: c.orgs.map((i) => orgs[i]!.code),
          roles: c.roles.map((i) => roles[i]!.name),
          apps: c.apps.map((i) => apps[i]),
        })}: editor ${editor ?? 'accepts'}, import ${imported.join(' ') || 'accepts'}`;
        if (editor === undefined) expect(imported, where).toEqual([]);
        else
          expect(
            imported.some((code) => SAME_RULE[editor]?.includes(code)),
            where,
          ).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
