// The catalogue: security roles, permission sets, applications (their translations, icons and
// users' favourites), announcements (targeting, translations, read marks) and documents.
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, timestamptz, textList } from './columns.js';
import { brand, region } from './platform.js';
import { identity } from './users.js';

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
