// Every table of apps/server/migrations declared for Drizzle: columns, types, defaults and keys.
// The migrations create the database; test/schema-drift.test.ts fails when these two disagree.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer (Drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

type ActiveStatus = 'ACTIVE' | 'INACTIVE';

// --- 0001_core ---------------------------------------------------------------------------

export const brand = pgTable('brand', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<ActiveStatus>().notNull().default('ACTIVE'),
  theme: text('theme').notNull(),
  hostMatch: text('host_match'),
  confidentialText: text('confidential_text').notNull().default(''),
  copyright: text('copyright').notNull().default(''),
});

export const region = pgTable('region', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const organization = pgTable('organization', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brand.id),
  regionCode: text('region_code')
    .notNull()
    .references(() => region.code),
  status: text('status').$type<ActiveStatus>().notNull().default('ACTIVE'),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  // 0011
  parentId: integer('parent_id').references((): AnyPgColumn => organization.id, {
    onDelete: 'set null',
  }),
});

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

export const securityRole = pgTable('security_role', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  activities: textList('activities'),
  businessFunctions: textList('business_functions'),
  expectations: text('expectations').notNull().default(''),
  assignableBy: textList('assignable_by'),
  feedId: text('feed_id'),
  singular: boolean('singular').notNull().default(false),
  excludeFromCopyUser: boolean('exclude_from_copy_user').notNull().default(false),
  excludeFromFeeds: boolean('exclude_from_feeds').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  // 0005
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
});

export const securityRoleRelation = pgTable(
  'security_role_relation',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => securityRole.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => securityRole.id, { onDelete: 'cascade' }),
    relationName: text('relation_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] })],
);

export const permissionSet = pgTable('permission_set', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  selectionMode: text('selection_mode')
    .$type<'SINGLE' | 'MULTIPLE'>()
    .notNull()
    .default('MULTIPLE'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  // 0005
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
});

export const permissionSetRole = pgTable(
  'permission_set_role',
  {
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSet.id, { onDelete: 'cascade' }),
    securityRoleId: integer('security_role_id')
      .notNull()
      .references(() => securityRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionSetId, t.securityRoleId] })],
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

export const auditEntry = pgTable('audit_entry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  operation: text('operation').notNull(),
  field: text('field'),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  changedOn: timestamptz('changed_on').notNull().defaultNow(),
  changedBy: text('changed_by'),
  // 0010: the locations of the user (or the organisation) when written, and its name then.
  organizationIds: integer('organization_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  entityLabel: text('entity_label'),
  // 0014: a user's creation is one row, its fields in these arrays (read as audit_entry_field).
  fieldIds: bigint('field_ids', { mode: 'number' }).array(),
  fieldNames: text('field_names').array(),
  oldValues: text('old_values').array(),
  newValues: text('new_values').array(),
});

export const translation = pgTable(
  'translation',
  {
    app: text('app').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.app, t.locale, t.key] })],
);

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  sentAt: timestamptz('sent_at'),
  // 0006
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] })],
);

export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const loginFailure = pgTable('login_failure', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  failedAt: timestamptz('failed_at').notNull().defaultNow(),
});

/** Addresses an e-mail (lower case) signed in from with the right password (migration 0016). */
export const loginKnownAddress = pgTable(
  'login_known_address',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    signedInAt: timestamptz('signed_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] })],
);

/** Grants kept signed in by the password change that revoked the user's other sessions (0016). */
export const sessionKeptGrant = pgTable(
  'session_kept_grant',
  {
    subject: text('subject').notNull(),
    grantId: text('grant_id').notNull(),
    revokedAt: timestamptz('revoked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.grantId] })],
);

// 0020: second factors: an authenticator app and recovery codes (hashed).
export const identityTotp = pgTable('identity_totp', {
  identityId: integer('identity_id')
    .primaryKey()
    .references(() => identity.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  published: boolean('published').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const identityRecoveryCode = pgTable(
  'identity_recovery_code',
  {
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.codeHash] })],
);

// 0021: forgotten-password links, by the hash of their token.
export const passwordReset = pgTable('password_reset', {
  tokenHash: text('token_hash').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

// 0023: passkeys (WebAuthn credentials) and the challenge of each pending ceremony.
export const identityPasskey = pgTable('identity_passkey', {
  credentialId: text('credential_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  rpId: text('rp_id').notNull(),
  publicKey: bytea('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: textList('transports'),
  multiDevice: boolean('multi_device').notNull().default(false),
  backedUp: boolean('backed_up').notNull().default(false),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastUsedAt: timestamptz('last_used_at'),
});

export const passkeyChallenge = pgTable('passkey_challenge', {
  owner: text('owner').primaryKey(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const application = pgTable('application', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  link: text('link').notNull(),
  regionCode: text('region_code').references(() => region.code),
  brandId: integer('brand_id').references(() => brand.id),
  categories: textList('categories'),
  features: textList('features'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  // 0005
  contractCodes: textList('contract_codes'),
  contractTypes: textList('contract_types'),
  primaryTasks: textList('primary_tasks'),
  typicalUsers: textList('typical_users'),
  views: textList('views'),
  subTypes: textList('sub_types'),
  idpUserId: text('idp_user_id'),
  customRules: text('custom_rules').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  // 0027
  shortDescription: text('short_description').notNull().default(''),
});

export const applicationRole = pgTable(
  'application_role',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    securityRoleId: integer('security_role_id')
      .notNull()
      .references(() => securityRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.securityRoleId] })],
);

// --- 0002_content ------------------------------------------------------------------------

export const announcement = pgTable('announcement', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  content: text('content').notNull().default(''),
  language: text('language').notNull().default('en'),
  displayLocation: text('display_location').notNull().default('dealer-home'),
  priority: text('priority').$type<'highest' | 'medium' | 'lowest'>().notNull().default('medium'),
  startDate: timestamptz('start_date').notNull().defaultNow(),
  expirationDate: timestamptz('expiration_date'),
  linkUrl: text('link_url').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  version: integer('version').notNull().default(1),
});

export const announcementBrand = pgTable(
  'announcement_brand',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brand.id),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.brandId] })],
);

export const announcementRegion = pgTable(
  'announcement_region',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    regionCode: text('region_code')
      .notNull()
      .references(() => region.code),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.regionCode] })],
);

