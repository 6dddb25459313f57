// The directory data of the compliance pages: what each location's directory lists, its
// selections, and the reviews.
import { boolean, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { organization } from './platform.js';
import { identity } from './users.js';

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
