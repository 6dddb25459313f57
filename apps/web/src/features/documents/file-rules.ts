// Checks of a chosen upload before it is sent: one file, an allowed type, not too large.
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@portal/shared';

export type FileProblem =
  | 'validation.oneFileAtATime'
  | 'validation.invalidFileType'
  | 'validation.fileTooLarge'
  | 'validation.fileEmpty'
  | 'validation.required';

export const ACCEPTED_EXTENSIONS = Object.keys(DOCUMENT_TYPES).map((e) => `.${e}`);

export function fileProblem(files: readonly { name: string; size: number }[]): FileProblem | null {
  if (files.length === 0) return 'validation.required';
  if (files.length > 1) return 'validation.oneFileAtATime';
  const file = files[0]!;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!DOCUMENT_TYPES[extension]) return 'validation.invalidFileType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'validation.fileTooLarge';
  if (file.size === 0) return 'validation.fileEmpty';
  return null;
}
