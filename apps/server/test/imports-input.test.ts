// Bad files and bad forms for the upload (never a 5xx, nothing written), generated files, and two
// applies at once (the second waits or is refused; never a half state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportSummary } from '@portal/shared';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { tokensFor } from './users-support.js';
import { digest } from './security-support.js';
import {
  identitiesCsv,
  multipart,
  progressLines,
  sendAs,
  uploadRequest,
} from './imports-support.js';

let portal: TestPortal;
let ada: ReturnType<typeof sendAs>;
beforeAll(async () => {
  portal = await startPortal({ IMPORT_MAX_BYTES: '10000', IMPORT_MAX_ROWS: '50' });
  ada = sendAs(portal, (await tokensFor(portal, ['ada'])).ada);
});
afterAll(async () => portal?.close());

const HEAD = 'email,firstName,lastName,userType,locations';
const upload = (fileName: string, data: Buffer | string) =>
  ada('POST', uploadRequest('identities', fileName, data));

/** Uploads and expects a refusal with this status and key that changes nothing. */
async function refused(
  request: Parameters<typeof ada>[1],
  status: number,
  code: string,
  message?: string | RegExp,
) {
  const before = await digest(portal.db);
  const res = await ada('POST', request);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().details?.key).toBe(`imports:fileErrors.${code}`);
  if (message) expect(res.json().message).toMatch(message);
  expect(await digest(portal.db)).toBe(before);
}
const req = (fileName: string, data: Buffer | string) =>
  uploadRequest('identities', fileName, data);

describe('refused files and forms', () => {
  it('wrong types by name or content', async () => {
    await refused(req('users.txt', `${HEAD}\n`), 415, 'INVALID_FILE_TYPE', /^Invalid File Type$/);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    await refused(req('image.csv', png), 400, 'MALFORMED_FILE');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(HEAD.split(','));
    await refused(
      req('renamed.csv', Buffer.from(await wb.xlsx.writeBuffer())),
      415,
      'INVALID_FILE_TYPE',
    );
    await refused(req('renamed.xlsx', `${HEAD}\n`), 415, 'INVALID_FILE_TYPE');
  });

  it('malformed, empty, oversized, too many rows, missing columns', async () => {
    await refused(
      req('q.csv', `${HEAD}\n"a@b.example,A,B,EXTERNAL,ATL-0001\n`),
      400,
      'MALFORMED_FILE',
      /line/,
    );
    await refused(
      req('r.csv', `${HEAD}\na@b.example,A,B,EXTERNAL,ATL-0001\nx,y\n`),
      400,
      'MALFORMED_FILE',
      /line 3/,
    );
    await refused(req('e.csv', ''), 400, 'EMPTY_FILE');
    await refused(req('h.csv', `${HEAD}\n`), 400, 'EMPTY_FILE');
    await refused(
      req('big.csv', `${HEAD}\n${'a@b.example,A,B,EXTERNAL,ATL-0001\n'.repeat(400)}`),
      413,
      'FILE_TOO_LARGE',
    );
    await refused(
      req('rows.csv', identitiesCsv(51).csv.replace(/,WARRANTY_CLERK|,roles/g, '')),
      400,
      'TOO_MANY_ROWS',
    );
    await refused(
      req('c.csv', 'email,firstName\na@b.example,A\n'),
      400,
      'MISSING_COLUMNS',
      /lastName, userType, locations/,
    );
  });

  it('two files, no file, a file under another name, not a form', async () => {
    const two = multipart([
      { fileName: 'a.csv', data: identitiesCsv(1).csv },
      { fileName: 'b.csv', data: identitiesCsv(1).csv },
    ]);
    await refused(
      { url: '/v2/admin/imports/identities/runs', ...two },
      400,
      'TOO_MANY_FILES',
      /^You can only upload 1 item at the time$/,
    );
    const none = multipart([], { note: 'x' });
    await refused({ url: '/v2/admin/imports/identities/runs', ...none }, 400, 'NO_FILE');
    const other = multipart([{ field: 'upload', fileName: 'a.csv', data: identitiesCsv(1).csv }]);
    await refused({ url: '/v2/admin/imports/identities/runs', ...other }, 400, 'NO_FILE');
    await refused(
      {
        url: '/v2/admin/imports/identities/runs',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'NO_FILE',
    );
  });

  it('a file name with a NUL or control character: a generic 400, no SQL text in the answer', async () => {
    for (const fileName of ['users\u0000.csv', 'us\u0000ers.xlsx', 'a\u0007b.csv']) {
      const res = await ada('POST', req(fileName, `${HEAD}\na@b.example,A,B,EXTERNAL,ATL-0001\n`));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        details: { key: 'imports:fileErrors.INVALID_FILE_NAME' },
      });
      expect(res.body).not.toMatch(/insert|select|params|query|import_run|\$\d/i);
    }
  });
});

