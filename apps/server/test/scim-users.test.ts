// SCIM Users as Entra ID and Okta drive them: the probe, create, PATCH, PUT, ETags, delete, scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import { insertUser } from './users-support.js';
import {
  auditOfUser,
  CORE,
  entraUser,
  ENTERPRISE,
  PORTAL,
  SCIM_JSON,
  startScimPortal,
  type ScimPortal,
} from './scim-support.js';

let s: ScimPortal;
beforeAll(async () => {
  s = await startScimPortal();
});
afterAll(async () => s?.portal.close());

type User = Record<string, unknown> & { id: string; meta: { version: string; location: string } };

describe('provisioning clients', () => {
  it('the token is shown once, the list shows its hint only; dan without the feature gets 403', async () => {
    const list = await s.as('ada', 'GET', '/v2/admin/provisioning-clients');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(s.token);
    expect(list.json<{ items: { tokenHint: string }[] }>().items[0]!.tokenHint).toBe(
      s.token.slice(0, 15),
    );
    expect((await s.as('dan', 'GET', '/v2/admin/provisioning-clients')).statusCode).toBe(403);
  });

  it('a missing or wrong token is a 401 in the SCIM error schema', async () => {
    const res = await s.portal.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '401',
    });
  });
});

describe('discovery', () => {
  it('the OpenAPI description of /scim/v2 is public', async () => {
    const res = await s.portal.app.inject({ method: 'GET', url: '/scim/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/Users', '/Users/{id}', '/Groups/{id}', '/Bulk', '/Schemas']),
    );
  });

  it('ServiceProviderConfig states filter, sort, etag and patch, as application/scim+json', async () => {
    const res = await s.scim('GET', '/ServiceProviderConfig');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(SCIM_JSON);
    expect(res.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 1000 },
      sort: { supported: true },
      etag: { supported: true },
    });
  });

  it('Schemas name userName unique on the server and directoryUsername read-only', async () => {
    const res = await s.scim('GET', '/Schemas');
    const list = res.json<{ Resources: { id: string; attributes: { name: string }[] }[] }>();
    const core = list.Resources.find((r) => r.id === CORE)!;
    expect(core.attributes.find((a) => a.name === 'userName')).toMatchObject({
      uniqueness: 'server',
      required: true,
    });
    const portal = list.Resources.find((r) => r.id === PORTAL)!;
    expect(portal.attributes.find((a) => a.name === 'directoryUsername')).toMatchObject({
      mutability: 'readOnly',
    });
    const types = await s.scim('GET', '/ResourceTypes/User');
    expect(types.json()).toMatchObject({ endpoint: '/Users', schema: CORE });
  });
});

