// Generated bad input for every write route: starting from the route's valid sample, fast-check
// swaps in NUL bytes, lone surrogates, impossible dates, integers beyond 32 bits (body, path and
// query), huge strings, deep nesting, 100k-item arrays and wrong content types. Never a 5xx; a
// refusal is JSON with a message and changes nothing; input that breaks the contract is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { tokensFor } from './users-support.js';
import {
  digest,
  documentUpload,
  HARNESS_ENV,
  SAMPLES,
  sender,
  type SampleRequest,
  type Send,
} from './security-support.js';
import { propertyRuns } from './helpers/property-runs.js';

let portal: TestPortal;
let ada: Send;
beforeAll(async () => {
  portal = await startPortal(HARNESS_ENV);
  const tokens = await tokensFor(portal, ['ada']);
  ada = sender(portal, tokens.ada);
});
afterAll(async () => portal?.close());

const RUNS = propertyRuns(30);
const WRITES = Object.keys(SAMPLES).filter((k) => !k.startsWith('GET '));

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

interface Mutation {
  label: string;
  /** False where the mutated request may still be a valid one (it may then succeed). */
  mustRefuse: boolean;
  apply(request: SampleRequest): SampleRequest;
}

/** Stands for 10,000 nested arrays, written into the JSON text by hand (JSON.stringify overflows). */
const DEEP = '\u0001deep\u0001';
const DEEP_JSON = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;

/** The body as JSON text, with the deep nesting put in where its marker is. */
function jsonText(body: Json): SampleRequest['payload'] {
  const text = JSON.stringify(body);
  return text.includes(JSON.stringify(DEEP)) ? text.replace(JSON.stringify(DEEP), DEEP_JSON) : text;
}

const BIG_INTS = [2 ** 31, 2 ** 32 + 1, 2 ** 53 + 2, -(2 ** 31) - 1, 1e21, 1.5];
const BIG_INT_TEXT = ['2147483648', '4294967297', '9007199254740993', '99999999999999999999'];
const IMPOSSIBLE_DATES = [
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00.000Z',
  '2025-02-29T24:00:00Z',
];
const HUGE = 'x'.repeat(300_000);

/** Every place in a JSON value, with the value there. */
function places(v: Json, path: Path = []): { path: Path; value: Json }[] {
  const here = { path, value: v };
  if (Array.isArray(v)) return [here, ...v.flatMap((x, i) => places(x, [...path, i]))];
  if (v && typeof v === 'object')
    return [here, ...Object.entries(v).flatMap(([k, x]) => places(x, [...path, k]))];
  return [here];
}

function setAt(v: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, Json>;
  copy[head!] = setAt(copy[head!]!, rest, value);
  return copy as Json;
}

const isDate = (v: Json) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v);

/** Bad values that fit a place: text gets NUL, surrogates or a huge string, numbers huge ones. */
function badValues(value: Json): fc.Arbitrary<{ label: string; value: Json; mustRefuse: boolean }> {
  const any = [
    fc.constant({ label: 'deep nesting', value: DEEP as Json, mustRefuse: true }),
    fc.constant({ label: '100k items', value: new Array<Json>(100_000).fill(7), mustRefuse: true }),
  ];
  if (typeof value === 'string')
    return fc.oneof(
      ...any,
      fc
        .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
        .map(([a, b]) => ({ label: 'NUL byte', value: `${a}\u0000${b}`, mustRefuse: true })),
      // A lone surrogate is not text: the shared schemas refuse it (JSON can carry it escaped).
      fc
        .constantFrom('\ud800', 'a\udfffb')
        .map((s) => ({ label: 'lone surrogate', value: s, mustRefuse: true })),
      fc.constant({ label: 'huge string', value: HUGE, mustRefuse: true }),
      ...(isDate(value)
        ? [
            fc
              .constantFrom(...IMPOSSIBLE_DATES)
              .map((d) => ({ label: 'impossible date', value: d, mustRefuse: true })),
          ]
        : []),
    );
  if (typeof value === 'number')
    return fc.oneof(
      ...any,
      fc
        .constantFrom(...BIG_INTS)
        .map((n) => ({ label: 'beyond 32 bits', value: n, mustRefuse: true })),
    );
  return fc.oneof(...any);
}

function bodyMutations(body: Json): fc.Arbitrary<Mutation> {
  return fc.constantFrom(...places(body)).chain((place) =>
    badValues(place.value).map((bad): Mutation => ({
      label: `${bad.label} at ${place.path.join('.') || 'body'}`,
      mustRefuse: bad.mustRefuse,
      apply: (r) => ({
        ...r,
        payload: jsonText(setAt(body, place.path, bad.value)),
        headers: { ...r.headers, 'content-type': 'application/json' },
      }),
    })),
  );
}

const ID_SEGMENT = /\/(\d+)(?=\/|$|\?)/;

function pathMutations(url: string): fc.Arbitrary<Mutation>[] {
  if (!ID_SEGMENT.test(url)) return [];
  return [
    fc.constantFrom(...BIG_INT_TEXT, '-1', '%00', '1%00', '%ED%A0%80', '1e3').map((seg) => ({
      label: `id ${seg}`,
      mustRefuse: true,
      apply: (r: SampleRequest) => ({ ...r, url: r.url.replace(ID_SEGMENT, `/${seg}`) }),
    })),
  ];
}

