// Records: the audit trail, the mail outbox, integration events with their webhook deliveries,
// and integration errors.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, textList } from './columns.js';

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
