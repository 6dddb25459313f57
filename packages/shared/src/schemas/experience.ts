// Request and answer schemas of the signed-in experience: applications, announcements, documents,
// support, preferences. Validation messages are translation keys of the portal namespace.
import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { idNumber, idTextSchema, int4Text, safeString } from './common.js';
import {
  DEFAULT_DISPLAY_LOCATION,
  DOCUMENT_SUBJECTS,
  PRIORITIES,
  SECURITY_ANSWER_MIN,
  TEXT_MAX,
  type SelfEditableField,
} from '../experience-rules.js';

export * from '../experience-rules.js';

/** Text from outside: no NUL, no lone surrogate (the shared rule), worded by translation key. */
const text = () => safeString('validation.invalid');

const brandRefSchema = z.object({ id: z.number().int(), name: z.string() });
const localeSchema = z.enum(LOCALES);

/** Comma-joined list in a query string ('1,2' or ''), checked item by item. */
function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return safeString('validation.invalid')
    .max(500)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50));
}

// ---- My Applications ----------------------------------------------------------------------

export const applicationsQuerySchema = z.object({ language: localeSchema.default('en') });

export const userApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  region: z.object({ code: z.string(), name: z.string() }).nullable(),
  brand: brandRefSchema.nullable(),
  categories: z.array(z.string()),
  /** Features an item needs in the Admin menu (any of them); empty for everyone. */
  features: z.array(z.string()),
  /** The short description in the asked language (else English, else the stored one); may be ''. */
  description: z.string(),
  /** Version of the uploaded icon (GET /v2/application-icons/{id}/{version}); null: none. */
  iconVersion: z.string().nullable(),
});
export type UserApplication = z.infer<typeof userApplicationSchema>;

export const userApplicationsSchema = z.array(userApplicationSchema);

/** The signed-in user's favourite applications (pinned to the top of home). */
export const userFavouritesSchema = z.object({ applicationIds: z.array(z.number().int()) });
export type UserFavourites = z.infer<typeof userFavouritesSchema>;

export const applicationIconParamsSchema = z.object({
  id: idTextSchema,
  version: safeString().regex(/^[0-9a-f]{1,64}$/, 'validation.invalid'),
});

// ---- Announcements for users ----------------------------------------------------------------

export const notificationsQuerySchema = z.object({
  displayLocationCode: safeString('validation.displayLocation')
    .regex(/^[a-z][a-z0-9-]{0,63}$/, 'validation.displayLocation')
    .default(DEFAULT_DISPLAY_LOCATION),
  brands: commaList(int4Text(1)).optional(),
  regionCode: commaList(safeString().regex(/^[A-Z]{2,10}$/)).optional(),
  language: localeSchema.default('en'),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitised when saved; rendered through the web app's sanitiser as well. */
  content: z.string(),
  /**
   * The language of title and content: the asked one, else English, else the one it was written
   * in (then any other it has). Readers are told when it is not the one they asked for.
   */
  language: z.string(),
  /** Internal users only; null for everyone else. */
  description: z.string().nullable(),
  linkUrl: z.string(),
  priority: z.enum(PRIORITIES),
  startDate: z.string(),
  expirationDate: z.string().nullable(),
  displayLocationCode: z.string(),
  /** The requested brands this item is shown in. */
  brands: z.array(brandRefSchema),
  regionCode: z.array(z.string()),
  read: z.boolean(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.array(notificationSchema);

export const idParamsSchema = z.object({ id: idTextSchema });

// ---- Documents ----------------------------------------------------------------------------

export const documentsQuerySchema = z.object({
  subject: z.enum(DOCUMENT_SUBJECTS).optional(),
  search: text().max(TEXT_MAX, 'validation.maxLength').optional(),
});

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  subject: z.enum(DOCUMENT_SUBJECTS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  brands: z.array(brandRefSchema),
  updatedAt: z.string(),
});
export type PortalDocument = z.infer<typeof documentSchema>;

export const documentsSchema = z.array(documentSchema);

const requiredText = text()
  .trim()
  .min(1, 'validation.required')
  .max(TEXT_MAX, 'validation.maxLength');

/** The editable metadata of a document (upload form fields and PATCH body). */
export const documentFieldsSchema = z.object({
  name: requiredText,
  description: text().trim().max(TEXT_MAX, 'validation.maxLength').default(''),
  subject: z.enum(DOCUMENT_SUBJECTS, 'validation.required'),
  brands: z.array(idNumber('validation.invalid')).min(1, 'validation.selectionRequired').max(50),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** A PATCH changes only the fields it names (no defaults). */
export const documentPatchSchema = documentFieldsSchema
  .extend({ description: text().trim().max(TEXT_MAX, 'validation.maxLength') })
  .partial();

// ---- Support ------------------------------------------------------------------------------

export const supportAdministratorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
});
export type SupportAdministrator = z.infer<typeof supportAdministratorSchema>;

export const supportAdministratorsSchema = z.array(supportAdministratorSchema);

// ---- Preferences --------------------------------------------------------------------------

const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
const optionalText = text().trim().max(TEXT_MAX, 'validation.maxLength');
const phone = optionalText.refine((v) => v === '' || PHONE.test(v), 'validation.phone');

/** The value rule of each self-editable field; '' clears an optional field. */
export const selfEditableValueSchemas = {
  jobTitle: optionalText,
  mobilePhone: phone,
  secondaryPhone: phone,
  fax: phone,
  preferredLanguage: localeSchema,
} satisfies Record<SelfEditableField, z.ZodType>;

export const emailDefinitionsSchema = z.array(
  z.object({ key: z.string(), mandatory: z.boolean() }),
);

export const securityQuestionsQuerySchema = z.object({ language: localeSchema.default('en') });
export const securityQuestionsSchema = z.array(z.object({ key: z.string(), value: z.string() }));

export const securityAnswerSchema = text()
  .trim()
  .min(SECURITY_ANSWER_MIN, 'validation.minLength')
  .max(TEXT_MAX, 'validation.maxLength');

/**
 * PATCH /v2/user: one field and its value, the e-mail preferences, or the security question.
 * This is the shape; the server applies the value rules above so that it can name the problem.
 */
export const userPatchSchema = z.union([
  z.object({ field: text().min(1).max(64), value: text().max(10_000).nullable() }).strict(),
  z.object({ emailPreferences: z.array(text().max(64)).max(50) }).strict(),
  z.object({ securityQuestion: text().max(64), securityAnswer: text().max(10_000) }).strict(),
]);
export type UserPatch = z.infer<typeof userPatchSchema>;

export const userPreferencesSchema = z.object({
  emailPreferences: z.array(z.string()),
  securityQuestion: z.string().nullable(),
  roles: z.array(z.string()),
  permissionSets: z.array(z.string()),
  applications: z.array(z.string()),
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
  brands: z.array(brandRefSchema),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
