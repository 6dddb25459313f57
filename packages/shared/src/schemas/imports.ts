// The bulk import contract shared by server and web: contexts, columns, row error codes and the
// shapes of an import's summary, its errors, its history and the apply progress stream.
import { z } from 'zod';

/** What a file imports: users (the WSR bulk assignment) or dealer locations. */
export const IMPORT_CONTEXTS = ['identities', 'organizations'] as const;
export type ImportContext = (typeof IMPORT_CONTEXTS)[number];
export const importContextSchema = z.enum(IMPORT_CONTEXTS);

/** Separator of several values in one cell (locations, roles, permission sets, applications). */
export const IMPORT_LIST_SEPARATOR = '|';
/** Default largest upload in bytes (the server's IMPORT_MAX_BYTES overrides it). */
export const IMPORT_MAX_BYTES_DEFAULT = 50 * 1024 * 1024;
export const IMPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

/**
 * Columns of each context in template order. Headers match without regard to case, spaces or
 * order; columns not listed are ignored (and named in `ignoredColumns`).
 * Identities match existing users on `email`; organisations match on `code`.
 * - locations: organisation codes, the first is the preferred location.
 * - roles: security role names; a singular role is held at the preferred location.
 * - permissionSets: permission set names. applications: application ids.
 * - brand: brand id. region: region code. parent: the parent organisation's code.
 */
export const IMPORT_COLUMNS = {
  identities: [
    { name: 'email', required: true, example: 'jane.doe@example.com' },
    { name: 'firstName', required: true, example: 'Jane' },
    { name: 'lastName', required: true, example: 'Doe' },
    { name: 'userType', required: true, example: 'EXTERNAL' },
    { name: 'accountType', required: false, example: 'STANDARD' },
    { name: 'preferredLanguage', required: false, example: 'en' },
    { name: 'jobTitle', required: false, example: 'Service advisor' },
    { name: 'mobilePhone', required: false, example: '+1 614 555 0100' },
    { name: 'locations', required: true, example: 'ATL-0001' },
    { name: 'roles', required: false, example: 'WARRANTY_CLERK' },
    { name: 'permissionSets', required: false, example: '' },
    { name: 'applications', required: false, example: '' },
  ],
  organizations: [
    { name: 'code', required: true, example: 'ATL-9001' },
    { name: 'name', required: true, example: 'Example Machinery Inc.' },
    { name: 'brand', required: true, example: '1' },
    { name: 'region', required: true, example: 'NA' },
    { name: 'status', required: false, example: 'ACTIVE' },
    { name: 'address', required: false, example: '100 Main Street' },
    { name: 'city', required: false, example: 'Columbus' },
    { name: 'country', required: false, example: 'US' },
    { name: 'parent', required: false, example: '' },
  ],
} as const satisfies Record<
  ImportContext,
  readonly { name: string; required: boolean; example: string }[]
>;
export type ImportColumn<C extends ImportContext> = (typeof IMPORT_COLUMNS)[C][number]['name'];

/** Why one row cannot be imported; the web shows `imports:rowErrors.<code>`. */
export const IMPORT_ROW_ERRORS = [
  'REQUIRED',
  'TOO_LONG',
  'INVALID_VALUE',
  'INVALID_EMAIL',
  'FORMULA',
  'DUPLICATE_ROW',
  'UNKNOWN_LOCATION',
  'UNKNOWN_ROLE',
  'UNKNOWN_PERMISSION_SET',
  'UNKNOWN_APPLICATION',
  'UNKNOWN_BRAND',
  'UNKNOWN_REGION',
  'UNKNOWN_PARENT',
  'PARENT_CYCLE',
  'ROLE_NOT_ASSIGNABLE',
  'LOCATION_OUT_OF_SCOPE',
  'BRAND_OUT_OF_SCOPE',
  'SINGULAR_ROLE_TAKEN',
  'SELF_CHANGE',
  'APPLICATION_UNAVAILABLE',
  'PARENT_OUT_OF_SCOPE',
  'WHOLE_SINGLE_SET',
  'SINGLE_SET_ROLES',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

/**
 * Why a whole file is refused (HTTP 400/409/413/415 with the common error body; the code is in
 * `details.key` as `imports:fileErrors.<code>`). INVALID_FILE_TYPE reads 'Invalid File Type',
 * TOO_MANY_FILES 'You can only upload 1 item at the time' (spec section 5).
 */
export const IMPORT_FILE_ERRORS = [
  'INVALID_FILE_TYPE',
  'TOO_MANY_FILES',
  'NO_FILE',
  'INVALID_FILE_NAME',
  'FILE_TOO_LARGE',
  'EMPTY_FILE',
  'MALFORMED_FILE',
  'MISSING_COLUMNS',
  'TOO_MANY_ROWS',
  'SPREADSHEET_TOO_LARGE',
  'HAS_ERRORS',
  'ALREADY_APPLIED',
  'IMPORT_BUSY',
] as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];

export const IMPORT_STATUSES = ['VALIDATED', 'INVALID', 'APPLIED', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importCountsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importRowErrorSchema = z.object({
  /** The row number as a spreadsheet shows it: the header is row 1. */
  row: z.number().int(),
  column: z.string(),
  code: z.enum(IMPORT_ROW_ERRORS),
  /** The offending value, shortened to 100 characters. */
  value: z.string(),
});
export type ImportRowErrorItem = z.infer<typeof importRowErrorSchema>;

export const importSummarySchema = z.object({
  id: z.number().int(),
  context: importContextSchema,
  fileName: z.string(),
  fileType: z.enum(IMPORT_FILE_TYPES),
  status: z.enum(IMPORT_STATUSES),
  counts: importCountsSchema,
  ignoredColumns: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  appliedAt: z.string().nullable(),
  /** The first errors in row order (at most 100); the full list is paged or downloaded. */
  errors: z.array(importRowErrorSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const IMPORT_PAGE_SIZE = 10;
export const importPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(IMPORT_PAGE_SIZE),
});

export const importErrorsPageSchema = z.object({
  items: z.array(importRowErrorSchema),
  total: z.number().int(),
});

export const importHistoryPageSchema = z.object({
  items: z.array(importSummarySchema.omit({ errors: true })),
  total: z.number().int(),
});
export type ImportHistoryItem = z.infer<typeof importHistoryPageSchema>['items'][number];

/**
 * One line of the apply call's `application/x-ndjson` answer: progress lines while rows are
 * written, then exactly one `done` (the applied summary) or `failed` (nothing was written).
 */
export const importProgressLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('done'), summary: importSummarySchema }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;
