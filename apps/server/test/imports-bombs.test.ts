// Spreadsheet bombs uploaded to the import: refused with 400 and a translated key while memory
// stays flat, and no temporary file left behind (the default limits: 50 MB upload, 200,000 rows).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { tokensFor } from './users-support.js';
import { digest } from './security-support.js';
import { sendAs, uploadRequest } from './imports-support.js';
import {
  inlineRow,
  sharedXml,
  sheetXml,
  WORKBOOK_PARTS,
  zipOf,
  type PartData,
} from './helpers/zip-writer.js';

const MB = 1024 * 1024;
const HEAD = ['email', 'firstName', 'lastName', 'userType', 'locations'];
let portal: TestPortal;
let ada: ReturnType<typeof sendAs>;
let tmp: string;
const systemTmp = process.env.TMPDIR;
beforeAll(async () => {
  // The reader's temporary files go to os.tmpdir(): a folder of this test's own, checked empty.
  tmp = await mkdtemp(join(tmpdir(), 'bombs-'));
  process.env.TMPDIR = tmp;
  portal = await startPortal();
  ada = sendAs(portal, (await tokensFor(portal, ['ada'])).ada);
});
afterAll(async () => {
  await portal?.close();
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  await rm(tmp, { recursive: true, force: true });
});

/** Uploads the file; the answer, and the growth of the process's memory at its peak. */
async function uploadWatched(file: Buffer) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const res = await ada('POST', uploadRequest('identities', 'bomb.xlsx', file));
    peak = Math.max(peak, process.memoryUsage().rss);
    return { res, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function expectRefused(file: Buffer, code: string) {
  const before = await digest(portal.db);
  const { res, growth } = await uploadWatched(file);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().details?.key).toBe(`imports:fileErrors.${code}`);
  expect(res.json().message).not.toMatch(/heap|ENOSPC|Error:/);
  expect(growth, `memory grew ${Math.round(growth / MB)} MB`).toBeLessThan(100 * MB);
  expect(await readdir(tmp)).toEqual([]);
  expect(await digest(portal.db)).toBe(before);
}

const sheet = (data: PartData): [string, PartData] => ['xl/worksheets/sheet1.xml', data];
const shared = (data: PartData): [string, PartData] => ['xl/sharedStrings.xml', data];
const noShared = shared(sharedXml('').head + sharedXml('').tail);

describe('spreadsheet bombs', () => {
  it('50 MB of empty rows deflated to a few dozen KB: 400 before memory grows', async () => {
    const rows = { ...sheetXml(inlineRow(1, HEAD)), repeat: '<row/>', times: (50 * MB) / 6 };
    const file = await zipOf([...WORKBOOK_PARTS, sheet(rows), noShared]);
    expect(file.length).toBeLessThan(120 * 1024);
    await expectRefused(file, 'TOO_MANY_ROWS');
  });

  it('a row of endless empty cells, and a sheet that unpacks past its cap', async () => {
    const cells = { ...sheetXml(`${inlineRow(1, HEAD)}<row r="2">`, '</row>') };
    await expectRefused(
      await zipOf([
        ...WORKBOOK_PARTS,
        sheet({ ...cells, repeat: '<c/>', times: 20 * MB }),
        noShared,
      ]),
      'SPREADSHEET_TOO_LARGE',
    );
    const text = { ...sheetXml(inlineRow(1, HEAD)), repeat: ' ', times: 210 * MB };
    await expectRefused(
      await zipOf([...WORKBOOK_PARTS, sheet(text), noShared]),
      'SPREADSHEET_TOO_LARGE',
    );
  });

  it('a shared-strings bomb of empty texts: 400 before memory grows', async () => {
    const strings = { ...sharedXml(''), repeat: '<si/>', times: (50 * MB) / 5 };
    const rows = sheetXml(inlineRow(1, HEAD));
    const file = await zipOf([
      ...WORKBOOK_PARTS,
      sheet(`${rows.head}${rows.tail}`),
      shared(strings),
    ]);
    await expectRefused(file, 'SPREADSHEET_TOO_LARGE');
  });

  it('the worksheet stored before the workbook parts: refused, nothing written to the temporary folder', async () => {
    const rows = { ...sheetXml(inlineRow(1, HEAD)), repeat: '<row/>', times: (100 * MB) / 6 };
    const file = await zipOf([sheet(rows), noShared, ...WORKBOOK_PARTS]);
    await expectRefused(file, 'TOO_MANY_ROWS');
  });

  it('a real file in that order (Excel stores shared strings last) is read', async () => {
    const strings = sharedXml('<si><t>ATL-0001</t></si>');
    const rows = sheetXml(
      inlineRow(1, HEAD) +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>bomb.ok@dealer.example</t></is></c>' +
        '<c r="B2" t="inlineStr"><is><t>Ok</t></is></c><c r="C2" t="inlineStr"><is><t>Fine</t></is></c>' +
        '<c r="D2" t="inlineStr"><is><t>EXTERNAL</t></is></c><c r="E2" t="s"><v>0</v></c></row>',
    );
    const file = await zipOf([
      sheet(rows.head + rows.tail),
      ...WORKBOOK_PARTS,
      shared(strings.head + strings.tail),
    ]);
    const { res } = await uploadWatched(file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'VALIDATED', counts: { total: 1 } });
    expect(await readdir(tmp)).toEqual([]);
  });
});
