// Shared steps of the SCIM API tests: a portal, a provisioning client registered by ada, SCIM calls.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { startPortal } from './helpers/setup.js';
import { call, orgId, roleId, tokensFor, type As } from './users-support.js';

export const SCIM = '/scim/v2';
export const SCIM_JSON = 'application/scim+json';
export const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PORTAL = 'urn:ietf:params:scim:schemas:extension:atlas:2.0:User';

export interface ScimPortal {
  portal: TestPortal;
  as: As;
  token: string;
  clientId: number;
  scim: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

/** The roles the test client may assign: every role of the DEALER_STAFF permission set. */
const CLIENT_ROLES = ['DOCUMENT_READER', 'PARTS_MANAGER', 'WARRANTY_CLERK'];

/** Registers a client as ada at ATL-0001 or `orgCodes` (brand 1, region NA, the roles above). */
export async function registerClient(
  portal: TestPortal,
  as: As,
  name = 'Entra',
  orgCodes = ['ATL-0001'],
) {
  const res = await as('ada', 'POST', '/v2/admin/provisioning-clients', {
    name,
    organizationIds: await Promise.all(orgCodes.map((c) => orgId(portal.db, c))),
    brandIds: [1],
    regionCodes: ['NA'],
    roleIds: await Promise.all(CLIENT_ROLES.map((r) => roleId(portal.db, r))),
    expiresInDays: 30,
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return res.json<{ client: { id: number }; token: string }>();
}

/** A portal of the test file's own (with `env` settings), ada and dan signed in, one client. */
export async function startScimPortal(env: Record<string, string> = {}): Promise<ScimPortal> {
  const portal = await startPortal(env);
  const tokens = await tokensFor(portal, ['ada', 'dan']);
  const as: As = (p, method, url, payload) => call(portal, tokens[p], { method, url, payload });
  const { client, token } = await registerClient(portal, as);
  const scim: ScimPortal['scim'] = (method, url, payload, headers = {}) =>
    portal.app.inject({
      method,
      url: `${SCIM}${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': SCIM_JSON }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { portal, as, token, clientId: client.id, scim };
}

let n = 0;
/** A SCIM User body as Entra ID sends it. */
export function entraUser(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    schemas: [CORE, ENTERPRISE],
    externalId: `ext-${Date.now()}-${n}`,
    userName: `scim.${Date.now()}.${n}@dealer.example`,
    active: true,
    displayName: 'Sue Scim',
    title: 'Service Advisor',
    preferredLanguage: 'de-DE',
    name: { givenName: 'Sue', familyName: `Scim${n}` },
    emails: [{ primary: true, type: 'work', value: 'ignored@dealer.example' }],
    phoneNumbers: [{ type: 'mobile', value: '+49 30 5550 1234' }],
    [ENTERPRISE]: { employeeNumber: `E-${n}` },
    ...overrides,
  };
}

export async function auditOfUser(portal: TestPortal, id: number) {
  return rows<{ operation: string; field: string | null; changed_by: string }>(
    portal.db.orm,
    sql`SELECT operation, field, changed_by FROM audit_entry_field
      WHERE entity_type = 'identity' AND entity_id = ${String(id)} ORDER BY id`,
  );
}

/** Gives the client an OAuth client (or a new secret), as ada. */
export async function issueOAuth(s: Pick<ScimPortal, 'as'>, clientId: number) {
  const res = await s.as(
    'ada',
    'POST',
    `/v2/admin/provisioning-clients/${clientId}/oauth-client`,
    {},
  );
  if (res.statusCode !== 201) throw new Error(`oauth client: ${res.statusCode} ${res.body}`);
  return res.json<{
    clientId: string;
    clientSecret: string;
    tokenEndpoint: string;
    scope: string;
  }>();
}

/** The token endpoint's answer to a client-credentials request with HTTP Basic authentication. */
export function clientCredentials(
  portal: TestPortal,
  clientId: string,
  secret: string,
  params = 'scope=scim',
) {
  const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
  return portal.app.inject({
    method: 'POST',
    url: `${portal.config.basePath}/oidc/token`,
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `grant_type=client_credentials${params ? `&${params}` : ''}`,
  });
}

/** A SCIM call with any bearer credential. */
export function scimWith(
  portal: TestPortal,
  bearer: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return portal.app.inject({
    method,
    url: `${SCIM}${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(payload === undefined ? {} : { 'content-type': SCIM_JSON }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