export const announcementRole = pgTable(
  'announcement_role',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    securityRoleId: integer('security_role_id')
      .notNull()
      .references(() => securityRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.securityRoleId] })],
);

export const announcementPermissionSet = pgTable(
  'announcement_permission_set',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSet.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.permissionSetId] })],
);

export const announcementApplication = pgTable(
  'announcement_application',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.applicationId] })],
);

export const announcementRead = pgTable(
  'announcement_read',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.identityId] })],
);

export const document = pgTable('document', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  subject: text('subject')
    .$type<'General' | 'IRW' | 'Marketing' | 'Parts' | 'Sales' | 'Service' | 'Warranty'>()
    .notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  version: integer('version').notNull().default(1),
});

export const documentBrand = pgTable(
  'document_brand',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brand.id),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.brandId] })],
);

// --- 0003_experience ---------------------------------------------------------------------

export const applicationTranslation = pgTable(
  'application_translation',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.locale] })],
);

export const announcementTranslation = pgTable(
  'announcement_translation',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.locale] })],
);

// --- 0004_users_admin --------------------------------------------------------------------

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

// --- 0008_security_sessions -------------------------------------------------------------

/** Counters of the rate limits, shared by every process (an UNLOGGED table). */
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
});

// --- 0009_compliance ---------------------------------------------------------------------

type DirectoryContextColumn = 'SINGULAR_ROLES' | 'DEALER_LOCATION';

/** What a location's directory lists per context; a required type needs an identity. */
export const directoryDataType = pgTable(
  'directory_data_type',
  {
    id: serial('id').primaryKey(),
    context: text('context').$type<DirectoryContextColumn>().notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique().on(t.context, t.name)],
);

/** One per organisation and context: the id selections are saved against. */
export const directoryDataConfiguration = pgTable(
  'directory_data_configuration',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    context: text('context').$type<DirectoryContextColumn>().notNull(),
  },
  (t) => [unique().on(t.organizationId, t.context)],
);

export const directoryDataSelection = pgTable(
  'directory_data_selection',
  {
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => directoryDataConfiguration.id, { onDelete: 'cascade' }),
    directoryDataTypeId: integer('directory_data_type_id')
      .notNull()
      .references(() => directoryDataType.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.configurationId, t.directoryDataTypeId] })],
);

