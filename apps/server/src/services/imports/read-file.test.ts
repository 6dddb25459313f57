// The import file reader: separators, BOM, header matching, formulas, XLSX cells and broken files.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { openSheet } from './read-file.js';
import { sharedXml, sheetXml, WORKBOOK_PARTS, zipOf } from '../../../test/helpers/zip-writer.js';
import type { SheetRow } from './cells.js';

async function* chunks(b: Buffer, size = 7) {
  for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
}
const LIMITS = { maxBytes: 100_000, maxRows: 10 };

async function read(type: 'csv' | 'xlsx', data: Buffer, limits = LIMITS) {
  const sheet = await openSheet('identities', type, chunks(data), limits);
  const rows: SheetRow[] = [];
  for await (const r of sheet.rows) rows.push(r);
  return { ignored: sheet.ignored, rows };
}
async function refusal(type: 'csv' | 'xlsx', data: Buffer, limits = LIMITS) {
  try {
    await read(type, data, limits);
  } catch (err) {
    const e = err as { statusCode: number; key: string; message: string };
    return { status: e.statusCode, key: e.key, message: e.message };
  }
  throw new Error('not refused');
}
const HEAD = 'email,firstName,lastName,userType,locations';

describe('CSV files', () => {
  it('read with a BOM, semicolons, headers in any case and order, extra columns ignored', async () => {
    const csv =
      '\ufeffLOCATIONS; First Name;Last Name;USERTYPE;Email;Notes\nATL-0001;Jo;"Doe; Jr";EXTERNAL;jo@x.example;hi\n\n';
    const { ignored, rows } = await read('csv', Buffer.from(csv));
    expect(ignored).toEqual(['Notes']);
    expect(rows).toEqual([
      {
        row: 2,
        cells: {
          locations: 'ATL-0001',
          firstName: 'Jo',
          lastName: 'Doe; Jr',
          userType: 'EXTERNAL',
          email: 'jo@x.example',
        },
        formulas: [],
      },
    ]);
  });

  it('flag formula cells but not phone numbers or negative numbers', async () => {
    const csv = `${HEAD},mobilePhone\n=1+1,@SUM(A1),-cmd,+1 555,ATL-1,+1 614 555 0100\n`;
    const { rows } = await read('csv', Buffer.from(csv));
    expect(rows[0]!.formulas).toEqual(['email', 'firstName', 'lastName']);
  });

  it('refuse unbalanced quotes and ragged rows naming the line, binary content, size, rows, columns', async () => {
    expect(await refusal('csv', Buffer.from(`${HEAD}\n"a,b,c,d,e\n`))).toMatchObject({
      status: 400,
      key: 'imports:fileErrors.MALFORMED_FILE',
      message: expect.stringContaining('line'),
    });
    expect(await refusal('csv', Buffer.from(`${HEAD}\na,b,c,d,e\na,b\n`))).toMatchObject({
      status: 400,
      message: expect.stringContaining('line 3'),
    });
    expect((await refusal('csv', Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).status).toBe(415);
    expect((await refusal('csv', Buffer.from([0, 1, 2, 0xff, 0xfe, 10]))).status).toBe(400);
    const big = Buffer.from(`${HEAD}\n${'a,b,c,d,e\n'.repeat(200)}`);
    expect((await refusal('csv', big, { maxBytes: 1000, maxRows: 1000 })).status).toBe(413);
    expect((await refusal('csv', big, { maxBytes: 100_000, maxRows: 5 })).key).toBe(
      'imports:fileErrors.TOO_MANY_ROWS',
    );
    expect((await refusal('csv', Buffer.from('email,firstName\na,b\n'))).message).toContain(
      'lastName, userType, locations',
    );
    expect((await refusal('csv', Buffer.alloc(0))).key).toBe('imports:fileErrors.EMPTY_FILE');
  });
});

describe('XLSX files', () => {
  it('read the first worksheet with numbers as text and formulas flagged', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Users');
    ws.addRow(HEAD.split(','));
    ws.addRow(['a@x.example', 'A', { formula: '1+1', result: 2 }, 'EXTERNAL', 12]);
    wb.addWorksheet('Other').addRow(['ignored']);
    const { rows } = await read('xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows).toEqual([
      {
        row: 2,
        cells: {
          email: 'a@x.example',
          firstName: 'A',
          lastName: '',
          userType: 'EXTERNAL',
          locations: '12',
        },
        formulas: ['lastName'],
      },
    ]);
  });

  it('refuse a CSV renamed .xlsx and a broken archive', async () => {
    expect((await refusal('xlsx', Buffer.from(`${HEAD}\n`))).status).toBe(415);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200, 7)]);
    expect((await refusal('xlsx', broken)).key).toBe('imports:fileErrors.MALFORMED_FILE');
  });

  it('read shared texts stored after the sheet, rich text without phonetic guides, booleans', async () => {
    const strings = sharedXml(
      '<si><t>a@x.example</t></si><si><r><t>Jo</t></r><r><t>hn</t></r><rPh><t>ジョン</t></rPh></si>',
    );
    const rows = sheetXml(
      `<row r="1">${HEAD.split(',')
        .map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`)
        .join('')}</row><row r="2"/>` +
        '<row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3" t="s"><v>1</v></c>' +
        '<c r="D3" t="b"><v>1</v></c><c r="E3"><v>0012</v></c></row>',
    );
    const file = await zipOf([
      ['xl/worksheets/sheet1.xml', rows.head + rows.tail],
      ...WORKBOOK_PARTS,
      ['xl/sharedStrings.xml', strings.head + strings.tail],
    ]);
    const { rows: read1 } = await read('xlsx', file);
    expect(read1).toEqual([
      {
        row: 3,
        cells: {
          email: 'a@x.example',
          firstName: 'John',
          lastName: '',
          userType: 'true',
          locations: '12',
        },
        formulas: [],
      },
    ]);
  });

  it('refuse a document type declaration and a reference to a missing shared text', async () => {
    const rows = sheetXml(`<row r="1"><c t="s"><v>5</v></c></row>`);
    const missing = await zipOf([
      ...WORKBOOK_PARTS,
      ['xl/worksheets/sheet1.xml', rows.head + rows.tail],
    ]);
    expect((await refusal('xlsx', missing)).key).toBe('imports:fileErrors.MALFORMED_FILE');
    const doctype = await zipOf([
      ...WORKBOOK_PARTS,
      [
        'xl/worksheets/sheet1.xml',
        `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>`,
      ],
    ]);
    expect((await refusal('xlsx', doctype)).key).toBe('imports:fileErrors.MALFORMED_FILE');
  });
});
