// Bulk imports: a run, its staged rows and their list values, and why rows cannot be imported.
import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz, textList } from './columns.js';
import { identity } from './users.js';

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
    // No foreign key: checked once per staged row, it cost 40% of staging (migration 0028).
    runId: integer('run_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    targetId: integer('target_id'),
    action: text('action').$type<'create' | 'update' | 'unchanged'>(),
    /** An identities row's creation entry: fields and values (StagedCreation, migration 0032). */
    createdFields: textList('created_fields'),
    createdValues: textList('created_values'),
    /** Its locations' and roles' values in order, joined by the list separator. */
    locationKey: text('location_key').notNull().default(''),
    roleKey: text('role_key').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.runId, t.rowNumber] })],
);

/** One value of a list cell of a staged row (a location code, a role name...). */
export const importRowItem = pgTable(
  'import_row_item',
  {
    runId: integer('run_id').notNull(), // no foreign key, as import_row
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
