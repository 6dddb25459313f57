// Shared pieces of the catalogue API tests: a portal with signed-in callers, valid bodies, table counts.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  AnnouncementInput,
  ApplicationInput,
  PermissionSetInput,
  SecurityRoleInput,
} from '@portal/shared';
import { one, rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';
import { PERSONA_EMAILS, type Persona } from './users-support.js';

export { PERSONAS, type Persona } from './users-support.js';

export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export function callerWith(portal: TestPortal, token: string): Caller {
  const headers = { authorization: `Bearer ${token}` };
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    portal.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? null),
    put: (url, body) => send('PUT', url, body ?? null),
    delete: (url) => send('DELETE', url),
  };
}

export async function callerFor(portal: TestPortal, persona: Persona): Promise<Caller> {
  const { access_token } = await signIn(portal.app, portal.config, PERSONA_EMAILS[persona]);
  return callerWith(portal, access_token);
}

/** A portal of the test file's own and a signed-in caller for each of these personas. */
export async function startCatalogPortal<P extends Persona>(...who: P[]) {
  const portal = await startPortal();
  const callers = {} as Record<P, Caller>;
  for (const p of who) callers[p] = await callerFor(portal, p);
  return { portal, ...callers };
}

export async function roleId(portal: TestPortal, name: string): Promise<number> {
  const r = await one<{ id: number }>(
    portal.db.orm,
    sql`SELECT id FROM security_role WHERE name = ${name}`,
  );
  if (!r) throw new Error(`no role ${name}`);
  return r.id;
}

let counter = 0;
/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++counter}`;

export function announcementBody(over: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    title: unique('Announcement'),
    description: 'Internal note',
    content: '<p>Hello <strong>dealers</strong></p>',
    language: 'en',
    displayLocation: 'dealer-home',
    priority: 'medium',
    startDate: '2026-01-01T00:00:00.000Z',
    expirationDate: '2026-12-31T00:00:00.000Z',
    linkUrl: 'https://atlas.example/news',
    roleIds: [],
    permissionSetIds: [],
    applicationIds: [],
    brandIds: [1],
    regionCodes: [],
    ...over,
  };
}

export function applicationBody(over: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    title: unique('App'),
    displayName: 'Parts ordering',
    description: 'Order parts',
    link: 'https://parts.atlas.example',
    regionCode: 'NA',
    brandId: 1,
    categories: ['Parts'],
    contractCodes: ['C-1'],
    contractTypes: ['Dealer'],
    primaryTasks: ['Ordering'],
    typicalUsers: ['Parts manager'],
    views: ['Desktop'],
    subTypes: ['Web'],
    roleIds: [],
    features: [],
    idpUserId: null,
    customRules: '',
    ...over,
  };
}

export function permissionSetBody(over: Partial<PermissionSetInput> = {}): PermissionSetInput {
  return {
    name: unique('SET'),
    displayName: 'Test set',
    roleIds: [],
    selectionMode: 'MULTIPLE',
    ...over,
  };
}

export function securityRoleBody(over: Partial<SecurityRoleInput> = {}): SecurityRoleInput {
  return {
    name: unique('ROLE'),
    displayName: 'Test role',
    activities: [],
    businessFunctions: ['Testing'],
    expectations: '',
    assignableBy: [],
    parents: [],
    children: [],
    feedId: null,
    singular: false,
    excludeFromCopyUser: false,
    excludeFromFeeds: false,
    ...over,
  };
}

const COUNTED = [
  'announcement',
  'announcement_brand',
  'announcement_region',
  'announcement_role',
  'announcement_permission_set',
  'announcement_application',
  'application',
  'application_role',
  'permission_set',
  'permission_set_role',
  'security_role',
  'security_role_relation',
  'audit_entry',
];

/** Row counts of the catalogue tables, the audit and the sum of versions, in one query: "nothing changed" compares two of these. */
export async function catalogCounts(portal: TestPortal): Promise<Record<string, number>> {
  const counts = sql.join(
    COUNTED.map((t) => sql`(SELECT count(*)::int FROM ${sql.raw(t)}) AS ${sql.raw(t)}`),
    sql`, `,
  );
  const row = await one<Record<string, number>>(
    portal.db.orm,
    sql`SELECT ${counts}, (SELECT COALESCE(sum(version), 0)::int FROM (
      SELECT version FROM announcement UNION ALL SELECT version FROM application
      UNION ALL SELECT version FROM permission_set UNION ALL SELECT version FROM security_role) t) AS versions`,
  );
  return row!;
}

export interface AuditRow {
  entity_type: string;
  entity_id: string;
  operation: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  changed_by: string | null;
}

export async function auditOf(portal: TestPortal, type: string, id: number): Promise<AuditRow[]> {
  return rows<AuditRow>(
    portal.db.orm,
    sql`SELECT entity_type, entity_id, operation, field, old_value, new_value, changed_by FROM audit_entry
      WHERE entity_type = ${type} AND entity_id = ${String(id)} ORDER BY id`,
  );
}
