// Request and answer schemas of the compliance flows (spec sections 3, 5, 7): change password
// (migrate/ldap), admin attestation, directory data and its reviews, required actions on a user.
import { z } from 'zod';
import { REQUIRED_ACTIONS } from '../required-action.js';
import { PASSWORD_MAX, PASSWORD_MESSAGES, passwordProblem } from '../password-rules.js';
import { idNumber, idTextSchema, int4Text, safeString } from './common.js';
import { SECOND_FACTOR_KINDS } from './users.js';

/** Validation messages of these calls (English; `details.key` or the issue names the key). */
export const COMPLIANCE_MESSAGES = {
  ...PASSWORD_MESSAGES,
  invalid: 'Value is not valid',
  answerMinLength: 'This field should be at least 4 characters long',
  equalTo: 'The value must be equal to the password value',
  unknownQuestion: 'Choose one of the offered security questions',
  roleRequired: 'This role requires an assigned user',
} as const;
const M = COMPLIANCE_MESSAGES;

export const SECURITY_ANSWER_MIN_LENGTH = 4;
export const COMPLIANCE_TEXT_MAX = 255;
/** Spec section 9: the directory user search returns at most 30 identities. */
export const IDENTITY_SEARCH_LIMIT = 30;
/** Spec section 4: the attestation table shows 999 rows per page. */
export const ATTESTATION_PAGE_SIZE = 999;
/** Spec sections 4 and 9: the attestation and security review group boundaries in days. */
export const ATTESTATION_WARN_DAYS = 30;
export const ATTESTATION_ERROR_DAYS = 90;
/** Spec section 9: a skipped dealer-location review prompts again after 90 days. */
export const DIRECTORY_REVIEW_DAYS = 90;
/** The reason a user deactivated from the attestation review carries. */
export const ATTESTATION_DEACTIVATION_REASON = 'attestation';

const text = () => safeString(M.invalid).max(COMPLIANCE_TEXT_MAX, M.maxLength);

// ---- Change password: POST /v2/user/migrate/ldap ------------------------------------------------

/**
 * The wire body. `securityQuestion` is the question's text as the list showed it (any language)
 * or its key. The server checks the password rules against the user's own first and last name.
 */
export const migrateLdapBodySchema = z.strictObject({
  password: safeString(M.invalid).min(1, M.required).max(PASSWORD_MAX, M.maxLength),
  /** Required unless the change is the required one (changePassword, or an expired password). */
  currentPassword: safeString(M.invalid).max(PASSWORD_MAX, M.maxLength).optional(),
  securityQuestion: text().trim().min(1, M.required),
  securityAnswer: text().trim().min(SECURITY_ANSWER_MIN_LENGTH, M.answerMinLength),
});
export type MigrateLdapBody = z.infer<typeof migrateLdapBodySchema>;
export const migrateLdapAnswerSchema = z.object({ changed: z.literal(true) });
export type MigrateLdapAnswer = z.infer<typeof migrateLdapAnswerSchema>;

/**
 * The password change form of spec section 5 for a user whose name is `names` (the token's name
 * claim, or first and last name): password rules, confirmation equal, answer 4+. Messages are the
 * English texts of COMPLIANCE_MESSAGES; the issue's `params.key` names the translation key.
 */
export function passwordChangeFormSchema(names: readonly (string | null | undefined)[]) {
  return z
    .object({
      password: z.string().superRefine((value, ctx) => {
        const problem = passwordProblem(value, names);
        if (problem)
          ctx.addIssue({ code: 'custom', message: M[problem], params: { key: problem } });
      }),
      confirmPassword: z.string().min(1, M.required),
      securityQuestion: z.string().min(1, M.required),
      securityAnswer: z
        .string()
        .trim()
        .min(1, M.required)
        .min(SECURITY_ANSWER_MIN_LENGTH, M.answerMinLength)
        .max(COMPLIANCE_TEXT_MAX, M.maxLength),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: M.equalTo,
      params: { key: 'equalTo' },
    });
}
export type PasswordChangeForm = z.infer<ReturnType<typeof passwordChangeFormSchema>>;

/** GET /v2/user/migrate/security-questions?language: re-exported from experience.ts. */
export { securityQuestionsQuerySchema, securityQuestionsSchema } from './experience.js';

// ---- Admin attestation: /v2/admin/attestation-review ------------------------------------------

export const attestationUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Whole days since the last sign-in; null when the user never signed in. */
  daysSinceLogin: z.number().int().nullable(),
  secondFactor: z.enum(SECOND_FACTOR_KINDS),
});
export type AttestationUser = z.infer<typeof attestationUserSchema>;
export const attestationUsersSchema = z.array(attestationUserSchema);

/** PUT .../deactivate: all of them inside the caller's scope, or 404 and nothing changes. */
export const attestationDeactivateBodySchema = z.strictObject({
  identityIds: z.array(idNumber(M.invalid)).min(1, M.required).max(ATTESTATION_PAGE_SIZE),
});
export type AttestationDeactivateBody = z.infer<typeof attestationDeactivateBodySchema>;
export const attestationDeactivateAnswerSchema = z.object({ deactivated: z.number().int() });

/** PUT .../update (no body): records the attestation and clears the required action. */
export const attestationUpdateAnswerSchema = z.object({ attestedAt: z.string() });

// ---- Directory data: /v2/admin/directory-data (spec section 7) -----------------------------------

