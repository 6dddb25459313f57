// The translated text of a failed call: the users namespace's wording for known codes, else the message.
import type { TFunction } from 'i18next';
import { errorKeyOf } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';

/** Main text and details (the server's own, more specific message) of an error. */
export function describeError(
  t: TFunction<'users'>,
  error: unknown,
): { message: string; details?: string } {
  if (error instanceof ApiError) {
    const code = errorKeyOf(error.body);
    if (code?.startsWith('users.errors.')) {
      const key = code.slice('users.'.length) as 'errors.generic';
      const message = t(key, { defaultValue: '' });
      if (message) return { message, details: error.body?.message };
    }
    return { message: t('errors.generic'), details: error.body?.message ?? error.message };
  }
  return {
    message: t('errors.generic'),
    details: error instanceof Error ? error.message : undefined,
  };
}

export const isConflict = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  errorKeyOf(error.body) === 'users.errors.stale';
