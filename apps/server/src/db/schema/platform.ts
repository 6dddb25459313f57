// The portal's own tables: brands, regions and organisations (locations), translations, the
// server's secrets, rate limit counters, daily job runs and the cache versions.
import {
  type AnyPgColumn,
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz, type ActiveStatus } from './columns.js';

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

export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Counters of the rate limits, shared by every process (an UNLOGGED table). */
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
});

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
