// Request and answer schemas of user administration, shared by the API (validation, OpenAPI) and the web forms.
import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { EMAIL_KINDS } from '../email-kinds.js';
import { auditValueItemsShape } from './audit-values.js';
import { decodeKeysetCursor, idNumber, idTextSchema, int4Text, safeString } from './common.js';

/** The spec's validation messages (section 5); the web app shows them translated by their key. */
export const VALIDATION_MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  phone: 'Value is not a valid phone number',
  maxLength: 'The maximum length allowed is 255',
  invalid: 'Value is not valid',
  selectionRequired: 'Validation Error: Selection required for:',
  correctErrors: 'Please correct the errors marked',
  password: 'The password requires an uppercase, lowercase, number and special character',
  passwordNamePart: 'Password cannot contain first or last name',
  minLength: 'This field should be at least 8 characters long',
  equalTo: 'The value must be equal to the password value',
  onePreferred: 'Only one preferred location can be chosen',
  duplicate: 'A value is chosen twice',
  combineRoles: 'Combining roles needs at least two roles selected',
} as const;
export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
const M = VALIDATION_MESSAGES;

export const MAX_TEXT = 255;
export const MAX_ID = 2_147_483_647;
export const USERS_PAGE_SIZE = 10;
/** Counting stops here: lists say "10,000+" instead of counting a million rows. */
export const USERS_COUNT_CAP = 10_000;
export const VERIFICATION_HOURS = 72;
export const INACTIVITY_DAYS = 180;

export const USER_TYPES = ['INTERNAL', 'EXTERNAL'] as const;
export const ACCOUNT_TYPES = ['ADMINISTRATOR', 'STANDARD'] as const;
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** A user's second factor as the users list shows and filters it (a passkey wins over an app). */
export const SECOND_FACTOR_KINDS = ['none', 'app', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];
export const LOCATION_MODES = ['INCLUDE', 'EXCLUDE'] as const;
export const DEACTIVATION_REASONS = [
  'leftCompany',
  'roleChanged',
  'duplicateAccount',
  'securityConcern',
  'inactivity',
  'other',
] as const;
export const DIGITAL_PERMISSIONS = [
  'orderParts',
  'viewPricing',
  'submitWarranty',
  'viewInvoices',
  'manageFleet',
] as const;
/** The one list of e-mail kinds (email-kinds.ts), also the user's own preferences screen's. */
export const EMAIL_PREFERENCES = EMAIL_KINDS;
export const USER_SORTS = [
  'name',
  'email',
  'serialNumber',
  'userType',
  'accountType',
  'status',
  'lastLogin',
] as const;

// Control characters (NUL above all) cannot be stored; they are refused as invalid input.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const EMAIL =
  /^[^\s@"<>(),;:\\[\]]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9](?:[0-9 ()./-]{3,28})[0-9]$/;

// Every text starts from the shared safeString: no NUL, no lone surrogate (see common.ts).
const str = () => safeString(M.invalid);
const text = () => str().max(MAX_TEXT, M.maxLength).regex(NO_CONTROL, M.invalid);
const requiredText = () => text().trim().min(1, M.required);
/** Optional text: '' and null both mean "no value". */
const optionalText = () => text().trim().nullable().optional();
const optionalPhone = () =>
  str()
    .trim()
    .max(MAX_TEXT, M.maxLength)
    .refine((v) => v === '' || PHONE.test(v), { error: M.phone, params: { key: 'phone' } })
    .nullable()
    .optional();
export const idSchema = idNumber(M.invalid);
const idParam = idTextSchema;

export const userIdParamsSchema = z.object({ id: idParam });

export const emailSchema = requiredText().check(z.email({ pattern: EMAIL, error: M.email }));
/** The login form's e-mail as typed (trimmed, at most 255, no NUL or lone surrogate). */
export const loginEmailSchema = safeString(M.invalid).trim().max(MAX_TEXT, M.maxLength);
export const phoneSchema = optionalPhone();

export const locationAssignmentSchema = z.strictObject({
  organizationId: idSchema,
  mode: z.enum(LOCATION_MODES),
  preferred: z.boolean(),
});
export type LocationAssignment = z.infer<typeof locationAssignmentSchema>;

export const roleAssignmentSchema = z.strictObject({
  roleId: idSchema,
  /** The location a role is held at; singular roles need one. */
  organizationId: idSchema.nullable(),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

const profileShape = {
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema,
  jobTitle: optionalText(),
  mobilePhone: optionalPhone(),
  secondaryPhone: optionalPhone(),
  fax: optionalPhone(),
  userType: z.enum(USER_TYPES, { error: M.required }),
  accountType: z.enum(ACCOUNT_TYPES, { error: M.required }),
  preferredLanguage: z.enum(LOCALES, { error: M.required }),
  serialNumber: optionalText(),
};

const accessShape = {
  locations: z.array(locationAssignmentSchema).max(1000),
  brandIds: z.array(idSchema).max(20),
  regionCodes: z.array(str().regex(/^[A-Z]{2,10}$/, M.invalid)).max(20),
  roles: z.array(roleAssignmentSchema).max(200),
  permissionSetIds: z.array(idSchema).max(100),
  applicationIds: z.array(idSchema).max(1000),
  digitalPermissions: z.array(z.enum(DIGITAL_PERMISSIONS)).max(DIGITAL_PERMISSIONS.length),
  emailPreferences: z.array(z.enum(EMAIL_PREFERENCES)).max(EMAIL_PREFERENCES.length),
};

type AccessFields = {
  locations: LocationAssignment[];
  brandIds: number[];
  regionCodes: string[];
  roles: RoleAssignment[];
  permissionSetIds: number[];
  applicationIds: number[];
};

/** Rules across fields: selections required, one preferred included location, nothing twice. */
export function checkUserSelections(v: AccessFields, ctx: z.RefinementCtx): void {
  const included = v.locations.filter((l) => l.mode === 'INCLUDE');
  if (included.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['locations'],
      message: M.selectionRequired,
      params: { key: 'selectionRequired' },
    });
  if (v.brandIds.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['brandIds'],
      message: M.selectionRequired,
      params: { key: 'selectionRequired' },
    });
  if (v.regionCodes.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['regionCodes'],
      message: M.selectionRequired,
      params: { key: 'selectionRequired' },
    });
  if (v.locations.filter((l) => l.preferred).length > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['locations'],
      message: M.onePreferred,
      params: { key: 'onePreferred' },
    });
  if (v.locations.some((l) => l.preferred && l.mode !== 'INCLUDE'))
    ctx.addIssue({
      code: 'custom',
      path: ['locations'],
      message: M.invalid,
      params: { key: 'invalid' },
    });
  const twice = (list: readonly (number | string)[]) => new Set(list).size !== list.length;
  const checks: [keyof AccessFields, readonly (number | string)[]][] = [
    ['locations', v.locations.map((l) => l.organizationId)],
    ['brandIds', v.brandIds],
    ['regionCodes', v.regionCodes],
    ['roles', v.roles.map((r) => r.roleId)],
    ['permissionSetIds', v.permissionSetIds],
    ['applicationIds', v.applicationIds],
  ];
  for (const [path, list] of checks)
    if (twice(list))
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: M.duplicate,
        params: { key: 'duplicate' },
      });
}

