// The security harness's shared parts: every registered /v2 route, a valid sample request for each,
// callers per persona and a digest of the data a refused call must leave unchanged.
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { RouteAccess } from '../src/auth/guard.js';
import { one, rows, type Database } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import {
  announcementBody,
  applicationBody,
  permissionSetBody,
  securityRoleBody,
  unique,
} from './catalog-fixtures.js';
import { identity, insertUser, roleId, validCreateBody, type Persona } from './users-support.js';
import { COMPLIANCE_SAMPLES } from './security-compliance-samples.js';
import { RECORDS_ENV, RECORDS_SAMPLES } from './records-samples.js';
import { SCIM_SAMPLES } from './scim-samples.js';
import { HOME_SAMPLES } from './home-samples.js';
import { IMPORT_SAMPLES } from './imports-samples.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** The /v2 routes the app registers (HEAD routes are Fastify's copies of the GET ones, same options). */
export async function registeredRoutes(portal: TestPortal): Promise<RegisteredRoute[]> {
  const { buildApp } = await import('../src/app.js');
  const seen: RouteOptions[] = [];
  const app = await buildApp({
    config: portal.config,
    db: portal.db,
    logger: false,
    onRoute: (r) => seen.push(r),
  });
  await app.close();
  return seen
    .filter((r) => r.url.startsWith('/v2'))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ r, m })))
    .filter(({ m }) => m !== 'HEAD')
    .map(({ r, m }) => ({
      method: String(m),
      url: r.url,
      access: (r.config as { access?: RouteAccess } | undefined)?.access,
    }));
}

/**
 * The harness calls far more often than a person would: rate limits (tested on their own) are set
 * out of its way. Unknown to a portal without rate limits, which ignores them.
 */
export const HARNESS_ENV = {
  RATE_LIMIT_API_READ: '1000000/60',
  RATE_LIMIT_API_WRITE: '1000000/60',
  RATE_LIMIT_EXPORT: '10000/60',
  ...RECORDS_ENV,
};

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