/** SINGULAR_ROLES: roles one user per location holds; DEALER_LOCATION: contacts such as Service Manager. */
export const DIRECTORY_CONTEXTS = ['SINGULAR_ROLES', 'DEALER_LOCATION'] as const;
export type DirectoryContext = (typeof DIRECTORY_CONTEXTS)[number];
export const DEFAULT_DIRECTORY_CONTEXT: DirectoryContext = 'SINGULAR_ROLES';
/** The required action each context's review answers. */
export const DIRECTORY_REVIEW_ACTION = {
  SINGULAR_ROLES: 'singularRolesReview',
  DEALER_LOCATION: 'directoryReview',
} as const satisfies Record<DirectoryContext, (typeof REQUIRED_ACTIONS)[number]>;

export const directoryContextParamsSchema = z.strictObject({
  context: z.enum(DIRECTORY_CONTEXTS, { error: M.invalid }),
});

/** brandIds comma-joined, default "1" (spec section 7). */
export const directoryDataQuerySchema = z.object({
  brandIds: safeString(M.invalid)
    .max(200, M.invalid)
    .default('1')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idTextSchema).min(1, M.required).max(20, M.invalid)),
});
export type DirectoryDataQuery = z.input<typeof directoryDataQuerySchema>;

export const directoryIdentitySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  serialNumber: z.string().nullable(),
});
export type DirectoryIdentity = z.infer<typeof directoryIdentitySchema>;

export const directoryItemSchema = z.object({
  /** The directory data type's id (what a selection's directoryDataTypeId names). */
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  required: z.boolean(),
  identity: directoryIdentitySchema.nullable(),
});
export type DirectoryItem = z.infer<typeof directoryItemSchema>;

export const directoryLocationSchema = z.object({
  id: z.number().int(),
  locationName: z.string(),
  /** The first configuration carries the id to send back and the items. */
  configurations: z.array(z.object({ id: z.number().int(), items: z.array(directoryItemSchema) })),
});
export type DirectoryLocation = z.infer<typeof directoryLocationSchema>;
export const directoryLocationsSchema = z.array(directoryLocationSchema);

/** The manage-directory page shows this many locations a page (the largest page asked for: 100). */
export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_PAGE_SIZE_MAX = 100;

/**
 * GET .../{context}/locations?brandIds&text&attention&page&pageSize: one page of the locations,
 * matching `text` in the location's name and city, only those requiring attention when asked.
 */
export const directoryPageQuerySchema = directoryDataQuerySchema.extend({
  text: safeString(M.invalid)
    .max(COMPLIANCE_TEXT_MAX, M.maxLength)
    .default('')
    .transform((v) => v.trim()),
  attention: z
    .enum(['true', 'false'], { error: M.invalid })
    .default('false')
    .transform((v) => v === 'true'),
  page: int4Text(1, 100_000, M.invalid).default(1),
  pageSize: int4Text(1, DIRECTORY_PAGE_SIZE_MAX, M.invalid).default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryPageQuery = z.infer<typeof directoryPageQuerySchema>;

export const directoryPageSchema = z.object({
  items: z.array(directoryLocationSchema),
  /** All matching locations, for the pagination. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** Spec section 3: a location requires attention when any item has no identity. */
export function requiresAttention(location: DirectoryLocation): boolean {
  return (location.configurations[0]?.items ?? []).some((i) => i.identity === null);
}

export const directorySelectionSchema = z.strictObject({
  directoryDataTypeId: idNumber(M.invalid),
  /** 0 or absent: nobody (the web app leaves those out). */
  identityId: z.number().int().min(0, M.invalid).max(2_147_483_647, M.invalid),
  serialNumber: text().nullable().optional(),
});
export type DirectorySelection = z.infer<typeof directorySelectionSchema>;

/**
 * POST .../{context}/selections. The types left out are left unassigned; a required one left out
 * is a 400 (all or nothing).
 */
export const directorySelectionsBodySchema = z.strictObject({
  directoryDataConfigurationId: idNumber(M.invalid),
  organizationId: idNumber(M.invalid),
  selections: z.array(directorySelectionSchema).max(100, M.invalid),
});
export type DirectorySelectionsBody = z.infer<typeof directorySelectionsBodySchema>;
export const directorySelectionsAnswerSchema = directoryLocationSchema;

/** GET .../{context}/identities-search?orgId&directoryDataTypeId&text&limit=30 */
export const identitiesSearchQuerySchema = z.object({
  orgId: idTextSchema,
  directoryDataTypeId: idTextSchema,
  text: safeString(M.invalid).max(COMPLIANCE_TEXT_MAX, M.maxLength).default(''),
  limit: int4Text(1, IDENTITY_SEARCH_LIMIT, M.invalid).default(IDENTITY_SEARCH_LIMIT),
});
export type IdentitiesSearchQuery = z.input<typeof identitiesSearchQuerySchema>;
export const identitiesSearchAnswerSchema = z.array(directoryIdentitySchema);

/** PUT /v2/admin/directory-data/last-review-date/{context} (empty body). */
export const lastReviewDateAnswerSchema = z.object({ reviewedAt: z.string() });

// ---- Required actions on a user: PUT /v2/admin/users/{id}/required-actions -----------------------

export const requiredActionsBodySchema = z.strictObject({
  requiredActions: z
    .array(z.enum(REQUIRED_ACTIONS, { error: M.invalid }))
    .max(REQUIRED_ACTIONS.length, M.invalid)
    .refine((a) => new Set(a).size === a.length, { error: M.invalid }),
});
export type RequiredActionsBody = z.infer<typeof requiredActionsBodySchema>;
export const requiredActionsAnswerSchema = z.object({
  id: z.number().int(),
  requiredActions: z.array(z.string()),
});