export const userProfileFieldsSchema = z.strictObject(profileShape);
export const userFieldsSchema = z.strictObject({ ...profileShape, ...accessShape });
export type UserFields = z.infer<typeof userFieldsSchema>;

export const createUserBodySchema = userFieldsSchema.superRefine(checkUserSelections);
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .strictObject({ ...profileShape, ...accessShape, version: idSchema })
  .superRefine(checkUserSelections);
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const deactivateUserBodySchema = z.strictObject({
  reason: z.enum(DEACTIVATION_REASONS, { error: M.required }),
  version: idSchema.optional(),
});
export type DeactivateUserBody = z.infer<typeof deactivateUserBodySchema>;

export const versionBodySchema = z.strictObject({ version: idSchema.optional() });

/** Copy user: a new user with the source's locations, roles and applications. */
export const copyUserBodySchema = z.strictObject({
  sourceUserId: idSchema,
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema,
  jobTitle: optionalText(),
  mobilePhone: optionalPhone(),
  preferredLanguage: z.enum(LOCALES, { error: M.required }),
});
export type CopyUserBody = z.infer<typeof copyUserBodySchema>;

/** Copy by role: the chosen roles go to several users at once. */
export const copyRoleBodySchema = z
  .strictObject({
    roleIds: z.array(idSchema).min(1, M.selectionRequired).max(50),
    userIds: z.array(idSchema).min(1, M.selectionRequired).max(500),
    combine: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.combine && v.roleIds.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['roleIds'],
        message: M.combineRoles,
        params: { key: 'combineRoles' },
      });
    if (new Set(v.roleIds).size !== v.roleIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['roleIds'],
        message: M.duplicate,
        params: { key: 'duplicate' },
      });
    if (new Set(v.userIds).size !== v.userIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: M.duplicate,
        params: { key: 'duplicate' },
      });
  });
export type CopyRoleBody = z.infer<typeof copyRoleBodySchema>;

const optionalId = idParam.optional();
/** Keyset cursor texts per sort: name (last, first name), e-mail. */
export const USERS_CURSOR_TEXTS = { name: 2, email: 1 } as const;
const isUsersCursor = (c: string) =>
  Object.values(USERS_CURSOR_TEXTS).some((n) => decodeKeysetCursor(c, n) !== undefined);
