// Building blocks of the records schemas (edit history and integrations): messages, text, dates
// and pages. Not part of the package's public surface except for the names re-exported there.
import { z } from 'zod';
import { int4Text, isRealDateTime, safeString } from './common.js';

/** English messages of the records area; the web shows them by the key `records:validation.<key>`. */
export const RECORDS_MESSAGES = {
  invalid: 'Value is not valid',
  required: 'Value is required',
  maxLength: 'The maximum length allowed is 255',
  date: 'Value is not a valid date',
  dateOrder: 'The end date must not be before the start date',
  url: 'The address must start with http:// or https://',
  secret: 'The secret must be whsec_ followed by the base64 of 24 to 64 random bytes',
  eventTypes: 'Choose at least one event type',
  choice: 'Choose one of the offered values',
} as const;
export const M = RECORDS_MESSAGES;

export const RECORDS_PAGE_SIZE = 10;
export const RECORDS_MAX_PAGE_SIZE = 100;

// Control characters cannot be stored and have no place in a search or a field.
// eslint-disable-next-line no-control-regex
export const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const text = (max = 255) =>
  safeString(M.invalid)
    .trim()
    .max(max, max === 255 ? M.maxLength : `The maximum length allowed is ${max}`)
    .regex(NO_CONTROL, M.invalid);
export const choice = { error: M.choice };

/**
 * A day ("2026-11-23") or an ISO date-time with a zone. A day in `from` means its first moment
 * (UTC), a day in `to` its last: both ends of the range are inclusive.
 */
export const isDayOrDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? isRealDateTime(`${v}T00:00:00Z`) : isRealDateTime(v);
export const dayOrDateTime = () =>
  z.string({ error: M.date }).refine(isDayOrDateTime, { error: M.date });

export const page = () => int4Text(1, 100_000).default(1);
export const pageSize = () => int4Text(1, RECORDS_MAX_PAGE_SIZE).default(RECORDS_PAGE_SIZE);
/** The spec's serverOptions (section 3, table props): a column and a direction. */
export const sortTypeSchema = z.enum(['asc', 'desc'], choice);

export const fromBeforeTo = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || rangeStart(v.from) <= rangeEnd(v.to);
/** The first moment a `from` value names. */
export const rangeStart = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
/** The last moment a `to` value names (a day runs to its last millisecond). */
export const rangeEnd = (v: string) =>
  v.length === 10 ? new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000 - 1) : new Date(v);

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'] as const;

/**
 * The two queries of a records list with a date range: the page (filters, from/to, page, size and
 * order) and its export (the same without paging, plus the language of the column headings). Both
 * refuse a `to` before `from`.
 */
export function pagedQueries<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sorts: S,
  defaultSort: S[number],
) {
  const shape = {
    ...filters,
    from: dayOrDateTime().optional(),
    to: dayOrDateTime().optional(),
    sortBy: z.enum(sorts, choice).default(defaultSort as never),
    sortType: sortTypeSchema.default('desc'),
  };
  const dates = { error: M.dateOrder, path: ['to'] };
  // The shape always has `from` and `to` (above); the generic filters hide that from the compiler.
  const inOrder = (v: object) => fromBeforeTo(v as { from?: string; to?: string });
  return {
    query: z.strictObject({ ...shape, page: page(), pageSize: pageSize() }).refine(inOrder, dates),
    exportQuery: z
      .strictObject({ ...shape, lang: z.enum(LANGS, choice).optional() })
      .refine(inOrder, dates),
  };
}

/** One page of a records list: its items, the total and where the page is. */
export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