/** The deletes that take the stored version in the query. */
const VERSIONED =
  /^DELETE \/v2\/(admin\/users|announcements|applications|permission-sets|security-roles)\/:id$/;

function queryMutations(key: string): fc.Arbitrary<Mutation>[] {
  if (!VERSIONED.test(key)) return [];
  return [
    fc.constantFrom(...BIG_INT_TEXT, '%00', '0x10').map((v) => ({
      label: `version ${v}`,
      mustRefuse: true,
      apply: (r: SampleRequest) => ({ ...r, url: `${r.url}?version=${v}` }),
    })),
  ];
}

/** The body sent as something else: text, a form, broken JSON, nothing at all. */
function contentTypeMutations(hasBody: boolean): fc.Arbitrary<Mutation>[] {
  // A call without a body gets one it does not expect: refused or ignored, never a 5xx.
  const raw = (label: string, type: string | undefined, payload: string): Mutation => ({
    label,
    mustRefuse: hasBody,
    apply: (r) => ({
      url: r.url,
      payload,
      headers: { ...(type ? { 'content-type': type } : {}) },
    }),
  });
  return [
    fc.constantFrom(
      raw('text/plain', 'text/plain', '{"a":1}'),
      raw('form data', 'application/x-www-form-urlencoded', 'a=1&b=2'),
      raw('invalid JSON', 'application/json', '{"name": "x",'),
      raw('empty JSON body', 'application/json', ''),
      raw('multipart without boundary', 'multipart/form-data', 'x'),
    ),
  ];
}

/** The upload is a multipart form: its fields get the bad values instead. */
function uploadMutations(): fc.Arbitrary<Mutation> {
  const fields = { name: 'n', description: 'd', subject: 'Sales', brands: '1' } as const;
  return fc
    .tuple(
      fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[])),
      fc.constantFrom(
        { label: 'NUL byte', value: 'a\u0000b', mustRefuse: true },
        { label: 'huge string', value: HUGE, mustRefuse: true },
        { label: 'beyond 32 bits', value: '4294967297', mustRefuse: true },
        // Form fields travel as UTF-8 bytes: a lone surrogate arrives as U+FFFD, which is text.
        { label: 'lone surrogate', value: '\ud800', mustRefuse: false },
      ),
    )
    .map(([field, bad]) => ({
      label: `${bad.label} in ${field}`,
      // A number in a text field is fine text; in brands it is a brand that does not exist.
      mustRefuse: bad.mustRefuse && !(bad.label === 'beyond 32 bits' && field !== 'brands'),
      apply: () => documentUpload({ [field]: bad.value }),
    }));
}

function mutations(key: string, sample: SampleRequest): fc.Arbitrary<Mutation> {
  const json = sample.payload !== undefined && !Buffer.isBuffer(sample.payload);
  return fc.oneof(
    ...(key === 'POST /v2/documents' ? [uploadMutations()] : []),
    ...(json ? [bodyMutations(sample.payload as Json)] : []),
    ...pathMutations(sample.url),
    ...queryMutations(key),
    ...contentTypeMutations(sample.payload !== undefined),
  );
}

describe('generated bad input', () => {
  it.each(WRITES)('%s: never a 5xx, a refusal changes nothing', async (key) => {
    const method = key.split(' ')[0]!;
    const sample = SAMPLES[key]!;
    let request = await sample.build({ portal, ada });
    let before = await digest(portal.db);
    await fc.assert(
      fc.asyncProperty(mutations(key, request), async (m) => {
        const res = await ada(method, m.apply(request));
        const where = `${key}, ${m.label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], where).toMatch(/^application\/json/);
          expect(res.json<{ message?: unknown }>().message, where).toEqual(expect.any(String));
          expect(await digest(portal.db), `${where}: the refusal changed data`).toBe(before);
        } else {
          // The target was used up: a fresh one for the next run (also after a wrong success).
          request = await sample.build({ portal, ada });
          before = await digest(portal.db);
          expect(m.mustRefuse, where).toBe(false);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('read routes refuse bad ids, pages and users-list cursors without a 5xx', async () => {
    const reads = Object.keys(SAMPLES).filter((k) => k.startsWith('GET ') && k.includes('/:'));
    const samples = await Promise.all(reads.map((k) => SAMPLES[k]!.build({ portal, ada })));
    const text = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constant('a\u0000b'),
      fc.constant('\ud800'),
    );
    const id = fc.oneof(
      fc.constantFrom(...BIG_INTS),
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    );
    const cursor = fc
      .tuple(text, text, id)
      .map(
        (v) =>
          `/v2/admin/users?sort=name&after=${Buffer.from(JSON.stringify(v)).toString('base64url')}`,
      );
    const page = fc
      .constantFrom(...BIG_INT_TEXT, '%00', '-1')
      .map((v) => `/v2/admin/users?page=${v}&pageSize=${v}`);
    const byId = fc
      .tuple(fc.constantFrom(...samples), fc.constantFrom(...BIG_INT_TEXT, '%00', '%ED%A0%80'))
      .map(([r, seg]) => r.url.replace(ID_SEGMENT, `/${seg}`));
    await fc.assert(
      fc.asyncProperty(fc.oneof(cursor, page, byId), async (url) => {
        const res = await ada('GET', { url });
        const where = `GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json<{ message?: unknown }>().message, where).toEqual(expect.any(String));
      }),
      { numRuns: RUNS },
    );
  });
});