export const usersQuerySchema = z.strictObject({
  q: str().trim().max(MAX_TEXT, M.maxLength).regex(NO_CONTROL, M.invalid).optional(),
  status: z.enum(USER_STATUSES).optional(),
  userType: z.enum(USER_TYPES).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  secondFactor: z.enum(SECOND_FACTOR_KINDS).optional(),
  locationId: optionalId,
  brandId: optionalId,
  sort: z.enum(USER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: int4Text(1, 1000).default(1),
  pageSize: int4Text(1, 100).default(USERS_PAGE_SIZE),
  /** Keyset cursor from a previous answer's nextCursor (name and e-mail sorts). */
  after: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+$/, M.invalid)
    .refine((c) => isUsersCursor(c), 'The page cursor is not valid.')
    .optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
/** The list's query as the web app sends it (ids may still be strings from the address bar). */
export type UsersQueryInput = Partial<Omit<UsersQuery, 'locationId' | 'brandId'>> & {
  locationId?: number | string | undefined;
  brandId?: number | string | undefined;
};

/** The export takes the list's filters, plus the language of the column headings. */
export const exportQuerySchema = usersQuerySchema
  .omit({ page: true, pageSize: true, after: true })
  .extend({ lang: z.enum(LOCALES).optional() });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

const isoDate = z.string();

export const userListItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  serialNumber: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  organization: z.string().nullable(),
  lastLoginAt: isoDate.nullable(),
  secondFactor: z.enum(SECOND_FACTOR_KINDS),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({
  items: z.array(userListItemSchema),
  /** Exact up to USERS_COUNT_CAP; `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

export const userLocationSchema = z.object({
  organizationId: z.number().int(),
  code: z.string(),
  name: z.string(),
  brandId: z.number().int(),
  regionCode: z.string(),
  mode: z.enum(LOCATION_MODES),
  preferred: z.boolean(),
  /** False for locations outside the administrator's scope: shown, not changeable. */
  inScope: z.boolean(),
});

export const userRoleSchema = z.object({
  roleId: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  organizationId: z.number().int().nullable(),
  /** Whether the signed-in administrator may assign or remove it. */
  assignable: z.boolean(),
});

export const userDetailSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  fax: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(USER_STATUSES),
  deactivationReason: z.string().nullable(),
  serialNumber: z.string().nullable(),
  directoryUsername: z.string().nullable(),
  preferredLanguage: z.enum(LOCALES),
  emailVerified: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  lastPasswordChangeAt: isoDate.nullable(),
  createdAt: isoDate,
  lastModifiedAt: isoDate,
  modifiedBy: z.string().nullable(),
  version: z.number().int(),
  locations: z.array(userLocationSchema),
  brandIds: z.array(z.number().int()),
  regionCodes: z.array(z.string()),
  roles: z.array(userRoleSchema),
  permissionSetIds: z.array(z.number().int()),
  applicationIds: z.array(z.number().int()),
  digitalPermissions: z.array(z.string()),
  emailPreferences: z.array(z.string()),
  /** The administrator is looking at their own account: access fields are not theirs to change. */
  self: z.boolean(),
  /** False when the user may do things the administrator may not: then they can only be viewed. */
  manageable: z.boolean(),
  secondFactor: z.enum(SECOND_FACTOR_KINDS),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userOptionsSchema = z.object({
  locations: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      brandId: z.number().int(),
      regionCode: z.string(),
    }),
  ),
  /** Every brand and region; only the administrator's own can be given or taken. */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), assignable: z.boolean() })),
  regions: z.array(z.object({ code: z.string(), name: z.string(), assignable: z.boolean() })),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      displayName: z.string(),
      singular: z.boolean(),
      excludeFromCopyUser: z.boolean(),
      assignable: z.boolean(),
    }),
  ),
  permissionSets: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      displayName: z.string(),
      selectionMode: z.enum(['SINGLE', 'MULTIPLE']),
      roleIds: z.array(z.number().int()),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.number().int(),
      displayName: z.string(),
      brandId: z.number().int().nullable(),
      regionCode: z.string().nullable(),
      roleIds: z.array(z.number().int()),
    }),
  ),
});
export type UserOptions = z.infer<typeof userOptionsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operation: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  ...auditValueItemsShape,
  changedOn: isoDate,
  changedBy: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const historyQuerySchema = z.strictObject({
  page: int4Text(1, 10_000).default(1),
  pageSize: int4Text(1, 100).default(20),
});
export const userHistorySchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
});
export type UserHistory = z.infer<typeof userHistorySchema>;

export const outboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      bodyText: z.string(),
      createdAt: isoDate,
      sentAt: isoDate.nullable(),
    }),
  ),
});
export type Outbox = z.infer<typeof outboxSchema>;

export const copyRoleResultSchema = z.object({ updated: z.number().int() });
export const createdUserSchema = z.object({ id: z.number().int(), version: z.number().int() });

// ---- Passwords (spec section 5): the rules live in password-rules.ts, shared with the compliance flows.
export { PASSWORD_SPECIALS, PASSWORD_MIN, passwordProblem } from '../password-rules.js';

/** POST /v2/admin/users/{id}/second-factors/reset: which factors were removed. */
export const secondFactorsResetSchema = z.object({
  id: z.number().int(),
  removed: z.array(z.enum(SECOND_FACTOR_KINDS.filter((k) => k !== 'none') as ['app', 'passkey'])),
});
export type SecondFactorsReset = z.infer<typeof secondFactorsResetSchema>;
