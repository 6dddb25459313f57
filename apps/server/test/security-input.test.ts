// Input the probe answered with 500: NUL bytes, lone surrogates, impossible dates and integers
// beyond 32 bits in bodies, paths, search strings and cursors. Each is refused with a 400 and a
// message before the database is reached; the provider's login form shows its normal page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, SAM, personas } from './helpers/as-persona.js';
import { authorize } from './helpers/sign-in.js';

let portal: TestPortal;
const as = personas(() => portal);
let docId: number;
let announcementId: number;

beforeAll(async () => {
  portal = await startPortal();
  docId = (await one<{ id: number }>(portal.db.orm, sql`SELECT min(id) AS id FROM document`))!.id;
  announcementId = (await one<{ id: number }>(
    portal.db.orm,
    sql`SELECT min(id) AS id FROM announcement`,
  ))!.id;
});
afterAll(async () => portal?.close());

const NUL = 'bad\u0000value';
const LONE = 'bad\ud800value';
const BIG = '4294967296';
const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

function refused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ message: string }>();
  expect(body.message.length).toBeGreaterThan(0);
}

function multipart(parts: Record<string, string>, file = Buffer.from('%PDF-1.4\n%%EOF\n')) {
  const boundary = '----security-input';
  const chunks = Object.entries(parts).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(chunks.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('without signing in', () => {
  it('the login form answers its wrong-credentials page for an e-mail with a NUL byte', async () => {
    const { res } = await authorize(portal.app, portal.config, `ada${NUL}@atlas.example`, 'x');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('The e-mail address or password is not correct.');
  });
});

// Query strings and multipart fields are UTF-8 bytes: a lone surrogate cannot travel in them (it
// arrives as U+FFFD), so those get NUL; JSON bodies and cursors get both.
describe('NUL bytes in strings', () => {
  it('document name and description: upload', async () => {
    const base = { name: 'Notice', description: 'Text', subject: 'Sales', brands: '1' };
    refused(await as(ADA)('POST', '/v2/documents', multipart({ ...base, name: NUL })));
    refused(await as(ADA)('POST', '/v2/documents', multipart({ ...base, description: NUL })));
  });

  it('search strings', async () => {
    const q = encodeURIComponent(NUL);
    refused(await as(ADA)('GET', `/v2/admin/users?q=${q}`));
    refused(await as(ADA)('GET', `/v2/admin/users/export?q=${q}`));
    refused(await as(SAM)('GET', `/v2/documents?search=${q}`));
    refused(await as(ADA)('GET', `/v2/announcements?search=${q}`));
  });
});

describe('NUL bytes and lone surrogates in JSON strings and cursors', () => {
  for (const bad of [NUL, LONE]) {
    const label = bad === NUL ? 'NUL' : 'lone surrogate';
    it(`document name and description (${label}): PATCH`, async () => {
      refused(await as(ADA)('PATCH', `/v2/documents/${docId}`, { payload: { name: bad } }));
      refused(await as(ADA)('PATCH', `/v2/documents/${docId}`, { payload: { description: bad } }));
    });

    it(`PATCH /v2/user fields (${label})`, async () => {
      refused(await as(SAM)('PATCH', '/v2/user', { payload: { field: 'jobTitle', value: bad } }));
      refused(await as(SAM)('PATCH', '/v2/user', { payload: { field: bad, value: 'x' } }));
      refused(await as(SAM)('PATCH', '/v2/user', { payload: { emailPreferences: [bad] } }));
      refused(
        await as(SAM)('PATCH', '/v2/user', {
          payload: { securityQuestion: 'q1', securityAnswer: `answer ${bad}` },
        }),
      );
    });

    it(`the users-list cursor (${label} inside the decoded values)`, async () => {
      refused(await as(ADA)('GET', `/v2/admin/users?after=${cursor([bad, 'x', 1])}`));
      refused(await as(ADA)('GET', `/v2/admin/users?sort=email&after=${cursor([bad, 1])}`));
    });
  }
});

describe('impossible dates', () => {
  it.each(['2026-02-30T00:00:00Z', '2026-04-31T12:00:00Z', '2026-13-01T00:00:00Z'])(
    'announcement dates and filters refuse %s',
    async (date) => {
      const q = encodeURIComponent(date);
      refused(await as(ADA)('GET', `/v2/announcements?from=${q}`));
      refused(await as(ADA)('GET', `/v2/announcements?to=${q}`));
      const current = await as(ADA)('GET', `/v2/announcements/${announcementId}`);
      expect(current.statusCode).toBe(200);
      const { id: _id, ...rest } = current.json<Record<string, unknown>>();
      void _id;
      refused(
        await as(ADA)('POST', '/v2/announcements', { payload: { ...rest, startDate: date } }),
      );
    },
  );
});

describe('integers beyond 32 bits', () => {
  it('in paths', async () => {
    refused(await as(ADA)('GET', `/v2/admin/users/${BIG}`));
    refused(await as(ADA)('GET', `/v2/documents/${BIG}/content`));
    refused(await as(ADA)('GET', `/v2/announcements/${BIG}`));
    refused(await as(ADA)('DELETE', `/v2/admin/users/1?version=${BIG}`));
    refused(await as(ADA)('GET', `/v2/announcements/collection/${BIG},1`));
  });

  it('in cursors', async () => {
    refused(await as(ADA)('GET', `/v2/admin/users?after=${cursor(['a', 'b', Number(BIG)])}`));
    refused(await as(ADA)('GET', `/v2/admin/users?sort=email&after=${cursor(['a', 2 ** 53])}`));
    refused(await as(ADA)('GET', `/v2/admin/users?sort=email&after=${cursor(['a', -1])}`));
  });

  it('in bodies and query numbers', async () => {
    refused(await as(ADA)('PATCH', `/v2/documents/${docId}`, { payload: { brands: [2 ** 31] } }));
    refused(
      await as(ADA)(
        'POST',
        '/v2/documents',
        multipart({ name: 'N', description: '', subject: 'Sales', brands: BIG }),
      ),
    );
    refused(await as(SAM)('GET', `/v2/user/notifications?brands=${BIG}`));
  });
});
