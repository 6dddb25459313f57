// Streams an uploaded CSV or XLSX file into data rows: type check by name and content, the size
// limit while bytes arrive, csv-parse or the capped XLSX reader (xlsx-sheet.ts), 4xx for broken files.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportContext, ImportFileType } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';
import { fileError } from './errors.js';
import { mapHeader, rowCells, type HeaderMap, type SheetRow } from './cells.js';
import { xlsxLimits, xlsxSheetRows } from './xlsx-sheet.js';

export interface FileLimits {
  maxBytes: number;
  maxRows: number;
}

export interface OpenedSheet {
  ignored: string[];
  rows: AsyncGenerator<SheetRow>;
  /** Ends the reading (and frees its temporary file) whether or not the rows were read. */
  close(): Promise<void>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's type from its name; anything but .csv and .xlsx is refused. */
export function fileTypeOf(fileName: string): ImportFileType {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(fileName)) throw fileError('INVALID_FILE_NAME');
  const m = /\.(csv|xlsx)$/i.exec(fileName.trim());
  if (!m) throw fileError('INVALID_FILE_TYPE');
  return m[1]!.toLowerCase() as ImportFileType;
}

/** Bytes as they arrive, refused past the limit (413) before the rest is read. */
async function* limited(source: AsyncIterable<Buffer>, maxBytes: number) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes)
      throw fileError(
        'FILE_TOO_LARGE',
        `The file is larger than ${Math.floor(maxBytes / 1024)} KB.`,
      );
    yield chunk;
  }
}

/** Text files only: UTF-8 throughout, no NUL bytes (a binary file renamed .csv is refused). */
async function* utf8Text(source: AsyncIterable<Buffer>) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of source) {
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw fileError('MALFORMED_FILE', 'The file is not UTF-8 text.');
    }
    if (chunk.includes(0)) throw fileError('MALFORMED_FILE', 'The file is not UTF-8 text.');
    yield chunk;
  }
}

/** Iterates `it`, failing as soon as `failed` rejects (a source error the reader does not see). */
async function* guarded<T>(it: AsyncIterable<T>, failed: Promise<never>): AsyncGenerator<T> {
  const iter = it[Symbol.asyncIterator]();
  try {
    for (;;) {
      const r = await Promise.race([iter.next(), failed]);
      if (r.done) return;
      yield r.value;
    }
  } finally {
    void iter.return?.()?.catch(() => undefined);
  }
}

/** The separator of a CSV file: comma or semicolon, whichever its header line uses more. */
function separatorOf(first: Buffer): ',' | ';' {
  const line = first.toString('utf8').split(/\r?\n/)[0] ?? '';
  const outside = line.replace(/"[^"]*"/g, '');
  const count = (c: string) => outside.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function malformed(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; lines?: number; message?: string };
  const where = e.lines ? ` (line ${e.lines})` : '';
  const reason =
    e.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
      ? 'a row has a different number of cells than the header'
      : e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed'
        : e.code === 'CSV_MAX_RECORD_SIZE'
          ? 'a row is too long'
          : 'the file cannot be read';
  return fileError('MALFORMED_FILE', `The file is malformed${where}: ${reason}.`);
}

async function* csvRows(source: Readable, first: Buffer, failed: Promise<never>) {
  const parser = parse({
    bom: true,
    delimiter: separatorOf(first),
    skip_empty_lines: true,
    max_record_size: 64 * 1024,
  });
  source.pipe(parser);
  let row = 0;
  for await (const record of guarded<string[]>(parser, failed))
    yield { row: ++row, values: record, formulas: undefined as Set<number> | undefined };
}

/**
 * Opens the file: refuses a wrong type, an empty or oversized file, a missing column; then yields
 * its data rows one by one (the header is row 1).
 */
export async function openSheet(
  context: ImportContext,
  fileType: ImportFileType,
  stream: AsyncIterable<Buffer>,
  limits: FileLimits,
): Promise<OpenedSheet> {
  const bytes = limited(stream, limits.maxBytes);
  // The head holds the header line (for the separator) and the first bytes (for the type).
  let first = Buffer.alloc(0);
  while (first.length < 64 * 1024 && !first.includes(10)) {
    const next = await bytes.next();
    if (next.done) break;
    first = Buffer.concat([first, next.value]);
  }
  if (first.length === 0) throw fileError('EMPTY_FILE');
  const isZip = first.subarray(0, 4).equals(ZIP_MAGIC);
  if ((fileType === 'xlsx') !== isZip) throw fileError('INVALID_FILE_TYPE');
  async function* all() {
    yield first;
    yield* bytes;
  }
  const source = Readable.from(fileType === 'csv' ? utf8Text(all()) : all(), { objectMode: false });
  const failed = new Promise<never>((_, reject) => source.once('error', reject));
  failed.catch(() => undefined);
  const raw =
    fileType === 'csv'
      ? csvRows(source, first, failed)
      : xlsxSheetRows(source, xlsxLimits(limits.maxRows));
  const close = async () => {
    source.destroy();
    await raw.return(undefined);
  };
  let header: HeaderMap;
  try {
    const h = await raw.next();
    if (h.done) throw fileError('EMPTY_FILE');
    header = mapHeader(context, h.value.values);
  } catch (err) {
    await close().catch(() => undefined);
    throw malformed(err);
  }
  async function* rows(): AsyncGenerator<SheetRow> {
    let count = 0;
    try {
      for await (const r of raw) {
        if (r.values.every((v) => v.trim() === '')) continue;
        if (++count > limits.maxRows)
          throw fileError('TOO_MANY_ROWS', `The file has more than ${limits.maxRows} rows.`);
        yield rowCells(header, r.row, r.values, r.formulas);
      }
    } catch (err) {
      throw malformed(err);
    } finally {
      await close();
    }
  }
  return { ignored: header.ignored, rows: rows(), close };
}
