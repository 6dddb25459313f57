// Value checks with the shared zod rules, turned into 400 answers that name the problem in English
// (message) and by translation key (code), so the web app can show its own wording.
import type { ZodType } from 'zod';
import { SECURITY_ANSWER_MIN, TEXT_MAX } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';
import { translator } from '../../lib/locale-files.js';

let portal: ReturnType<typeof translator> | undefined;
/** Texts of the portal's translation files (read once). */
export const portalText = () => (portal ??= translator('portal'));

/** The English wording of a portal translation key, for API error messages. */
export function englishText(key: string): string {
  return portalText()('en', key, { max: String(TEXT_MAX), min: String(SECURITY_ANSWER_MIN) });
}

/** Applies a shared value rule; a failure is a 400 naming the problem (code: its translation key). */
export function checked<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.message ?? '';
  const code = key.startsWith('validation.') ? key : 'validation.invalid';
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw new HttpError(400, `${englishText(code)}${where}`, code);
}
