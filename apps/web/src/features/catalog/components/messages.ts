// Turns the shared validation messages and the API's errors into text in the user's language.
import type { TFunction } from 'i18next';
import { CATALOG_MESSAGES, errorKeyOf, type CatalogMessageKey } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = (Object.keys(CATALOG_MESSAGES) as CatalogMessageKey[]).map((key) => ({
  key,
  // 'The maximum length allowed is {{max}}' matches 'The maximum length allowed is 255 (title)'.
  pattern: new RegExp(
    `^${escape(CATALOG_MESSAGES[key]).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>\\d+)')}(?: \\(.*\\))?$`,
  ),
}));

/** A validation message of the shared schemas in the user's language (unknown ones as they are). */
export function validationText(t: TFunction<'catalog'>, message: string): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`validation.${key}` as const, { max: match.groups?.max });
  }
  return message;
}

const CODES = [
  'notFound',
  'versionConflict',
  'duplicateName',
  'unknownChoice',
  'inUse',
  'relationCycle',
  'dateRange',
] as const;

/** What to tell the user about a failed call: the known error in their language, else the server's words. */
export function errorText(t: TFunction<'catalog'>, error: unknown): string {
  if (error instanceof ApiError) {
    const code = errorKeyOf(error.body)?.replace(/^catalog:errors\./, '');
    const known = CODES.find((c) => c === code);
    // Cycles and unknown choices name the roles: the server's own words say more.
    if (known && known !== 'relationCycle' && known !== 'unknownChoice')
      return t(`errors.${known}`);
    if (error.body?.message) return validationText(t, error.body.message);
  }
  return t('errors.unexpected');
}
