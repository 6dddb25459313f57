// Request and answer schemas of catalogue administration: announcements, applications, permission sets, security roles.
import { z } from 'zod';
import { GRANTABLE_FEATURES } from '../features.js';
import { LOCALES } from '../locales.js';
import { INT4_MAX, int4, int4Text, isRealDateTime, safeString } from './common.js';

/** Limits of the catalogue editors (spec sections 5 and 9). */
export const CATALOG_LIMITS = {
  text: 255,
  longText: 4000,
  url: 2048,
  content: 50_000,
  /** An application's short description on its home tile. */
  shortDescription: 140,
  /** Largest uploaded application icon (PNG, SVG or WebP). */
  iconBytes: 256 * 1024,
  /** Most values a multi-select or tag list keeps. */
  maxSelected: 100,
  /** Most options a multi-select shows at once. */
  optionsLimit: 1000,
  pageSize: 10,
  pageButtons: 5,
  maxPageSize: 100,
} as const;

/**
 * The English messages of the validation rules, keyed like the 'catalog' translation namespace
 * (validation.<key>), so the web shows them translated and the API answers them in English.
 */
export const CATALOG_MESSAGES = {
  required: 'Value is required',
  maxLength: 'The maximum length allowed is {{max}}',
  maxSelected: 'Maximum of {{max}} options selected',
  url: 'Value is not a valid URL',
  link: 'Value is not a valid URL or path',
  date: 'Value is not a valid date',
  integer: 'Value must be a positive whole number',
  characters: 'Value contains characters that are not allowed',
  name: 'Use letters, digits, dots, dashes and underscores only',
  activity: 'Unknown activity',
  choice: 'Choose one of the offered values',
  expirationAfterStart: 'The expiration date must be after the start date',
  languageTwice: 'Each language can be written only once',
} as const;
export type CatalogMessageKey = keyof typeof CATALOG_MESSAGES;

const message = (key: CatalogMessageKey, vars: Record<string, number> = {}) =>
  CATALOG_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));

/** A refinement's error: the English message for the API, its key in `params` for the web's forms. */
const rule = (key: CatalogMessageKey) => ({ error: message(key), params: { key } });

// Control characters (NUL above all) cannot be stored and have no place in these fields.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const choice = { error: message('choice') };

/** Optional text: at most `max` characters, no control characters. */
const textField = (max: number = CATALOG_LIMITS.text) =>
  safeString(message('characters'))
    .max(max, { error: message('maxLength', { max }) })
    .refine((s) => !CONTROL.test(s), rule('characters'));

/** Required text: trimmed, not empty. */
const requiredText = (max: number = CATALOG_LIMITS.text) =>
  safeString(message('characters'))
    .trim()
    .min(1, { error: message('required') })
    .max(max, { error: message('maxLength', { max }) })
    .refine((s) => !CONTROL.test(s), rule('characters'));

/** A technical name: letters, digits, dots, dashes and underscores. */
const technicalName = requiredText().refine((s) => /^[A-Za-z0-9_.-]+$/.test(s), rule('name'));

const idSchema = int4(1, INT4_MAX, message('integer'));

const selection = <T extends z.ZodType>(item: T, max: number = CATALOG_LIMITS.maxSelected) =>
  z
    .array(item, { error: message('required') })
    .max(max, { error: message('maxSelected', { max }) });

/** A free list of short texts (categories, contract codes, business functions, ...). */
const tagList = () => selection(requiredText());

