// Every registered /v2 route x every demo persona: the answer follows the route's declared access
// (2xx when the persona's features satisfy it, 403 when not, 404 where scope hides the target), and
// a refused call changes nothing, and no answer may be cached (Cache-Control: no-store). A route
// without a sample request fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFeatures, type UserAccessData } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PERSONAS, tokensFor, type Persona } from './users-support.js';
import {
  digest,
  HARNESS_ENV,
  registeredRoutes,
  routeKey,
  SAMPLES,
  sender,
  type RegisteredRoute,
  type SampleRequest,
  type Send,
} from './security-support.js';

let portal: TestPortal;
let routes: RegisteredRoute[];
const send = {} as Record<Persona, Send>;
const features = {} as Record<Persona, string[]>;

beforeAll(async () => {
  portal = await startPortal(HARNESS_ENV);
  const tokens = await tokensFor(portal);
  for (const p of PERSONAS) {
    send[p] = sender(portal, tokens[p]);
    const res = await send[p]('GET', { url: '/v2/user/ui-access-data' });
    features[p] = res.json<UserAccessData>().features;
  }
  routes = await registeredRoutes(portal);
});
afterAll(async () => portal?.close());

function expected(route: RegisteredRoute, persona: Persona): 'ok' | number {
  const access = route.access;
  if (!access) return 403;
  if (access.public) return 'ok';
  if (!hasFeatures(features[persona], access)) return 403;
  return SAMPLES[routeKey(route)]?.beyondFeatures?.[persona] ?? 'ok';
}

describe('security matrix', () => {
  it('has a valid sample request for every registered /v2 route, and none for a route that is gone', () => {
    const keys = routes.map(routeKey);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((k) => !SAMPLES[k])).toEqual([]);
    expect(Object.keys(SAMPLES).filter((k) => !keys.includes(k))).toEqual([]);
    expect(routes.filter((r) => !r.access).map(routeKey)).toEqual([]);
  });

  it('answers every route as every persona as its access declares; a refusal changes nothing', async () => {
    // Reads before writes, so that a read sees the data as seeded.
    const ordered = [...routes].sort(
      (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'),
    );
    const wrong: string[] = [];
    for (const route of ordered) {
      const sample = SAMPLES[routeKey(route)];
      if (!sample) continue;
      // The refused personas go first, on one target, and the data is compared once after all of
      // them (a digest per refusal was four fifths of this test's time). The allowed ones follow;
      // one target serves them until one changes it (a write that was allowed).
      const calls = PERSONAS.map((persona) => ({ persona, want: expected(route, persona) }));
      calls.sort((a, b) => Number(a.want === 'ok') - Number(b.want === 'ok'));
      let request: SampleRequest | undefined;
      let before = '';
      const refusedBy: Persona[] = [];
      const checkRefusals = async () => {
        if (!refusedBy.length) return;
        const after = await digest(portal.db);
        expect(
          after,
          `${routeKey(route)}: a call refused to ${refusedBy.join(', ')} changed data`,
        ).toBe(before);
        refusedBy.length = 0;
      };
      for (const { persona, want } of calls) {
        if (want === 'ok') await checkRefusals();
        if (!request) {
          request = await sample.build({ portal, ada: send.ada });
          before = await digest(portal.db);
        }
        const res = await send[persona](route.method, request);
        if (want === 'ok' && route.method !== 'GET') request = undefined;
        const got = res.statusCode;
        const fine =
          want === 'ok'
            ? sample.okStatus
              ? got === sample.okStatus
              : got >= 200 && got < 300
            : got === want;
        const where = `${routeKey(route)} as ${persona}: want ${want}, got ${got}`;
        // Answers hold personal data (or say who may see what): no cache may keep them.
        if (!sample.cacheable && !/\bno-store\b/.test(String(res.headers['cache-control'])))
          wrong.push(`${where}: Cache-Control ${res.headers['cache-control']}, not no-store`);
        if (!fine) {
          wrong.push(`${where} ${res.body.slice(0, 160)}`);
          refusedBy.length = 0;
          request = undefined; // it may have changed data: the next call starts afresh
        } else if (want !== 'ok') {
          expect(res.json<{ message?: unknown }>().message, where).toEqual(expect.any(String));
          refusedBy.push(persona);
        }
      }
      await checkRefusals();
    }
    expect(wrong).toEqual([]);
  }, 360_000);
});