/** When an administrator last finished a directory review of a context. */
export const directoryReview = pgTable(
  'directory_review',
  {
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    context: text('context').$type<DirectoryContextColumn>().notNull(),
    reviewedAt: timestamptz('reviewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.context] })],
);

/** One row per job and day: the process that inserts it runs the job. */
export const jobRun = pgTable(
  'job_run',
  {
    job: text('job').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
);
// --- 0010_records -----------------------------------------------------------------------

/** The outbox of changes sent downstream, written in the transaction of the change. */
export const integrationEvent = pgTable('integration_event', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventType: text('event_type').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  payload: jsonb('payload').notNull(),
  changedBy: text('changed_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const webhookSubscription = pgTable('webhook_subscription', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamptz('previous_secret_until'),
  eventTypes: textList('event_types'),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export const webhookDelivery = pgTable('webhook_delivery', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => integrationEvent.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => webhookSubscription.id, { onDelete: 'cascade' }),
  status: text('status').$type<DeliveryStatus>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  lastStatus: integer('last_status'),
  lastError: text('last_error'),
  deliveredAt: timestamptz('delivered_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const integrationError = pgTable('integration_error', {
  id: serial('id').primaryKey(),
  integrationType: text('integration_type').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  organizationId: integer('organization_id'),
  serialNumber: text('serial_number'),
  functionName: text('function_name'),
  functionArn: text('function_arn'),
  logGroup: text('log_group'),
  logStream: text('log_stream'),
  logTimestamp: timestamptz('log_timestamp').notNull(),
  message: text('message').notNull(),
  details: text('details'),
  status: text('status').$type<'OPEN' | 'RETRIED' | 'RESOLVED'>().notNull().default('OPEN'),
  eventId: uuid('event_id').references(() => integrationEvent.id, { onDelete: 'set null' }),
  subscriptionId: integer('subscription_id').references(() => webhookSubscription.id, {
    onDelete: 'set null',
  }),
  retryCount: integer('retry_count').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// --- 0012_cache_versions ----------------------------------------------------------------

/** The catalogue's version ('catalog'), bumped by triggers on every catalogue write. */
export const cacheVersion = pgTable('cache_version', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/** A user's version, bumped by triggers when their principal, links or read marks change. */
export const identityCacheVersion = pgTable('identity_cache_version', {
  identityId: integer('identity_id').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

// --- 0005_catalog ------------------------------------------------------------------------

/** The security roles a user holds, directly or through a permission set (a view). */
export const identitySecurityRole = pgView('identity_security_role', {
  identityId: integer('identity_id').notNull(),
  securityRoleId: integer('security_role_id').notNull(),
}).existing();

// --- 0011_imports ------------------------------------------------------------------------

/** One uploaded bulk import file, its counts and who uploaded it. */
export const importRun = pgTable('import_run', {
  id: serial('id').primaryKey(),
  context: text('context').$type<'identities' | 'organizations'>().notNull(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').$type<'csv' | 'xlsx'>().notNull(),
  status: text('status')
    .$type<'PENDING' | 'VALIDATED' | 'INVALID' | 'APPLIED' | 'FAILED'>()
    .notNull()
    .default('PENDING'),
  totalCount: integer('total_count').notNull().default(0),
  createCount: integer('create_count').notNull().default(0),
  updateCount: integer('update_count').notNull().default(0),
  unchangedCount: integer('unchanged_count').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  ignoredColumns: textList('ignored_columns'),
  createdBy: integer('created_by').references(() => identity.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  appliedAt: timestamptz('applied_at'),
});

/** The staged rows of a run until it is applied. */
export const importRow = pgTable(
  'import_row',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRun.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    targetId: integer('target_id'),
    action: text('action').$type<'create' | 'update' | 'unchanged'>(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.rowNumber] })],
);

/** One value of a list cell of a staged row (a location code, a role name...). */
export const importRowItem = pgTable(
  'import_row_item',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRun.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    kind: text('kind').$type<'location' | 'role' | 'permissionSet' | 'application'>().notNull(),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    refId: integer('ref_id'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.rowNumber, t.kind, t.position] })],
);

/** Why a row of a run cannot be imported. */
export const importError = pgTable('import_error', {
  runId: integer('run_id')
    .notNull()
    .references(() => importRun.id, { onDelete: 'cascade' }),
  rowNumber: integer('row_number').notNull(),
  columnName: text('column_name').notNull(),
  code: text('code').notNull(),
  value: text('value').notNull().default(''),
  source: text('source').$type<'file' | 'data'>().notNull().default('file'),
});

// SCIM provisioning (migration 0019).
/** A SCIM client: its hashed bearer token and the delegated scope it provisions in. */
export const provisioningClient = pgTable('provisioning_client', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenHint: text('token_hint').notNull(),
  userType: text('user_type').$type<'INTERNAL' | 'EXTERNAL'>().notNull(),
  organizationIds: integer('organization_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  brandIds: integer('brand_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  regionCodes: text('region_codes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  roleIds: integer('role_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  expiresAt: timestamptz('expires_at').notNull(),
  lastUsedAt: timestamptz('last_used_at'),
  revokedAt: timestamptz('revoked_at'),
  /** The OAuth client's secret (SHA-256), its first characters and when it was set (0024). */
  oauthSecretHash: text('oauth_secret_hash'),
  oauthSecretHint: text('oauth_secret_hint'),
  oauthSecretSetAt: timestamptz('oauth_secret_set_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
});

/** The externalId a client gave a user it provisions (one per client and user). */
export const scimExternalId = pgTable(
  'scim_external_id',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => provisioningClient.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.identityId] })],
);

// 0022: sessions one by one: the grants whose sessions ended, and what the account page shows.
export const endedSession = pgTable('ended_session', {
  grantId: text('grant_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  endedAt: timestamptz('ended_at').notNull().defaultNow(),
});

export const sessionActivity = pgTable('session_activity', {
  grantId: text('grant_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent').notNull().default(''),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
});
// --- 0027_home_launcher ------------------------------------------------------------------

export const applicationIcon = pgTable('application_icon', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => application.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<'image/png' | 'image/svg+xml' | 'image/webp'>().notNull(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const identityFavouriteApplication = pgTable(
  'identity_favourite_application',
  {
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.applicationId] })],
);