describe('Entra ID sequence', () => {
  it('probe, create, PATCH Replace with string booleans: audit by the client, mail, deactivation', async () => {
    const body = entraUser();
    const probe = await s.scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${body.userName}"`)}`,
    );
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await s.scim('POST', '/Users', body);
    expect(created.statusCode).toBe(201);
    const user = created.json<User>();
    expect(created.headers.etag).toBe(user.meta.version);
    expect(created.headers.location).toBe(user.meta.location);
    expect(user).toMatchObject({
      userName: body.userName,
      externalId: body.externalId,
      name: { givenName: 'Sue', familyName: body.name.familyName },
      title: 'Service Advisor',
      preferredLanguage: 'de',
      active: true,
      emails: [{ value: body.userName, type: 'work', primary: true }],
      phoneNumbers: [{ type: 'mobile', value: '+49 30 5550 1234' }],
      [ENTERPRISE]: {
        employeeNumber: body[ENTERPRISE].employeeNumber,
        organization: expect.any(String),
      },
      [PORTAL]: {
        userType: 'EXTERNAL',
        accountType: 'STANDARD',
        locations: [{ code: 'ATL-0001', mode: 'INCLUDE', preferred: true }],
      },
    });
    const id = Number(user.id);
    const audit = await auditOfUser(s.portal, id);
    expect(audit.length).toBeGreaterThan(3);
    expect(audit.every((a) => a.changed_by === 'scim:Entra')).toBe(true);
    const mails = await rows(
      s.portal.db.orm,
      sql`SELECT 1 FROM email_outbox WHERE to_address = ${body.userName}`,
    );
    expect(mails).toHaveLength(1);
    const events = await rows<{ event_type: string }>(
      s.portal.db.orm,
      sql`SELECT event_type FROM integration_event WHERE entity_type = 'user' AND entity_id = ${String(id)}`,
    );
    expect(events.map((e) => e.event_type)).toContain('user.created');

    const again = await s.scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${body.userName.toUpperCase()}"`)}`,
    );
    expect(again.json()).toMatchObject({ totalResults: 1 });

    const patched = await s.scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Add', path: 'title', value: 'Workshop Lead' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ active: false, title: 'Workshop Lead' });
    const status = await rows<{ status: string }>(
      s.portal.db.orm,
      sql`SELECT status FROM identity WHERE id = ${id}`,
    );
    expect(status[0]!.status).toBe('INACTIVE');
    const after = await auditOfUser(s.portal, id);
    expect(after.map((a) => a.operation)).toEqual(expect.arrayContaining(['UPDATE', 'DEACTIVATE']));
  });

  it('PATCH with a value filter path changes the work e-mail (the userName)', async () => {
    const user = (await s.scim('POST', '/Users', entraUser())).json<User>();
    const res = await s.scim('PATCH', `/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        {
          op: 'replace',
          path: 'emails[type eq "work"].value',
          value: `moved.${user.id}@dealer.example`,
        },
        { op: 'replace', path: 'phoneNumbers[type eq "mobile"].value', value: '+49 30 5550 7777' },
        { op: 'add', path: 'phoneNumbers', value: [{ type: 'fax', value: '+49 30 5550 8888' }] },
        { op: 'remove', path: 'title' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<User>();
    expect(after).toMatchObject({
      userName: `moved.${user.id}@dealer.example`,
      phoneNumbers: [
        { type: 'mobile', value: '+49 30 5550 7777' },
        { type: 'fax', value: '+49 30 5550 8888' },
      ],
    });
    expect(after).not.toHaveProperty('title');
    const renamed = await s.scim('PATCH', `/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'userName', value: `again.${user.id}@dealer.example` }],
    });
    expect(renamed.json()).toMatchObject({ userName: `again.${user.id}@dealer.example` });
    const ro = await s.scim('PATCH', `/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'id', value: '1' }],
    });
    expect(ro.statusCode).toBe(400);
    expect(ro.json()).toMatchObject({ scimType: 'mutability' });
  });

  it('a taken userName is a 409 uniqueness', async () => {
    const body = entraUser();
    expect((await s.scim('POST', '/Users', body)).statusCode).toBe(201);
    const res = await s.scim('POST', '/Users', { ...body, externalId: 'other' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ scimType: 'uniqueness', status: '409' });
  });
});

describe('Okta sequence', () => {
  it('PUT updates and deactivates with active false; stale If-Match is 412; If-None-Match 304', async () => {
    const user = (await s.scim('POST', '/Users', entraUser())).json<User>();
    const got = await s.scim('GET', `/Users/${user.id}`);
    expect(got.headers.etag).toBe(user.meta.version);
    const cached = await s.scim('GET', `/Users/${user.id}`, undefined, {
      'if-none-match': user.meta.version,
    });
    expect(cached.statusCode).toBe(304);

    const put = await s.scim(
      'PUT',
      `/Users/${user.id}`,
      { ...got.json<User>(), title: 'Parts Lead' },
      { 'if-match': user.meta.version },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Parts Lead', active: true });
    expect(put.headers.etag).not.toBe(user.meta.version);

    const stale = await s.scim(
      'PUT',
      `/Users/${user.id}`,
      { ...got.json<User>(), title: 'Again' },
      { 'if-match': user.meta.version },
    );
    expect(stale.statusCode).toBe(412);

    const off = await s.scim('PUT', `/Users/${user.id}`, { ...put.json<User>(), active: false });
    expect(off.json()).toMatchObject({ active: false });
  });

  it('DELETE removes the user (404 afterwards) and keeps the edit history', async () => {
    const user = (await s.scim('POST', '/Users', entraUser())).json<User>();
    const res = await s.scim('DELETE', `/Users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect((await s.scim('GET', `/Users/${user.id}`)).statusCode).toBe(404);
    const audit = await auditOfUser(s.portal, Number(user.id));
    expect(audit.map((a) => a.operation)).toEqual(expect.arrayContaining(['CREATE', 'DELETE']));
  });
});

describe('scope and errors', () => {
  it('a user at another location is 404 to read and to change, and absent from lists', async () => {
    const { id: other } = await insertUser(s.portal.db, { orgCodes: ['ATL-0002'] });
    expect((await s.scim('GET', `/Users/${other}`)).statusCode).toBe(404);
    expect((await s.scim('PUT', `/Users/${other}`, entraUser())).statusCode).toBe(404);
    expect((await s.scim('DELETE', `/Users/${other}`)).statusCode).toBe(404);
    const list = await s.scim('GET', `/Users?filter=${encodeURIComponent(`id eq "${other}"`)}`);
    expect(list.json()).toMatchObject({ totalResults: 0 });
  });

  it('a location outside the scope is a 403', async () => {
    const res = await s.scim(
      'POST',
      '/Users',
      entraUser({ [PORTAL]: { locations: [{ code: 'ATL-0002' }] } }),
    );
    expect(res.statusCode).toBe(403);
  });

  it('a bad filter or an unknown attribute is a 400 invalidFilter', async () => {
    for (const f of ['userName eq', 'nosuch eq "x"', 'active gt true', 'emails[nosuch eq "x"]']) {
      const res = await s.scim('GET', `/Users?filter=${encodeURIComponent(f)}`);
      expect(res.statusCode, f).toBe(400);
      expect(res.json(), f).toMatchObject({ scimType: 'invalidFilter' });
    }
  });

  it('a revoked client is refused at once', async () => {
    const res = await s.as('ada', 'DELETE', `/v2/admin/provisioning-clients/${s.clientId}`);
    expect(res.statusCode).toBe(200);
    expect((await s.scim('GET', '/Users')).statusCode).toBe(401);
  });
});
