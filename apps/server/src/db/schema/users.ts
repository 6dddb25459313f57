// Users (identity) and what they are given: brands, regions, locations, roles, permission sets,
// applications; the verification links of new users.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz, textList, type ActiveStatus } from './columns.js';

export const identity = pgTable('identity', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  jobTitle: text('job_title'),
  mobilePhone: text('mobile_phone'),
  secondaryPhone: text('secondary_phone'),
  fax: text('fax'),
  userType: text('user_type').$type<'INTERNAL' | 'EXTERNAL'>().notNull(),
  accountType: text('account_type')
    .$type<'ADMINISTRATOR' | 'STANDARD'>()
    .notNull()
    .default('STANDARD'),
  status: text('status').$type<ActiveStatus>().notNull().default('ACTIVE'),
  deactivationReason: text('deactivation_reason'),
  employeeNumber: text('employee_number'),
  directoryGroups: textList('directory_groups'),
  directoryUsername: text('directory_username'),
  preferredLanguage: text('preferred_language').notNull().default('en'),
  requiredActions: textList('required_actions'),
  emailPreferences: textList('email_preferences'),
  digitalPermissions: textList('digital_permissions'),
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamptz('password_changed_at'),
  emailVerified: boolean('email_verified').notNull().default(false),
  lastLoginAt: timestamptz('last_login_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  version: integer('version').notNull().default(1),
  // 0003
  securityQuestion: text('security_question'),
  securityAnswerHash: text('security_answer_hash'),
  // 0004
  reactivatedAt: timestamptz('reactivated_at'),
  /** Kept by the identity_location trigger (migration 0004): never written by the application. */
  includedOrgIds: integer('included_org_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  // 0008: access tokens issued before this moment are refused.
  sessionsRevokedAt: timestamptz('sessions_revoked_at'),
  // 0009: the administrator's last attestation review.
  lastAttestedAt: timestamptz('last_attested_at'),
});

// The user link tables' parents are checked by statement triggers, not FOREIGN KEYs (0015).
export const identityBrand = pgTable(
  'identity_brand',
  {
    identityId: integer('identity_id').notNull(),
    brandId: integer('brand_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.brandId] })],
);

export const identityRegion = pgTable(
  'identity_region',
  {
    identityId: integer('identity_id').notNull(),
    regionCode: text('region_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.regionCode] })],
);

export const identityLocation = pgTable(
  'identity_location',
  {
    identityId: integer('identity_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    mode: text('mode').$type<'INCLUDE' | 'EXCLUDE'>().notNull().default('INCLUDE'),
    preferred: boolean('preferred').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.organizationId] })],
);

export const identityRole = pgTable(
  'identity_role',
  {
    identityId: integer('identity_id').notNull(),
    securityRoleId: integer('security_role_id').notNull(),
    organizationId: integer('organization_id'),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.securityRoleId] })],
);

export const identityPermissionSet = pgTable(
  'identity_permission_set',
  {
    identityId: integer('identity_id').notNull(),
    permissionSetId: integer('permission_set_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.permissionSetId] })],
);

/** The security roles a user holds, directly or through a permission set (a view). */
export const identitySecurityRole = pgView('identity_security_role', {
  identityId: integer('identity_id').notNull(),
  securityRoleId: integer('security_role_id').notNull(),
}).existing();

export const verificationToken = pgTable('verification_token', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // Its user is checked by a statement trigger, not a FOREIGN KEY (0015).
  identityId: integer('identity_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const identityApplication = pgTable(
  'identity_application',
  {
    identityId: integer('identity_id').notNull(),
    applicationId: integer('application_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.applicationId] })],
);
