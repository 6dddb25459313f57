// Reading an import file's header row and cells: column matching and the formula rule.
import { IMPORT_COLUMNS, type ImportContext } from '@portal/shared';
import { fileError } from './errors.js';

/** How a header is compared: without case or spaces. */
const norm = (h: string) => h.replace(/\s+/g, '').toLowerCase();

export interface HeaderMap {
  /** Cell position of each known column (absent when the file leaves it out). */
  positions: Map<string, number>;
  /** Headers the context does not know, as written in the file. */
  ignored: string[];
}

/** Maps the header row to the context's columns; a missing required column refuses the file. */
export function mapHeader(context: ImportContext, header: readonly string[]): HeaderMap {
  const known = new Map<string, string>(IMPORT_COLUMNS[context].map((c) => [norm(c.name), c.name]));
  const positions = new Map<string, number>();
  const ignored: string[] = [];
  header.forEach((h, i) => {
    const name = known.get(norm(h));
    if (name && !positions.has(name)) positions.set(name, i);
    else if (h.trim() !== '') ignored.push(h.trim().slice(0, 100));
  });
  const missing = IMPORT_COLUMNS[context]
    .filter((c) => c.required && !positions.has(c.name))
    .map((c) => c.name);
  if (missing.length > 0)
    throw fileError('MISSING_COLUMNS', `The file has no column ${missing.join(', ')}.`);
  return { positions, ignored };
}

/**
 * A cell a spreadsheet would run as a formula: '=', '@', or '+'/'-' not followed by a digit
 * (a phone number such as +1 614 555 0100 is text).
 */
export function looksLikeFormula(value: string): boolean {
  return /^[=@]/.test(value) || /^[+-]\D/.test(value);
}

/** One data row: its number as a spreadsheet shows it, its cells by column, formula cells. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  formulas: string[];
}

/** The cells of a row by column name; cells are trimmed, formulas listed by column. */
export function rowCells(
  map: HeaderMap,
  row: number,
  values: readonly string[],
  formulaAt?: Set<number>,
) {
  const cells: Record<string, string> = {};
  const formulas: string[] = [];
  for (const [name, i] of map.positions) {
    const v = (values[i] ?? '').trim();
    cells[name] = v;
    if (formulaAt?.has(i) || looksLikeFormula(v)) formulas.push(name);
  }
  return { row, cells, formulas } satisfies SheetRow;
}
