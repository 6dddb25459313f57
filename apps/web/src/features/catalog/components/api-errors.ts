// What to tell the user about a failed catalogue call: the known error in their language, else the
// server's own words (validation is the form's: the same shared schemas run before every call).
import type { TFunction } from 'i18next';
import { errorKeyOf } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';

const CODES = [
  'notFound',
  'versionConflict',
  'duplicateName',
  'unknownChoice',
  'inUse',
  'relationCycle',
  'dateRange',
] as const;

export function errorText(t: TFunction<'catalog'>, error: unknown): string {
  if (error instanceof ApiError) {
    const code = errorKeyOf(error.body)?.replace(/^catalog:errors\./, '');
    const known = CODES.find((c) => c === code);
    // Cycles and unknown choices name the roles: the server's own words say more.
    if (known && known !== 'relationCycle' && known !== 'unknownChoice')
      return t(`errors.${known}`);
    if (error.body?.message) return error.body.message;
  }
  return t('errors.unexpected');
}