// An absolute http(s) address with a host name (or an IPv6 literal), an optional port, no user
// info and no white space. A regular expression, so server and browsers agree exactly.
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HTTP_URL = new RegExp(
  `^https?://(?:${HOST_LABEL}(?:\\.${HOST_LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);
const isHttpUrl = (value: string) => HTTP_URL.test(value);

/** An absolute http(s) address. */
const httpUrl = () => requiredText(CATALOG_LIMITS.url).refine(isHttpUrl, rule('url'));

/** An application link: an absolute http(s) address or a path of the portal ("/documents"). */
const appLink = () =>
  requiredText(CATALOG_LIMITS.url).refine(
    (s) => isHttpUrl(s) || /^\/(?!\/)[^\s\\]*$/.test(s),
    rule('link'),
  );

/** An ISO date-time of a real calendar day between 1970 and 9999 (isRealDateTime of common). */
const dateTime = () => z.string({ error: message('date') }).refine(isRealDateTime, rule('date'));

export const catalogRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CatalogRef = z.infer<typeof catalogRefSchema>;
export const catalogRegionRefSchema = z.object({ code: z.string(), name: z.string() });
export const catalogRoleRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
});
export type CatalogRoleRef = z.infer<typeof catalogRoleRefSchema>;

// ---- lists ----

export const catalogSortOrderSchema = z.enum(['asc', 'desc'], choice);
export type CatalogSortOrder = z.infer<typeof catalogSortOrderSchema>;

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    search: textField().optional(),
    sort: z.enum(sorts, choice).optional(),
    order: catalogSortOrderSchema.optional(),
    page: int4Text(1, 100_000, message('integer')).default(1),
    pageSize: int4Text(1, CATALOG_LIMITS.maxPageSize, message('integer')).default(
      CATALOG_LIMITS.pageSize,
    ),
  });

/** One page of a list; `total` counts every match of the search. */
export const catalogPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface CatalogPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A positive whole number written plainly in a path or query ("12", not "0x0c" or "1e1"). */
const plainNumber = int4Text(1, INT4_MAX, message('integer'));
export const catalogIdParamsSchema = z.object({ id: plainNumber });
export const catalogDeleteQuerySchema = z.object({ version: plainNumber.optional() });

const stamps = {
  updatedAt: z.string(),
  modifiedBy: z.string().nullable(),
  version: z.number().int(),
};
const versionField = {
  version: idSchema,
};

// ---- announcements ----

export const ANNOUNCEMENT_DISPLAY_LOCATIONS = ['dealer-home', 'documents', 'support'] as const;
export const ANNOUNCEMENT_PRIORITIES = ['highest', 'medium', 'lowest'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** One further language of an announcement: its title and content (HTML). */
export const announcementTextSchema = z.object({
  language: z.enum(LOCALES, choice),
  title: requiredText(),
  content: textField(CATALOG_LIMITS.content),
});
export type AnnouncementText = z.infer<typeof announcementTextSchema>;

const announcementFields = z.object({
  title: requiredText(),
  description: textField(CATALOG_LIMITS.longText),
  content: textField(CATALOG_LIMITS.content),
  language: z.enum(LOCALES, choice),
  displayLocation: z.enum(ANNOUNCEMENT_DISPLAY_LOCATIONS, choice),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, choice),
  startDate: dateTime(),
  expirationDate: dateTime().nullable(),
  linkUrl: httpUrl(),
  roleIds: selection(idSchema),
  permissionSetIds: selection(idSchema),
  applicationIds: selection(idSchema),
  brandIds: selection(idSchema),
  regionCodes: selection(requiredText()),
  /**
   * The announcement in further languages (title, content and language above are the language it
   * was written in). Left out of an update, the stored ones stay as they are.
   */
  translations: z
    .array(announcementTextSchema)
    .max(LOCALES.length - 1, { error: message('maxSelected', { max: LOCALES.length - 1 }) })
    .optional(),
});
const expirationAfterStart = (a: { startDate: string; expirationDate: string | null }) =>
  !a.expirationDate || Date.parse(a.expirationDate) > Date.parse(a.startDate);
const expirationIssue = { ...rule('expirationAfterStart'), path: ['expirationDate'] };
/** Each language once: a translation never repeats the written-in language or another one. */
function languagesOnce(
  a: { language: string; translations?: { language: string }[] | undefined },
  ctx: z.RefinementCtx,
) {
  const seen = new Set([a.language]);
  (a.translations ?? []).forEach((t, i) => {
    if (seen.has(t.language))
      ctx.addIssue({
        code: 'custom',
        message: message('languageTwice'),
        params: { key: 'languageTwice' },
        path: ['translations', i, 'language'],
      });
    seen.add(t.language);
  });
}
export const announcementInputSchema = announcementFields
  .refine(expirationAfterStart, expirationIssue)
  .superRefine(languagesOnce);
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
export const announcementUpdateSchema = announcementFields
  .extend(versionField)
  .refine(expirationAfterStart, expirationIssue)
  .superRefine(languagesOnce);
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

const announcementCore = {
  id: z.number().int(),
  title: z.string(),
  language: z.string(),
  /** Every language it is written in: the written-in one first, then the translations. */
  languages: z.array(z.string()),
  displayLocation: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  startDate: z.string(),
  expirationDate: z.string().nullable(),
  brands: z.array(catalogRefSchema),
  regions: z.array(catalogRegionRefSchema),
  ...stamps,
};
export const announcementSummarySchema = z.object(announcementCore);
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;
export const announcementSchema = z.object({
  ...announcementCore,
  description: z.string(),
  content: z.string(),
  linkUrl: z.string(),
  roles: z.array(catalogRefSchema),
  permissionSets: z.array(catalogRefSchema),
  applications: z.array(catalogRefSchema),
  /** The further languages, in the order of the interface languages. */
  translations: z.array(z.object({ language: z.string(), title: z.string(), content: z.string() })),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_SORTS = [
  'title',
  'priority',
  'language',
  'displayLocation',
  'startDate',
  'expirationDate',
  'updatedAt',
] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];
const days = int4Text(1, 3650, message('integer')).optional();
/** Date range filter: a custom from/to, the last N days or the next N days (active in that span). */
export const announcementListQuerySchema = listQuery(ANNOUNCEMENT_SORTS).extend({
  from: dateTime().optional(),
  to: dateTime().optional(),
  lastDays: days,
  nextDays: days,
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;
export const announcementPageSchema = catalogPageSchema(announcementSummarySchema);

export const announcementCollectionParamsSchema = z.object({
  ids: z
    .string()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'Give 1 to 100 ids, comma-separated' })
    .refine((s) => s.split(',').every((id) => Number(id) <= INT4_MAX), {
      error: 'Give 1 to 100 ids, comma-separated',
    }),
});

// ---- choices offered by the editors ----

export const catalogChoicesSchema = z.object({
  brands: z.array(catalogRefSchema),
  regions: z.array(catalogRegionRefSchema),
  roles: z.array(catalogRoleRefSchema),
  permissionSets: z.array(catalogRoleRefSchema),
  applications: z.array(catalogRefSchema),
  features: z.array(z.string()),
});
export type CatalogChoices = z.infer<typeof catalogChoicesSchema>;
export const announcementDefinitionsSchema = catalogChoicesSchema.extend({
  displayLocations: z.array(z.string()),
  priorities: z.array(z.enum(ANNOUNCEMENT_PRIORITIES)),
  languages: z.array(z.string()),
});
export type AnnouncementDefinitions = z.infer<typeof announcementDefinitionsSchema>;

// ---- applications ----

export const applicationInputSchema = z.object({
  title: requiredText(),
  displayName: requiredText(),
  description: textField(CATALOG_LIMITS.longText),
  /** Shown on the home tile; left out of an update, the stored one stays. */
  shortDescription: textField(CATALOG_LIMITS.shortDescription).optional(),
  link: appLink(),
  regionCode: requiredText().nullable(),
  brandId: idSchema.nullable(),
  categories: tagList(),
  contractCodes: tagList(),
  contractTypes: tagList(),
  primaryTasks: tagList(),
  typicalUsers: tagList(),
  views: tagList(),
  subTypes: tagList(),
  roleIds: selection(idSchema),
  /** Features a user needs to see the application in the Admin menu. */
  features: selection(safeString().refine((f) => GRANTABLE_FEATURES.includes(f), rule('activity'))),
  idpUserId: textField().nullable(),
  customRules: textField(CATALOG_LIMITS.longText),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;
export const applicationUpdateSchema = applicationInputSchema.extend(versionField);
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

const applicationCore = {
  id: z.number().int(),
  title: z.string(),
  displayName: z.string(),
  link: z.string(),
  region: catalogRegionRefSchema.nullable(),
  brand: catalogRefSchema.nullable(),
  categories: z.array(z.string()),
  ...stamps,
};
export const applicationSummarySchema = z.object(applicationCore);
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationSchema = z.object({
  ...applicationCore,
  description: z.string(),
  shortDescription: z.string(),
  /** Names the uploaded icon's version (part of its address); null: the tile shows initials. */
  iconVersion: z.string().nullable(),
  contractCodes: z.array(z.string()),
  contractTypes: z.array(z.string()),
  primaryTasks: z.array(z.string()),
  typicalUsers: z.array(z.string()),
  views: z.array(z.string()),
  subTypes: z.array(z.string()),
  roles: z.array(catalogRoleRefSchema),
  features: z.array(z.string()),
  idpUserId: z.string().nullable(),
  customRules: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
export const APPLICATION_SORTS = ['title', 'displayName', 'link', 'updatedAt'] as const;
export const applicationListQuerySchema = listQuery(APPLICATION_SORTS);
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
export const applicationPageSchema = catalogPageSchema(applicationSummarySchema);

// ---- permission sets ----

export const PERMISSION_SET_SELECTION_MODES = ['SINGLE', 'MULTIPLE'] as const;
export const permissionSetInputSchema = z.object({
  name: technicalName,
  displayName: requiredText(),
  roleIds: selection(idSchema),
  selectionMode: z.enum(PERMISSION_SET_SELECTION_MODES, choice),
});
export type PermissionSetInput = z.infer<typeof permissionSetInputSchema>;
export const permissionSetUpdateSchema = permissionSetInputSchema.extend(versionField);
export type PermissionSetUpdate = z.infer<typeof permissionSetUpdateSchema>;
const permissionSetCore = {
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  selectionMode: z.enum(PERMISSION_SET_SELECTION_MODES),
  roleCount: z.number().int(),
  ...stamps,
};
export const permissionSetSummarySchema = z.object(permissionSetCore);
export type PermissionSetSummary = z.infer<typeof permissionSetSummarySchema>;
export const permissionSetSchema = z.object({
  ...permissionSetCore,
  roles: z.array(catalogRoleRefSchema),
});
export type PermissionSet = z.infer<typeof permissionSetSchema>;
export const PERMISSION_SET_SORTS = ['name', 'displayName', 'selectionMode', 'updatedAt'] as const;
export const permissionSetListQuerySchema = listQuery(PERMISSION_SET_SORTS);
export type PermissionSetListQuery = z.input<typeof permissionSetListQuerySchema>;
export const permissionSetPageSchema = catalogPageSchema(permissionSetSummarySchema);

// ---- security roles ----

export const securityRoleRelationInputSchema = z.object({
  roleId: idSchema,
  relationName: requiredText(),
});
export type SecurityRoleRelationInput = z.infer<typeof securityRoleRelationInputSchema>;
export const securityRoleInputSchema = z.object({
  name: technicalName,
  displayName: requiredText(),
  activities: selection(
    safeString().refine((f) => GRANTABLE_FEATURES.includes(f), rule('activity')),
  ),
  businessFunctions: tagList(),
  expectations: textField(CATALOG_LIMITS.longText),
  /** Names of the roles whose holders may assign this one. */
  assignableBy: selection(requiredText()),
  parents: selection(securityRoleRelationInputSchema),
  children: selection(securityRoleRelationInputSchema),
  feedId: textField().nullable(),
  singular: z.boolean({ error: message('required') }),
  excludeFromCopyUser: z.boolean({ error: message('required') }),
  excludeFromFeeds: z.boolean({ error: message('required') }),
});
export type SecurityRoleInput = z.infer<typeof securityRoleInputSchema>;
export const securityRoleUpdateSchema = securityRoleInputSchema.extend(versionField);
export type SecurityRoleUpdate = z.infer<typeof securityRoleUpdateSchema>;
export const securityRoleRelationSchema = catalogRoleRefSchema.extend({ relationName: z.string() });
const securityRoleCore = {
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  activities: z.array(z.string()),
  userCount: z.number().int(),
  ...stamps,
};
export const securityRoleSummarySchema = z.object(securityRoleCore);
export type SecurityRoleSummary = z.infer<typeof securityRoleSummarySchema>;
export const securityRoleSchema = z.object({
  ...securityRoleCore,
  businessFunctions: z.array(z.string()),
  expectations: z.string(),
  assignableBy: z.array(z.string()),
  parents: z.array(securityRoleRelationSchema),
  children: z.array(securityRoleRelationSchema),
  feedId: z.string().nullable(),
  singular: z.boolean(),
  excludeFromCopyUser: z.boolean(),
  excludeFromFeeds: z.boolean(),
});
export type SecurityRole = z.infer<typeof securityRoleSchema>;
export const SECURITY_ROLE_SORTS = ['name', 'displayName', 'userCount', 'updatedAt'] as const;
export const securityRoleListQuerySchema = listQuery(SECURITY_ROLE_SORTS);
export type SecurityRoleListQuery = z.input<typeof securityRoleListQuerySchema>;
export const securityRolePageSchema = catalogPageSchema(securityRoleSummarySchema);
