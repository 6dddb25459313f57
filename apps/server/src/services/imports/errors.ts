// The refusals of a whole import file or run: HTTP status, English message and translation key.
import type { ImportFileError } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

const STATUS: Record<ImportFileError, number> = {
  INVALID_FILE_TYPE: 415,
  TOO_MANY_FILES: 400,
  NO_FILE: 400,
  INVALID_FILE_NAME: 400,
  FILE_TOO_LARGE: 413,
  EMPTY_FILE: 400,
  MALFORMED_FILE: 400,
  MISSING_COLUMNS: 400,
  TOO_MANY_ROWS: 400,
  SPREADSHEET_TOO_LARGE: 400,
  HAS_ERRORS: 409,
  ALREADY_APPLIED: 409,
  IMPORT_BUSY: 409,
};

/** Messages of the codes whose wording never varies (spec section 5 for the first two). */
export const FILE_MESSAGES = {
  INVALID_FILE_TYPE: 'Invalid File Type',
  TOO_MANY_FILES: 'You can only upload 1 item at the time',
  NO_FILE: 'Choose a CSV or XLSX file to upload (form field "file").',
  INVALID_FILE_NAME: 'The file name contains characters that are not allowed.',
  EMPTY_FILE: 'The file has no rows to import.',
  HAS_ERRORS: 'The import has errors; correct the file and upload it again.',
  ALREADY_APPLIED: 'This import has been applied already.',
  IMPORT_BUSY: 'Another import is being applied; try again when it has finished.',
} as const satisfies Partial<Record<ImportFileError, string>>;

/** A refusal with `details.key` = `imports:fileErrors.<code>`. */
export function fileError(code: ImportFileError, message?: string): HttpError {
  const text = message ?? (FILE_MESSAGES as Partial<Record<ImportFileError, string>>)[code] ?? code;
  return new HttpError(STATUS[code], text, `imports:fileErrors.${code}`);
}
