// Reads the first worksheet of an .xlsx with a streaming XML parser (saxes): shared strings kept
// compactly with caps on their number and bytes, rows and cells counted (empty ones included) and
// refused past the limits while the XML streams, never more than one inflated chunk's rows in hand.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { fileError } from './errors.js';
import { SpooledZip, tooLarge } from './xlsx-zip.js';

/** What an unpacked spreadsheet may hold; see `xlsxLimits`. */
export interface XlsxLimits {
  entries: number;
  metaBytes: number;
  sheetBytes: number;
  sharedBytes: number;
  sharedStrings: number;
  rows: number;
  columns: number;
  cells: number;
  cellChars: number;
}

const MB = 1024 * 1024;

/**
 * The caps for a file of at most `maxRows` data rows: generous for any real export of that many
 * rows (Excel's own cell limit is 32,767 characters), small enough that a bomb is refused after
 * a few megabytes of XML and memory stays flat.
 */
export function xlsxLimits(maxRows: number): XlsxLimits {
  const rows = maxRows + 1;
  return {
    entries: 1000,
    metaBytes: 4 * MB,
    sheetBytes: Math.max(16 * MB, Math.min(1024 * MB, rows * 1024)),
    sharedBytes: Math.max(8 * MB, Math.min(256 * MB, rows * 320)),
    sharedStrings: rows * 16,
    rows: maxRows * 2 + 100,
    columns: 512,
    cells: rows * 64,
    cellChars: 32_767,
  };
}

export interface XlsxRow {
  row: number;
  values: string[];
  formulas: Set<number>;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a part's XML as it inflates; `out` collects what the handlers found in each chunk. */
async function* parse<T>(
  chunks: AsyncIterable<Buffer>,
  setup: (parser: SaxesParser, out: T[]) => void,
): AsyncGenerator<T[]> {
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw fileError('MALFORMED_FILE', 'The spreadsheet declares a document type.');
  });
  const out: T[] = [];
  setup(parser, out);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    parser.write(decoder.write(chunk));
    if (out.length > 0) yield out.splice(0);
  }
  parser.write(decoder.end());
  parser.close();
  if (out.length > 0) yield out.splice(0);
}

/** The elements of a small part (relations, workbook) with their attributes, by local name. */
async function elements(zip: SpooledZip, name: string, limits: XlsxLimits) {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  for await (const batch of parse<SaxesTagPlain>(zip.read(name, limits.metaBytes), (p, out) =>
    p.on('opentag', (t) => out.push(t as SaxesTagPlain)),
  ))
    for (const t of batch) {
      if (found.length >= 10_000) throw tooLarge(`The spreadsheet part ${name} is too large.`);
      found.push({ name: local(t.name), attributes: t.attributes as Record<string, string> });
    }
  return found;
}