describe('handled files', () => {
  it('formulas are row errors; extra columns and odd header case are fine', async () => {
    const csv = `Email,FIRSTNAME,lastname,UserType,Locations,Extra\n"=HYPERLINK(""x"")",@A1,+cmd,EXTERNAL,ATL-0001,=1\n`;
    const run = (await upload('f.csv', csv)).json<ImportSummary>();
    expect(run.ignoredColumns).toEqual(['Extra']);
    expect(run.errors.map((e) => `${e.column}:${e.code}`)).toEqual([
      'email:FORMULA',
      'firstName:FORMULA',
      'lastName:FORMULA',
    ]);
  });

  it('generated files never give a 5xx', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '"',
        '""',
        '"a,b"',
        ';',
        '=1',
        'ATL-0001',
        'EXTERNAL',
        'x@y.example',
        '\r',
        '\u0000',
      ),
    );
    const line = fc.array(cell, { minLength: 0, maxLength: 7 }).map((c) => c.join(','));
    const file = fc.oneof(
      fc.array(line, { maxLength: 8 }).map((l) => `${HEAD}\n${l.join('\n')}`),
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(file, fc.constantFrom('a.csv', 'a.xlsx'), async (data, name) => {
        const res = await upload(name, data);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe('applies at once', () => {
  it('two runs: each applies fully or is refused as busy; the same run twice applies once', async () => {
    const a = identitiesCsv(30);
    const b = identitiesCsv(30);
    const runA = (await upload('a.csv', a.csv)).json<ImportSummary>();
    const runB = (await upload('b.csv', b.csv)).json<ImportSummary>();
    const apply = (id: number) =>
      ada('POST', { url: `/v2/admin/imports/identities/runs/${id}/apply` });
    const [ra, rb, ra2] = await Promise.all([apply(runA.id), apply(runB.id), apply(runA.id)]);
    const count = async (file: { email(i: number): string }) =>
      (await one<{ n: number }>(
        portal.db.orm,
        sql`SELECT count(*)::int AS n FROM identity WHERE email LIKE ${file.email(0).replace(/\.0@.*/, '.%')}`,
      ))!.n;
    // Whichever call takes the lock first applies; a call that overlaps it is refused as busy, and
    // a second apply of a finished run as already applied.
    for (const res of [ra, rb, ra2]) {
      if (res.statusCode === 200) {
        expect(progressLines(res).at(-1)?.type).toBe('done');
      } else {
        expect(res.statusCode).toBe(409);
        const key = res.json().details.key;
        expect(['imports:fileErrors.IMPORT_BUSY', 'imports:fileErrors.ALREADY_APPLIED']).toContain(
          key,
        );
        if (key === 'imports:fileErrors.IMPORT_BUSY')
          expect(res.json().message).toBe(
            'Another import is being applied; try again when it has finished.',
          );
      }
    }
    expect([ra, rb, ra2].some((r) => r.statusCode === 200)).toBe(true);
    // Each file's rows are all there or none; run A was applied at most once.
    const aApplied = [ra, ra2].filter((r) => r.statusCode === 200).length;
    expect(aApplied).toBeLessThanOrEqual(1);
    expect(await count(a)).toBe(aApplied * 30);
    expect(await count(b)).toBe(rb.statusCode === 200 ? 30 : 0);
    // Applying run A afterwards writes it when the race did not, and never twice.
    const again = await apply(runA.id);
    expect(again.statusCode).toBe(aApplied ? 409 : 200);
    expect(await count(a)).toBe(30);
  });
});
