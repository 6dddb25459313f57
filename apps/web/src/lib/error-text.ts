// The text to show for a failed call: the server's translation key when the interface knows it
// (so the message is in the user's language), else the server's message, else a generic one.
import type { TFunction } from 'i18next';
import { TEXT_MAX, SECURITY_ANSWER_MIN, DOCUMENT_MAX_BYTES, errorKeyOf } from '@portal/shared';
import { ApiError } from './api-client';

/** Values the validation messages of spec section 5 refer to. */
export const MESSAGE_VALUES = {
  max: TEXT_MAX,
  min: SECURITY_ANSWER_MIN,
  maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024,
};

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const code = errorKeyOf(error.body);
    if (code && t(code as 'errors.unexpected', { ...MESSAGE_VALUES, defaultValue: '' }) !== '')
      return t(code as 'errors.unexpected', MESSAGE_VALUES);
    if (error.body?.message) return error.body.message;
  }
  return t('errors.unexpected');
}

/** A validation message key (from the shared zod rules) in the user's language. */
export function validationText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return key.startsWith('validation.')
    ? t(key as 'validation.required', MESSAGE_VALUES)
    : t('validation.invalid');
}