/** A relation target as a part name: relative to the source part's folder, or absolute. */
function resolve(from: string, target: string): string {
  const parts = target.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** The relations of a part: id → target part, and the target of each relation type's last word. */
async function relations(zip: SpooledZip, part: string, limits: XlsxLimits) {
  const slash = part.lastIndexOf('/');
  const relsName = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  for (const e of await elements(zip, relsName, limits)) {
    const { Id, Type, Target, TargetMode } = e.attributes;
    if (e.name !== 'Relationship' || !Target || TargetMode === 'External') continue;
    const to = resolve(part, Target);
    if (Id) byId.set(Id, to);
    if (Type) byType.set(Type.slice(Type.lastIndexOf('/') + 1), to);
  }
  return { byId, byType };
}

/** The workbook's first worksheet and its shared strings part. */
async function locate(zip: SpooledZip, limits: XlsxLimits) {
  const root = await relations(zip, '', limits);
  const workbook = root.byType.get('officeDocument') ?? 'xl/workbook.xml';
  if (!zip.has(workbook)) throw fileError('MALFORMED_FILE', 'The spreadsheet has no workbook.');
  const rels = await relations(zip, workbook, limits);
  const first = (await elements(zip, workbook, limits)).find((e) => e.name === 'sheet');
  const id = first && Object.entries(first.attributes).find(([k]) => k.endsWith(':id'))?.[1];
  const sheet = id ? rels.byId.get(id) : undefined;
  if (!sheet || !zip.has(sheet))
    throw fileError('MALFORMED_FILE', 'The spreadsheet has no worksheet.');
  return { sheet, shared: rels.byType.get('sharedStrings') };
}

/** Shared texts packed as UTF-8 in one growing buffer with their end offsets: 4 bytes a text. */
class TextTable {
  private data = Buffer.alloc(64 * 1024);
  private used = 0;
  private ends = new Uint32Array(4096);
  length = 0;

  push(text: string) {
    const need = this.used + Buffer.byteLength(text);
    if (need > this.data.length) {
      const data = Buffer.alloc(Math.max(need, this.data.length * 2));
      this.data.copy(data, 0, 0, this.used);
      this.data = data;
    }
    this.used += this.data.write(text, this.used);
    if (this.length === this.ends.length) {
      const ends = new Uint32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[this.length++] = this.used;
  }

  at(i: number): string | undefined {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) return undefined;
    return this.data.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }
}

/** The shared strings part's texts (rich text runs joined, phonetic guides left out). */
async function sharedStrings(zip: SpooledZip, part: string | undefined, limits: XlsxLimits) {
  const strings = new TextTable();
  if (!part) return strings;
  let text = '';
  let inT = false;
  let phonetic = 0;
  const chunks = parse<never>(zip.read(part, limits.sharedBytes), (p) => {
    p.on('opentag', (t) => {
      const n = local(t.name);
      if (n === 'si') text = '';
      else if (n === 't') inT = phonetic === 0;
      else if (n === 'rPh') phonetic++;
    });
    p.on('text', (s) => {
      if (!inT) return;
      text += s;
      if (text.length > limits.cellChars)
        throw tooLarge(`A text is longer than ${limits.cellChars} characters.`);
    });
    p.on('closetag', (t) => {
      const n = local(t.name);
      if (n === 't') inT = false;
      else if (n === 'rPh') phonetic--;
      else if (n === 'si') {
        if (strings.length >= limits.sharedStrings)
          throw tooLarge(`The spreadsheet holds more than ${limits.sharedStrings} shared texts.`);
        strings.push(text);
        text = '';
      }
    });
  });
  for (let next = await chunks.next(); !next.done; next = await chunks.next());
  return strings;
}

/** Column index (0-based) of a cell reference such as `AB12`; undefined without one. */
function columnOf(ref: string | undefined): number | undefined {
  const m = ref && /^([A-Z]{1,3})\d*$/i.exec(ref);
  if (!m) return undefined;
  let n = 0;
  for (const ch of m[1]!.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A cell's text by its type, as the former reader gave it (numbers as written, booleans). */
function cellText(type: string, raw: string, inline: string, shared: TextTable): string {
  switch (type) {
    case 's': {
      const s = raw.trim() === '' ? undefined : shared.at(Number(raw));
      if (s === undefined)
        throw fileError('MALFORMED_FILE', 'A cell refers to a shared text that does not exist.');
      return s;
    }
    case 'inlineStr':
      return inline;
    case 'b':
      return raw === '1' || raw === 'true' ? 'true' : 'false';
    case 'str':
    case 'e':
      return raw;
    case 'd': {
      const d = new Date(raw);
      return Number.isNaN(d.getTime()) ? raw : d.toISOString().slice(0, 10);
    }
    default: {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n) ? String(n) : raw;
    }
  }
}

/** The worksheet's rows that hold a value, in order; empty rows and cells counted all the same. */
export async function* xlsxSheetRows(
  source: AsyncIterable<Buffer>,
  limits: XlsxLimits,
): AsyncGenerator<XlsxRow> {
  const zip = await SpooledZip.open(source, limits.entries);
  try {
    const { sheet, shared: sharedPart } = await locate(zip, limits);
    const shared = await sharedStrings(zip, sharedPart, limits);
    yield* sheetRows(zip, sheet, shared, limits);
  } finally {
    zip.close();
  }
}

function sheetRows(zip: SpooledZip, sheet: string, shared: TextTable, limits: XlsxLimits) {
  let rows = 0;
  let cells = 0;
  let current: XlsxRow | undefined;
  let column = 0;
  let cell: { col: number; type: string; formula: boolean } | undefined;
  let raw = '';
  let inline = '';
  let into: 'v' | 't' | undefined;
  let phonetic = 0;
  const grow = (s: string) => {
    if (s.length > limits.cellChars)
      throw tooLarge(`A cell is longer than ${limits.cellChars} characters.`);
    return s;
  };
  return (async function* () {
    for await (const batch of parse<XlsxRow>(zip.read(sheet, limits.sheetBytes), (p, out) => {
      p.on('opentag', (t) => {
        const n = local(t.name);
        const a = t.attributes as Record<string, string>;
        if (n === 'row') {
          if (++rows > limits.rows)
            throw fileError(
              'TOO_MANY_ROWS',
              `The file has more than ${limits.rows} rows, empty rows included.`,
            );
          const r = Number(a.r);
          current = {
            row: Number.isInteger(r) && r > 0 ? r : rows,
            values: [],
            formulas: new Set(),
          };
          column = 0;
        } else if (n === 'c' && current) {
          if (++cells > limits.cells)
            throw tooLarge(`The spreadsheet holds more than ${limits.cells} cells.`);
          const col = columnOf(a.r) ?? column;
          if (col >= limits.columns)
            throw tooLarge(`The spreadsheet has more than ${limits.columns} columns.`);
          column = col + 1;
          cell = { col, type: a.t ?? 'n', formula: false };
          raw = '';
          inline = '';
        } else if (cell && n === 'f') cell.formula = true;
        else if (cell && n === 'v') into = 'v';
        else if (cell && n === 't') into = phonetic === 0 ? 't' : undefined;
        else if (n === 'rPh') phonetic++;
      });
      p.on('text', (s) => {
        if (into === 'v') raw = grow(raw + s);
        else if (into === 't') inline = grow(inline + s);
      });
      p.on('closetag', (t) => {
        const n = local(t.name);
        if (n === 'v' || n === 't') into = undefined;
        else if (n === 'rPh') phonetic--;
        else if (n === 'c' && cell && current) {
          const text = cell.formula ? '' : cellText(cell.type, raw, inline, shared);
          if (cell.formula) current.formulas.add(cell.col);
          if (text !== '' || cell.formula) current.values[cell.col] = text;
          cell = undefined;
        } else if (n === 'row' && current) {
          if (current.values.some((v) => v !== '') || current.formulas.size > 0) {
            for (let i = 0; i < current.values.length; i++) current.values[i] ??= '';
            out.push(current);
          }
          current = undefined;
        }
      });
    }))
      yield* batch;
  })();
}
