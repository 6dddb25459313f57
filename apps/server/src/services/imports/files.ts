// Files the import pages download: the templates (CSV, XLSX) and the error report (CSV).
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type ExcelJSModule from 'exceljs';
import {
  IMPORT_COLUMNS,
  type ImportContext,
  type ImportFileType,
  type Locale,
} from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { translator } from '../../lib/locale-files.js';
import { allErrors } from '../../repositories/imports/run-repository.js';

/**
 * exceljs is loaded when a spreadsheet is first read or written: importing it costs ~400 ms of the
 * server's start-up (measured with node --cpu-prof), and most processes never touch an XLSX file.
 */
let excel: Promise<typeof ExcelJSModule> | undefined;
export const loadExcelJs = () => (excel ??= import('exceljs').then((m) => m.default));

/** A cell a spreadsheet would run as a formula is written as text (CSV injection). */
export const neutralise = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** The header row and one example row of a context's template. */
export async function template(context: ImportContext, format: ImportFileType): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[context];
  const header = columns.map((c) => c.name);
  const example = columns.map((c) => c.example);
  if (format === 'csv') return Buffer.from(stringifySync([header, example]));
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(context);
  ws.addRow(header);
  ws.addRow(example);
  ws.getRow(1).font = { bold: true };
  // Every cell is text: codes such as 0001 or + phone numbers keep their form.
  ws.columns.forEach((c) => (c.numFmt = '@'));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let messages: ReturnType<typeof translator> | undefined;

/** The message of a row error code in a language (English, then the code, when missing). */
export function rowErrorMessage(locale: Locale, code: string): string {
  messages ??= translator('imports');
  const key = `rowErrors.${code}`;
  const text = messages(locale, key);
  return text === key ? code : text;
}

/** Every error of a run as CSV (row, column, code, value, message), streamed as it is read. */
export function errorReport(ex: Executor, runId: number, locale: Locale) {
  const out = stringify({ header: true, columns: ['row', 'column', 'code', 'value', 'message'] });
  void (async () => {
    try {
      for await (const e of allErrors(ex, runId)) {
        const line = [String(e.row), e.column, e.code, e.value, rowErrorMessage(locale, e.code)];
        if (!out.write(line.map(neutralise))) await new Promise((r) => out.once('drain', r));
      }
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
