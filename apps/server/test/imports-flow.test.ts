// Bulk import end to end through the API: template round trips (CSV, XLSX, organisations), the
// history, a bad row that applies nothing, the report, all-or-nothing apply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { one, rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal, type As } from './users-support.js';
import { identitiesCsv, multipart, progressLines, summaryOf } from './imports-support.js';
import { verificationMail } from '../src/mail/verification-mail.js';
import { verificationLink } from '../src/services/users/verification.js';
import { hashToken } from '../src/repositories/users/token-repository.js';
import {
  organizationPayload,
  userPayloads,
} from '../src/repositories/records/integration-events.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'otto']));
});
afterAll(async () => portal?.close());

/** Uploads as ada through the persona caller (multipart bodies need their own headers). */
async function uploadAsAda(context: string, fileName: string, data: Buffer | string) {
  const m = multipart([{ fileName, data }]);
  const { signIn } = await import('./helpers/sign-in.js');
  token ??= (await signIn(portal.app, portal.config, 'ada.admin@atlas.example')).access_token;
  return portal.app.inject({
    method: 'POST',
    url: `/v2/admin/imports/${context}/runs`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
}
let token: string | undefined;

const countUsers = async (emailLike: string) =>
  (await one<{ n: number }>(
    portal.db.orm,
    sql`SELECT count(*)::int AS n FROM identity WHERE email LIKE ${emailLike}`,
  ))!.n;

/** A user's audit entries in id order: [operation, field, old value, new value]. */
async function entries(email: string) {
  const list = await rows<{ op: string; field: string; old: string | null; new: string | null }>(
    portal.db.orm,
    sql`SELECT a.operation AS op, a.field, a.old_value AS old, a.new_value AS new
      FROM audit_entry_field a JOIN identity i ON a.entity_type = 'identity'
        AND a.entity_id = i.id::text WHERE i.email = ${email} ORDER BY a.id`,
  );
  return list.map((e) => [e.op, e.field, e.old, e.new]);
}

describe('identities', () => {
  it('round trip: the CSV template, filled, uploaded, applied; the user is searchable, mailed and audited', async () => {
    const tpl = await as('ada', 'GET', '/v2/admin/imports/identities/templates/csv');
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-disposition']).toContain('identities-template.csv');
    const [header] = tpl.body.split('\n');
    expect(header).toBe(
      'email,firstName,lastName,userType,accountType,preferredLanguage,jobTitle,mobilePhone,locations,roles,permissionSets,applications',
    );
    const csv = `${header}\nrita.roundtrip@dealer.example,Rita,Roundtrip,EXTERNAL,STANDARD,de,Clerk,+1 614 555 0100,ATL-0001|ATL-0002,WARRANTY_CLERK|SERVICE_MANAGER,,\n`;
    const up = await uploadAsAda('identities', 'users.csv', csv);
    expect(up.statusCode, up.body).toBe(201);
    const run = summaryOf(up);
    expect(run).toMatchObject({ status: 'VALIDATED', fileType: 'csv', errors: [] });
    expect(run.counts).toEqual({ total: 1, create: 1, update: 0, unchanged: 0, errors: 0 });
    expect(await countUsers('rita.roundtrip@%')).toBe(0);

    const vacuums = async () =>
      Number(
        (await one<{ n: number }>(
          portal.db.orm,
          sql`SELECT vacuum_count AS n FROM pg_stat_user_tables
            WHERE relid = 'import_row_item'::regclass`,
        ))!.n,
      );
    const vacuumsBefore = await vacuums();
    const applied = await as('ada', 'POST', `/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers['content-type']).toContain('application/x-ndjson');
    const lines = progressLines(applied);
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 1 });
    expect(lines.at(-1)).toMatchObject({ type: 'done', summary: { status: 'APPLIED' } });
    // The staged rows are gone once the answer has ended (removed after its last line).
    const staged = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT (SELECT count(*) FROM import_row WHERE run_id = ${run.id})
        + (SELECT count(*) FROM import_row_item WHERE run_id = ${run.id}) AS n`,
    );
    expect(Number(staged!.n)).toBe(0);
    // And their space made reusable at once (PGlite runs no autovacuum: later runs read past it).
    expect(await vacuums()).toBeGreaterThan(vacuumsBefore);

    const found = await as('ada', 'GET', '/v2/admin/users?q=rita.roundtrip');
    expect(found.json().items.map((u: { email: string }) => u.email)).toEqual([
      'rita.roundtrip@dealer.example',
    ]);
    const facts = await one<{
      roles: string;
      pref: string;
      mails: number;
      audit: number;
      events: number;
    }>(
      portal.db.orm,
      sql`SELECT (SELECT string_agg(r.name || '@' || COALESCE(o.code, '-'), ',' ORDER BY r.name)
            FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
            LEFT JOIN organization o ON o.id = x.organization_id WHERE x.identity_id = i.id) AS roles,
          (SELECT o.code FROM identity_location l JOIN organization o ON o.id = l.organization_id
            WHERE l.identity_id = i.id AND l.preferred) AS pref,
          (SELECT count(*)::int FROM email_outbox WHERE to_address = i.email) AS mails,
          (SELECT count(*)::int FROM audit_entry_field WHERE entity_type = 'identity' AND entity_id = i.id::text) AS audit,
          (SELECT count(*)::int FROM integration_event WHERE entity_type = 'user' AND entity_id = i.id::text) AS events
        FROM identity i WHERE i.email = 'rita.roundtrip@dealer.example'`,
    );
    expect(facts).toEqual({
      roles: 'SERVICE_MANAGER@ATL-0001,WARRANTY_CLERK@-',
      pref: 'ATL-0001',
      mails: 1,
      audit: expect.any(Number),
      events: 1,
    });
    // Eight fields, two lists (in the editor's order), the verification mail, in id order.
    expect(facts!.audit).toBe(11);
    expect(await entries('rita.roundtrip@dealer.example')).toEqual([
      ['CREATE', 'email', null, 'rita.roundtrip@dealer.example'],
      ['CREATE', 'firstName', null, 'Rita'],
      ['CREATE', 'lastName', null, 'Roundtrip'],
      ['CREATE', 'userType', null, 'EXTERNAL'],
      ['CREATE', 'accountType', null, 'STANDARD'],
      ['CREATE', 'preferredLanguage', null, 'de'],
      ['CREATE', 'jobTitle', null, 'Clerk'],
      ['CREATE', 'mobilePhone', null, '+1 614 555 0100'],
      ['CREATE', 'locations', null, 'ATL-0001, ATL-0002'],
      ['CREATE', 'roles', null, 'WARRANTY_CLERK, SERVICE_MANAGER'],
      ['VERIFICATION_SENT', 'email', null, 'rita.roundtrip@dealer.example'],
    ]);

    // The mail, the link's stored hash and the event's payload are those of the users editor.
    const sent = await one<{ id: number; subject: string; text: string; html: string }>(
      portal.db.orm,
      sql`SELECT i.id, m.subject, m.body_text AS text, m.body_html AS html FROM email_outbox m
        JOIN identity i ON i.email = m.to_address WHERE m.to_address = 'rita.roundtrip@dealer.example'`,
    );
    const token = /token=([A-Za-z0-9_-]{43})\b/.exec(sent!.text)?.[1] ?? '';
    const mail = verificationMail({
      email: 'rita.roundtrip@dealer.example',
      firstName: 'Rita',
      language: 'de',
      link: verificationLink(portal.config, token),
    });
    expect(sent).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html });
    const stored = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM verification_token
        WHERE identity_id = ${sent!.id} AND token_hash = ${hashToken(token)}`,
    );
    expect(stored!.n).toBe(1);
    const event = await one<{ type: string; payload: unknown }>(
      portal.db.orm,
      sql`SELECT event_type AS type, payload FROM integration_event
        WHERE entity_type = 'user' AND entity_id = ${String(sent!.id)}`,
    );
    const payload = event!.payload;
    expect(event!.type).toBe('user.created');
    expect(typeof payload === 'string' ? JSON.parse(payload) : payload).toEqual(
      (await userPayloads(portal.db.orm, [sent!.id])).get(sent!.id),
    );

    // The same file again: nothing to do; applying twice is refused.
    const again = summaryOf(await uploadAsAda('identities', 'users.csv', csv));
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    const twice = await as('ada', 'POST', `/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details.key).toBe('imports:fileErrors.ALREADY_APPLIED');

    const history = await as('ada', 'GET', '/v2/admin/imports/identities/runs?page=1&pageSize=5');
    expect(history.json().items[0]).toMatchObject({
      id: again.id,
      createdBy: { name: 'Ada Admin' },
    });
    expect(history.json().items[1]).toMatchObject({ id: run.id, status: 'APPLIED' });
  });

  it('round trip with an XLSX file built with exceljs; headers in another order and case, extra columns', async () => {
    const tpl = await as('ada', 'GET', '/v2/admin/imports/identities/templates/xlsx');
    expect(tpl.statusCode).toBe(200);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(read.worksheets[0]!.getRow(1).getCell(1).value).toBe('email');

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('people');
    ws.addRow(['Locations', 'LAST NAME', 'first name', 'E-mail', 'email', 'User Type', 'Notes']);
    ws.addRow(['ATL-0002', 'Xlsx', 'Xena', '', 'xena.xlsx@dealer.example', 'external', 'hello']);
    const up = await uploadAsAda(
      'identities',
      'people.XLSX',
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    expect(up.statusCode, up.body).toBe(201);
    expect(summaryOf(up)).toMatchObject({
      status: 'VALIDATED',
      fileType: 'xlsx',
      ignoredColumns: ['E-mail', 'Notes'],
      counts: { create: 1 },
    });
    const applied = await as(
      'ada',
      'POST',
      `/v2/admin/imports/identities/runs/${summaryOf(up).id}/apply`,
    );
    expect(progressLines(applied).at(-1)?.type).toBe('done');
    const found = await as('ada', 'GET', '/v2/admin/users?q=xena.xlsx');
    expect(found.json().items).toHaveLength(1);
  });

  it('one bad row: the run is invalid, the row is reported with number, column and code, nothing is applied', async () => {
    const { csv, email } = identitiesCsv(5);
    const bad = csv
      .replace(`${email(2)},`, 'not-an-address,')
      .replace('ATL-0001,WARRANTY_CLERK\n', 'ATL-0001,NO_SUCH_ROLE\n');
    const up = await uploadAsAda('identities', 'bad.csv', bad);
    const run = summaryOf(up);
    expect(run.status).toBe('INVALID');
    expect(run.errors).toEqual([
      { row: 2, column: 'roles', code: 'UNKNOWN_ROLE', value: 'NO_SUCH_ROLE' },
      { row: 4, column: 'email', code: 'INVALID_EMAIL', value: 'not-an-address' },
    ]);
    expect(run.counts).toMatchObject({ total: 5, create: 3, errors: 2 });
    const refused = await as('ada', 'POST', `/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.key).toBe('imports:fileErrors.HAS_ERRORS');
    expect(await countUsers(email(0).replace(/\.0@/, '.%@'))).toBe(0);

    const page = await as(
      'ada',
      'GET',
      `/v2/admin/imports/identities/runs/${run.id}/errors?page=2&pageSize=1`,
    );
    expect(page.json()).toEqual({ items: [run.errors[1]], total: 2 });
    const report = await as(
      'ada',
      'GET',
      `/v2/admin/imports/identities/runs/${run.id}/report?lang=de`,
    );
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body.trim().split('\n');
    expect(lines[0]).toBe('row,column,code,value,message');
    expect(lines[2]).toMatch(/^4,email,INVALID_EMAIL,not-an-address,/);
  });

  it('a file refused after rows were staged leaves no staged row and no run behind', async () => {
    const stagedRows = async () =>
      (await one<{ n: number }>(
        portal.db.orm,
        sql`SELECT (SELECT count(*) FROM import_row) + (SELECT count(*) FROM import_row_item)
          + (SELECT count(*) FROM import_run) AS n`,
      ))!.n;
    const before = await stagedRows();
    // 2,500 good lines (the first 2,000 are staged while the file streams in), then a broken quote.
    const { csv } = identitiesCsv(2500, 'ATL-0001|ATL-0002');
    const res = await uploadAsAda('identities', 'late.csv', `${csv}"x@y.example,A,B\n`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.key).toBe('imports:fileErrors.MALFORMED_FILE');
    expect(Number(await stagedRows())).toBe(Number(before));
  });

  it('a repeated e-mail: the later row is a DUPLICATE_ROW, and still one after apply refused the run', async () => {
    const { csv, email } = identitiesCsv(3);
    const up = await uploadAsAda('identities', 'twice.csv', csv.replace(email(2), email(0)));
    const run = summaryOf(up);
    const duplicate = { row: 4, column: 'email', code: 'DUPLICATE_ROW', value: email(0) };
    expect(run.status).toBe('INVALID');
    expect(run.errors).toEqual([duplicate]);
    const refused = await as('ada', 'POST', `/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(refused.statusCode).toBe(409);
    const url = `/v2/admin/imports/identities/runs/${run.id}/errors?page=1&pageSize=10`;
    expect((await as('ada', 'GET', url)).json()).toEqual({ items: [duplicate], total: 1 });
    expect(await countUsers(email(1))).toBe(0);
  });

  it('data changed since the upload is checked again at apply: a renamed location, a user created meanwhile', async () => {
    const { csv, email } = identitiesCsv(3, 'ATL-0002');
    const run = summaryOf(await uploadAsAda('identities', 'later.csv', csv));
    expect(run.counts).toMatchObject({ create: 3, errors: 0 });
    // Someone creates the second row's user before the apply: that row becomes an update.
    await portal.db.orm.execute(sql`INSERT INTO identity (subject, email, first_name, last_name,
        user_type) VALUES (gen_random_uuid()::text, ${email(1)}, 'Early', 'Bird', 'EXTERNAL')`);
    await portal.db.orm.execute(sql`INSERT INTO identity_location (identity_id, organization_id)
      SELECT i.id, o.id FROM identity i, organization o WHERE i.email = ${email(1)} AND o.code = 'ATL-0002'`);
    const applied = await as('ada', 'POST', `/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(progressLines(applied).at(-1)).toMatchObject({
      type: 'done',
      summary: { counts: { create: 2, update: 1 } },
    });
    expect(await countUsers(email(0).replace(/\.0@/, '.%@'))).toBe(3);
    // The update's entries: the changed names and the added role; no creation, no mail.
    expect(await entries(email(1))).toEqual([
      ['UPDATE', 'firstName', 'Early', 'Bulk1'],
      ['UPDATE', 'lastName', 'Bird', 'Import'],
      ['UPDATE', 'roles', null, 'WARRANTY_CLERK'],
    ]);
    const events = await one<{ types: string }>(
      portal.db.orm,
      sql`SELECT string_agg(e.event_type, ',' ORDER BY e.event_type) AS types
        FROM integration_event e JOIN identity i ON e.entity_type = 'user'
          AND e.entity_id = i.id::text WHERE i.email IN (${email(0)}, ${email(1)})`,
    );
    expect(events!.types).toBe('user.changed,user.created');

    const again = identitiesCsv(2, 'ATL-0002');
    const second = summaryOf(await uploadAsAda('identities', 'renamed.csv', again.csv));
    await portal.db.orm.execute(
      sql`UPDATE organization SET code = 'ATL-0002-OLD' WHERE code = 'ATL-0002'`,
    );
    try {
      const refused = await as(
        'ada',
        'POST',
        `/v2/admin/imports/identities/runs/${second.id}/apply`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details.key).toBe('imports:fileErrors.HAS_ERRORS');
      const shown = await as('ada', 'GET', `/v2/admin/imports/identities/runs/${second.id}`);
      expect(shown.json()).toMatchObject({ status: 'INVALID', counts: { errors: 2 } });
      expect(shown.json().errors[0]).toMatchObject({ row: 2, code: 'UNKNOWN_LOCATION' });
    } finally {
      await portal.db.orm.execute(
        sql`UPDATE organization SET code = 'ATL-0002' WHERE code = 'ATL-0002-OLD'`,
      );
    }
    expect(await countUsers(again.email(0).replace(/\.0@/, '.%@'))).toBe(0);
  });

  it('the report neutralises cells a spreadsheet would run', async () => {
    const { csv } = identitiesCsv(1, 'ATL-0001', '-cmd|@SUM(A1)');
    const run = summaryOf(await uploadAsAda('identities', 'f.csv', csv));
    expect(run.errors.map((e) => e.code)).toEqual(['FORMULA']);
    const report = await as('ada', 'GET', `/v2/admin/imports/identities/runs/${run.id}/report`);
    expect(report.body).toContain(",'-cmd|@SUM(A1),");
  });
});

describe('organizations', () => {
  it('round trip: template, new locations with a parent in the same file, an update; directory configuration made', async () => {
    const tpl = await as('ada', 'GET', '/v2/admin/imports/organizations/templates/csv');
    const [header] = tpl.body.split('\n');
    expect(header).toBe('code,name,brand,region,status,address,city,country,parent');
    const csv = [
      header,
      'ATL-9101,Child Yard,1,NA,ACTIVE,1 Side St,Akron,US,ATL-9100',
      'ATL-9100,Parent Group,1,NA,,100 Main Street,Columbus,us,',
      'ATL-0004,Great Lakes Earthmoving Renamed,1,NA,ACTIVE,,Toledo,US,',
    ].join('\n');
    const run = summaryOf(await uploadAsAda('organizations', 'orgs.csv', csv));
    expect(run).toMatchObject({ status: 'VALIDATED', counts: { create: 2, update: 1, errors: 0 } });
    const applied = await as('ada', 'POST', `/v2/admin/imports/organizations/runs/${run.id}/apply`);
    expect(progressLines(applied).at(-1)).toMatchObject({ type: 'done' });
    const child = await one<{ parent: string; configs: number; country: string; audit: number }>(
      portal.db.orm,
      sql`SELECT p.code AS parent, o.country,
          (SELECT count(*)::int FROM directory_data_configuration c WHERE c.organization_id = o.id) AS configs,
          (SELECT count(*)::int FROM audit_entry a WHERE a.entity_type = 'organization' AND a.entity_id = o.id::text) AS audit
        FROM organization o JOIN organization p ON p.id = o.parent_id WHERE o.code = 'ATL-9101'`,
    );
    expect(child).toMatchObject({ parent: 'ATL-9100', configs: 2, country: 'US' });
    expect(child!.audit).toBeGreaterThan(3);
    const event = await one<{ id: number; type: string; payload: unknown; label: string }>(
      portal.db.orm,
      sql`SELECT o.id, e.event_type AS type, e.payload,
          (SELECT a.entity_label FROM audit_entry a WHERE a.entity_type = 'organization'
            AND a.entity_id = o.id::text LIMIT 1) AS label
        FROM organization o JOIN integration_event e ON e.entity_type = 'organization'
          AND e.entity_id = o.id::text WHERE o.code = 'ATL-9101'`,
    );
    expect(event).toMatchObject({ type: 'organization.created', label: 'Child Yard' });
    const payload = event!.payload;
    expect(typeof payload === 'string' ? JSON.parse(payload) : payload).toEqual(
      await organizationPayload(portal.db.orm, event!.id),
    );
    const renamed = await one<{ name: string }>(
      portal.db.orm,
      sql`SELECT name FROM organization WHERE code = 'ATL-0004'`,
    );
    expect(renamed!.name).toBe('Great Lakes Earthmoving Renamed');

    const cycle = summaryOf(
      await uploadAsAda(
        'organizations',
        'cycle.csv',
        `${header}\nATL-9100,Parent Group,1,NA,,,,,ATL-9101\nXX-1,X,99,ZZ,,,,,NOPE\n`,
      ),
    );
    expect(cycle.errors.map((e) => `${e.row}:${e.column}:${e.code}`)).toEqual([
      '2:parent:PARENT_CYCLE',
      '3:brand:UNKNOWN_BRAND',
      '3:parent:UNKNOWN_PARENT',
      '3:region:UNKNOWN_REGION',
    ]);
  });
});

describe('access', () => {
  it('otto (no bulk import feature) is refused; runs of others are not his to see', async () => {
    const res = await as('otto', 'GET', '/v2/admin/imports/identities/runs');
    expect(res.statusCode).toBe(403);
    const missing = await as('ada', 'GET', '/v2/admin/imports/organizations/runs/999999');
    expect(missing.statusCode).toBe(404);
  });
});