export interface SampleRequest {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

/** What a sample can reach: the portal and ada's token (for targets made through the API). */
export interface SampleContext {
  portal: TestPortal;
  ada: Send;
}

export interface Sample {
  /** A valid request; makes a throwaway target first where the call changes or removes one. */
  build(ctx: SampleContext): Promise<SampleRequest>;
  /**
   * Answers other than the feature check, for callers who pass it: 404 where delegated scope or
   * brand hides the target, 403 where a delegation rule refuses the change.
   */
  beyondFeatures?: Partial<Record<Persona, number>>;
  /**
   * Public documentation without personal data, or a signed-in user's home call that only their
   * browser may keep and must revalidate (`private, no-cache` with an ETag, perf-cache.test.ts):
   * no `no-store` required.
   */
  cacheable?: boolean;
  /** The answer to an allowed caller when it is not a 2xx (a redirect). */
  okStatus?: number;
}

export type Send = (
  method: string,
  request: SampleRequest,
  extra?: Partial<InjectOptions>,
) => Promise<LightMyRequestResponse>;

export function sender(portal: TestPortal, token: string): Send {
  return (method, request, extra = {}) =>
    portal.app.inject({
      method: method as InjectOptions['method'],
      url: request.url,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      ...extra,
    });
}

/** A multipart upload of one small PDF with the document's fields. */
export function documentUpload(fields: Record<string, string> = {}): SampleRequest {
  const boundary = '----portal-harness';
  const all = {
    name: 'Harness notice',
    description: 'x',
    subject: 'Sales',
    brands: '1',
    ...fields,
  };
  const text = Object.entries(all).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="n.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n\r\n';
  return {
    url: '/v2/documents',
    payload: Buffer.from(`${text.join('')}${file}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function created(send: Send, request: SampleRequest) {
  const res = await send('POST', request);
  if (res.statusCode !== 201)
    throw new Error(`setup ${request.url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; version: number }>();
}

const CATALOGUES = {
  '/v2/announcements': announcementBody,
  '/v2/applications': applicationBody,
  '/v2/permission-sets': permissionSetBody,
  '/v2/security-roles': securityRoleBody,
} as const;

/** A fresh external user at ATL-0001 (one of Dan's locations): aria, rita and sid manage elsewhere. */
const freshUser = (db: Database) =>
  insertUser(db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] });
const OUTSIDE_SCOPE = { aria: 404, rita: 404, sid: 404 } as const;

/** An announcement every persona with a brand sees on the dealer home page. */
async function visibleAnnouncement(ctx: SampleContext) {
  return created(ctx.ada, {
    url: '/v2/announcements',
    payload: announcementBody({
      brandIds: [1, 2, 3, 4],
      startDate: '2020-01-01T00:00:00.000Z',
      expirationDate: '2099-12-31T00:00:00.000Z',
    }),
  });
}

async function brandOneDocument(db: Database) {
  const doc = await one<{ id: number }>(
    db.orm,
    sql`SELECT d.id FROM document d JOIN document_brand b ON b.document_id = d.id
      WHERE b.brand_id = 1 ORDER BY d.id LIMIT 1`,
  );
  return doc!.id;
}

const catalogueSamples = Object.entries(CATALOGUES).flatMap(([path, body]) => [
  [`GET ${path}`, { build: async () => ({ url: `${path}?search=a&page=1` }) }],
  [
    `GET ${path}/:id`,
    {
      build: async (c) => ({
        url: `${path}/${(await created(c.ada, { url: path, payload: body() })).id}`,
      }),
    },
  ],
  [`POST ${path}`, { build: async () => ({ url: path, payload: body() }) }],
  [
    `PUT ${path}/:id`,
    {
      build: async (c) => {
        const t = await created(c.ada, { url: path, payload: body() });
        return { url: `${path}/${t.id}`, payload: { ...body(), version: t.version } };
      },
    },
  ],
  [
    `DELETE ${path}/:id`,
    {
      build: async (c) => ({
        url: `${path}/${(await created(c.ada, { url: path, payload: body() })).id}`,
      }),
    },
  ],
]) as [string, Sample][];

/** One valid request per route: a route without one fails the matrix, so none slips through. */
export const SAMPLES: Record<string, Sample> = {
  ...SCIM_SAMPLES,
  ...HOME_SAMPLES,
  'GET /v2/openapi.json': { build: async () => ({ url: '/v2/openapi.json' }) },
  ...Object.fromEntries(
    [
      ['/', '/'],
      ['/json', '/json'],
      ['/yaml', '/yaml'],
      ['/static/index.html', '/static/index.html'],
      ['/static/swagger-initializer.js', '/static/swagger-initializer.js'],
      ['/static/*', '/static/swagger-ui.css'],
      // Swagger UI is given its files' folder (the server's bundle holds the plugin's code).
      ['/*', '/logo.svg'],
    ].map(([route, url]) => [
      `GET /v2/docs${route}`,
      {
        build: async () => ({ url: `/v2/docs${url}` }),
        cacheable: true,
        // The UI's page lives at /v2/docs/; its static copy redirects there.
        ...(route === '/static/index.html' ? { okStatus: 302 } : {}),
      },
    ]),
  ),
  'GET /v2/user': { build: async () => ({ url: '/v2/user' }) },
  'GET /v2/user/ui-access-data': {
    build: async () => ({ url: '/v2/user/ui-access-data' }),
    cacheable: true,
  },
  'GET /v2/user/applications': {
    build: async () => ({ url: '/v2/user/applications?language=de' }),
    cacheable: true,
  },
  'GET /v2/user/notifications': {
    build: async () => ({ url: '/v2/user/notifications?displayLocationCode=dealer-home' }),
    cacheable: true,
  },
  'PUT /v2/user/notifications/:id/read': {
    build: async (c) => ({
      url: `/v2/user/notifications/${(await visibleAnnouncement(c)).id}/read`,
    }),
    beyondFeatures: { nora: 404 },
  },
  'DELETE /v2/user/notifications/:id/read': {
    build: async (c) => ({
      url: `/v2/user/notifications/${(await visibleAnnouncement(c)).id}/read`,
    }),
    beyondFeatures: { nora: 404 },
  },
  'GET /v2/user/preferences': { build: async () => ({ url: '/v2/user/preferences?language=en' }) },
  'PATCH /v2/user': {
    build: async () => ({
      url: '/v2/user',
      payload: { field: 'jobTitle', value: unique('Title') },
    }),
  },
  'GET /v2/emails/definitions': { build: async () => ({ url: '/v2/emails/definitions' }) },
  'GET /v2/user/migrate/security-questions': {
    build: async () => ({ url: '/v2/user/migrate/security-questions?language=fr' }),
  },
  'GET /v2/support/administrators': { build: async () => ({ url: '/v2/support/administrators' }) },
  'GET /v2/documents': {
    build: async () => ({ url: '/v2/documents?subject=Sales' }),
    cacheable: true,
  },
  'GET /v2/documents/:id/content': {
    build: async (c) => ({ url: `/v2/documents/${await brandOneDocument(c.portal.db)}/content` }),
    // Documents follow the reader's brands: cora (brand 3) and sid (brand 4) do not see brand 1.
    beyondFeatures: { cora: 404, sid: 404 },
  },
  'POST /v2/documents': { build: async () => documentUpload() },
  'PATCH /v2/documents/:id': {
    build: async (c) => ({
      url: `/v2/documents/${(await created(c.ada, documentUpload())).id}`,
      payload: { name: unique('Renamed') },
    }),
  },
  'DELETE /v2/documents/:id': {
    build: async (c) => ({ url: `/v2/documents/${(await created(c.ada, documentUpload())).id}` }),
  },
  'GET /v2/admin/users': { build: async () => ({ url: '/v2/admin/users?q=a&pageSize=10' }) },
  'GET /v2/admin/users/export': {
    build: async () => ({ url: '/v2/admin/users/export?status=ACTIVE' }),
  },
  'GET /v2/admin/users/options': { build: async () => ({ url: '/v2/admin/users/options' }) },
  'GET /v2/admin/users/outbox': { build: async () => ({ url: '/v2/admin/users/outbox' }) },
  'GET /v2/admin/users/:id': {
    build: async (c) => ({ url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}` }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'GET /v2/admin/users/:id/history': {
    build: async (c) => ({ url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}/history` }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users': {
    build: async (c) => ({ url: '/v2/admin/users', payload: await validCreateBody(c.portal.db) }),
    // Creating a user at a location outside one's scope is a change one may not make.
    beyondFeatures: { aria: 403, rita: 403, sid: 403 },
  },
  'PUT /v2/admin/users/:id': {
    build: async (c) => {
      const t = await freshUser(c.portal.db);
      const body = await validCreateBody(c.portal.db, { email: t.email, lastName: 'Changed' });
      const { version } = (await identity(c.portal.db, t.id))!;
      return { url: `/v2/admin/users/${t.id}`, payload: { ...body, roles: [], version } };
    },
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'DELETE /v2/admin/users/:id': {
    build: async (c) => ({ url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}` }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users/:id/deactivate': {
    build: async (c) => ({
      url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}/deactivate`,
      payload: { reason: 'leftCompany' },
    }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users/:id/reactivate': {
    build: async (c) => {
      const t = await freshUser(c.portal.db);
      await c.portal.db.orm.execute(
        sql`UPDATE identity SET status = 'INACTIVE', deactivation_reason = 'other' WHERE id = ${t.id}`,
      );
      return { url: `/v2/admin/users/${t.id}/reactivate`, payload: {} };
    },
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users/:id/second-factors/reset': {
    build: async (c) => {
      const t = await freshUser(c.portal.db);
      await c.portal.db.orm
        .execute(sql`INSERT INTO identity_totp (identity_id, secret, confirmed_at)
        VALUES (${t.id}, 'JBSWY3DPEHPK3PXP', now())`);
      return { url: `/v2/admin/users/${t.id}/second-factors/reset` };
    },
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users/:id/verification-email': {
    build: async (c) => ({
      url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}/verification-email`,
    }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'POST /v2/admin/users/copy': {
    build: async (c) => {
      const t = await freshUser(c.portal.db);
      return {
        url: '/v2/admin/users/copy',
        payload: {
          sourceUserId: t.id,
          firstName: 'Cody',
          lastName: 'Copy',
          email: `${unique('copy')}@dealer.example`.toLowerCase(),
          preferredLanguage: 'en',
        },
      };
    },
  },
  'POST /v2/admin/users/copy-role': {
    build: async (c) => ({
      url: '/v2/admin/users/copy-role',
      payload: {
        roleIds: [
          await roleId(c.portal.db, 'PARTS_MANAGER'),
          await roleId(c.portal.db, 'WARRANTY_CLERK'),
        ],
        userIds: [(await freshUser(c.portal.db)).id],
        combine: true,
      },
    }),
  },
  'GET /v2/announcements/definitions': {
    build: async () => ({ url: '/v2/announcements/definitions' }),
  },
  'GET /v2/announcements/collection/:ids': {
    build: async (c) => {
      const t = await created(c.ada, { url: '/v2/announcements', payload: announcementBody() });
      return { url: `/v2/announcements/collection/${t.id},999999` };
    },
  },
  'GET /v2/catalog/choices': { build: async () => ({ url: '/v2/catalog/choices' }) },
  ...Object.fromEntries(catalogueSamples),
  ...COMPLIANCE_SAMPLES,
  ...RECORDS_SAMPLES,
  ...IMPORT_SAMPLES,
};

/** The digest's query per database (the list of tables is read once). */
const digestQueries = new WeakMap<Database, string>();

/** Tables that change on every sign-in or call by design (sessions, throttles, rate limits). */
const VOLATILE = /^(oidc_|login_|rate_|session_|revoked_)/;

/**
 * The state of every table a call could change, in one query: row count and the newest row version
 * (xmin) per table. Any insert or update writes a newer xmin, any delete lowers the count, so equal
 * states mean unchanged data, without reading the rows themselves.
 */
export async function digest(db: Database): Promise<string> {
  let query = digestQueries.get(db);
  if (!query) {
    const tables = (
      await rows<{ name: string }>(
        db.orm,
        sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
      )
    )
      .map((t) => t.name)
      .filter((name) => !VOLATILE.test(name) && /^[a-z_0-9]+$/.test(name));
    query = tables
      .map(
        (t) =>
          `SELECT '${t}' AS t, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) AS h FROM ${t}`,
      )
      .join(' UNION ALL ');
    digestQueries.set(db, query);
  }
  const list = await rows<{ t: string; h: string }>(db.orm, sql.raw(query));
  // A UNION ALL keeps no order: PostgreSQL may run its branches as a parallel append.
  return list
    .map((r) => `${r.t}:${r.h}`)
    .sort()
    .join(',');
}
