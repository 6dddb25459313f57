// Builds .xlsx archives for the tests byte by byte: parts in any order, and large repetitive parts
// deflated while they are generated (never held unpacked), so spreadsheet bombs are made in a test.
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A part's text, or a text repeated many times between a head and a tail. */
export type PartData = string | { head: string; repeat: string; times: number; tail: string };

function* pieces(data: PartData): Generator<Buffer> {
  if (typeof data === 'string') return yield Buffer.from(data);
  yield Buffer.from(data.head);
  const per = Math.max(1, Math.floor(65536 / data.repeat.length));
  const block = Buffer.from(data.repeat.repeat(per));
  let left = data.times;
  for (; left >= per; left -= per) yield block;
  if (left > 0) yield Buffer.from(data.repeat.repeat(left));
  yield Buffer.from(data.tail);
}

async function deflated(data: PartData) {
  let crc = 0;
  let size = 0;
  const out: Buffer[] = [];
  const source = Readable.from(
    (function* () {
      for (const b of pieces(data)) {
        crc = crc32(b, crc);
        size += b.length;
        yield b;
      }
    })(),
  );
  for await (const chunk of source.pipe(createDeflateRaw({ level: 9 }))) out.push(chunk as Buffer);
  return { data: Buffer.concat(out), crc, size };
}

/** A zip archive of the parts in the order given (deflated, no data descriptors). */
export async function zipOf(parts: [name: string, data: PartData][]): Promise<Buffer> {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const d = await deflated(data);
    const fileName = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(0x21, 12);
    head.writeUInt32LE(d.crc >>> 0, 14);
    head.writeUInt32LE(d.data.length, 18);
    head.writeUInt32LE(d.size, 22);
    head.writeUInt16LE(fileName.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    head.copy(dir, 8, 6, 30); // flags, method, time, date, crc, sizes, name length
    dir.writeUInt32LE(offset, 42);
    local.push(head, fileName, d.data);
    central.push(dir, fileName);
    offset += head.length + fileName.length + d.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, cd, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a workbook around its worksheet and shared strings (a minimal, valid .xlsx). */
export const WORKBOOK_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  ],
];

/** A worksheet's XML around its rows' XML. */
export const sheetXml = (rows: string, tail = '') => ({
  head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${rows}`,
  tail: `${tail}</sheetData></worksheet>`,
});

/** A shared strings part's XML around its items. */
export const sharedXml = (items: string) => ({
  head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">${items}`,
  tail: '</sst>',
});

/** A row of inline text cells. */
export const inlineRow = (r: number, values: string[]) =>
  `<row r="${r}">${values.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;
