// The browser's check of a chosen import file before it is sent (the server checks again): one
// file at a time, a .csv or .xlsx name.
import { IMPORT_FILE_TYPES, type ImportFileError } from '@portal/shared';

export const ACCEPTED_EXTENSIONS = IMPORT_FILE_TYPES.map((t) => `.${t}`);

export function importFileProblem(files: readonly { name: string }[]): ImportFileError | null {
  if (files.length === 0) return 'NO_FILE';
  if (files.length > 1) return 'TOO_MANY_FILES';
  const extension = /\.([a-z0-9]+)$/i.exec(files[0]!.name)?.[1]?.toLowerCase() ?? '';
  return (IMPORT_FILE_TYPES as readonly string[]).includes(extension) ? null : 'INVALID_FILE_TYPE';
}
