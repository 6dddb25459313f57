// Request and answer schemas of the records area (issue 13): edit history of users and
// organisations, force resync, webhook subscriptions, the integration error report and its ingest.
import { z } from 'zod';
import {
  INT4_MAX,
  dateTimeString,
  idNumber,
  idTextSchema,
  int4Text,
  isRealDateTime,
  safeString,
} from './common.js';

/** English messages of the records area; the web shows them by the key `records:validation.<key>`. */
export const RECORDS_MESSAGES = {
  invalid: 'Value is not valid',
  required: 'Value is required',
  maxLength: 'The maximum length allowed is 255',
  date: 'Value is not a valid date',
  dateOrder: 'The end date must not be before the start date',
  url: 'The address must start with http:// or https://',
  secret: 'The secret must be 16 to 255 characters without spaces',
  eventTypes: 'Choose at least one event type',
  choice: 'Choose one of the offered values',
} as const;
const M = RECORDS_MESSAGES;

export const RECORDS_PAGE_SIZE = 10;
export const RECORDS_MAX_PAGE_SIZE = 100;

// Control characters cannot be stored and have no place in a search or a field.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const text = (max = 255) =>
  safeString(M.invalid)
    .trim()
    .max(max, max === 255 ? M.maxLength : `The maximum length allowed is ${max}`)
    .regex(NO_CONTROL, M.invalid);
const choice = { error: M.choice };

/**
 * A day ("2026-11-23") or an ISO date-time with a zone. A day in `from` means its first moment
 * (UTC), a day in `to` its last: both ends of the range are inclusive.
 */
export const isDayOrDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? isRealDateTime(`${v}T00:00:00Z`) : isRealDateTime(v);
const dayOrDateTime = () => z.string({ error: M.date }).refine(isDayOrDateTime, { error: M.date });

const page = () => int4Text(1, 100_000).default(1);
const pageSize = () => int4Text(1, RECORDS_MAX_PAGE_SIZE).default(RECORDS_PAGE_SIZE);
/** The spec's serverOptions (section 3, table props): a column and a direction. */
export const sortTypeSchema = z.enum(['asc', 'desc'], choice);

const fromBeforeTo = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || rangeStart(v.from) <= rangeEnd(v.to);
/** The first moment a `from` value names. */
export const rangeStart = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
/** The last moment a `to` value names (a day runs to its last millisecond). */
export const rangeEnd = (v: string) =>
  v.length === 10 ? new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000 - 1) : new Date(v);

// ---- Edit history ---------------------------------------------------------------------------

/** What an audit entry records; CREATE/UPDATE/DELETE cover catalogue-like changes. */
export const AUDIT_OPERATIONS = [
  'CREATE',
  'UPDATE',
  'DEACTIVATE',
  'REACTIVATE',
  'DELETE',
  'VERIFY',
  'VERIFICATION_SENT',
  'RESYNC',
] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

export const AUDIT_SORTS = ['changedOn', 'entityName', 'operation', 'field', 'changedBy'] as const;

/**
 * GET /v2/admin/audit/users and /v2/admin/audit/organizations (and their /export).
 * `q` matches a user's serial number, name or e-mail, or an organisation's id, code or name;
 * `entityId` narrows to one user or organisation (the history opened from its row).
 */
export const auditQuerySchema = z
  .strictObject({
    q: text().optional(),
    entityId: idTextSchema.optional(),
    from: dayOrDateTime().optional(),
    to: dayOrDateTime().optional(),
    operation: z.enum(AUDIT_OPERATIONS, choice).optional(),
    /** Who changed: part of the changer's e-mail or name (or a job's name). */
    changedBy: text().optional(),
    page: page(),
    pageSize: pageSize(),
    sortBy: z.enum(AUDIT_SORTS, choice).default('changedOn'),
    sortType: sortTypeSchema.default('desc'),
  })
  .refine(fromBeforeTo, { error: M.dateOrder, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/** The export takes the same filters (no paging) and the language of the column headings. */
export const auditExportQuerySchema = z
  .strictObject({
    q: text().optional(),
    entityId: idTextSchema.optional(),
    from: dayOrDateTime().optional(),
    to: dayOrDateTime().optional(),
    operation: z.enum(AUDIT_OPERATIONS, choice).optional(),
    changedBy: text().optional(),
    sortBy: z.enum(AUDIT_SORTS, choice).default('changedOn'),
    sortType: sortTypeSchema.default('desc'),
    lang: z.enum(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'], choice).optional(),
  })
  .refine(fromBeforeTo, { error: M.dateOrder, path: ['to'] });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const AUDIT_ENTITY_TYPES = ['user', 'organization'] as const;

/** One row of the edit history, with names instead of ids. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number().int(),
  /** The user's full name or the organisation's name; null once the record is deleted. */
  entityName: z.string().nullable(),
  /** Users only: serial number and e-mail. */
  serialNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** The user's preferred (else first) location, or the organisation itself. */
  organizationId: z.number().int().nullable(),
  organizationCode: z.string().nullable(),
  organizationName: z.string().nullable(),
  operation: z.string(),
  field: z.string().nullable(),
  /** Old and new value with role and location ids turned into their names. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedOn: z.string(),
  /** What was recorded (an e-mail or a job's name) and the person's name when known. */
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
});
export type AuditRowItem = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const recordIdParamsSchema = z.strictObject({ id: idTextSchema });

/** POST /v2/admin/audit/users/:id/resync and /v2/admin/audit/organizations/:id/resync. */
export const resyncResultSchema = z.object({
  /** The queued event's id (also the webhook-id of its deliveries). */
  eventId: z.string(),
  eventType: z.string(),
  /** Subscriptions it was queued for (0 when none listens to this event type). */
  deliveries: z.number().int(),
});
export type ResyncResult = z.infer<typeof resyncResultSchema>;

// ---- Integration events and webhooks -------------------------------------------------------

export const INTEGRATION_EVENT_TYPES = [
  'user.created',
  'user.changed',
  'user.deactivated',
  'user.deleted',
  'user.resynced',
  'organization.created',
  'organization.changed',
  'organization.deactivated',
  'organization.deleted',
  'organization.resynced',
] as const;
export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[number];

/** An absolute http(s) address with a host; never fetched while it is saved. */
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const WEBHOOK_URL = new RegExp(
  `^https?://(?:${HOST_LABEL}(?:\\.${HOST_LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);
export const webhookUrlSchema = text(2048)
  .min(1, M.required)
  .refine((v) => WEBHOOK_URL.test(v), { error: M.url });

const secretSchema = safeString(M.secret)
  .min(16, M.secret)
  .max(255, M.secret)
  .refine((v) => /^[\x21-\x7e]+$/.test(v), { error: M.secret });

const webhookShape = {
  url: webhookUrlSchema,
  description: text().default(''),
  eventTypes: z
    .array(z.enum(INTEGRATION_EVENT_TYPES, choice))
    .min(1, M.eventTypes)
    .max(INTEGRATION_EVENT_TYPES.length)
    .refine((l) => new Set(l).size === l.length, { error: M.invalid }),
  active: z.boolean().default(true),
};

/** POST /v2/admin/webhooks: the secret is required (the receiver checks signatures with it). */
export const createWebhookBodySchema = z.strictObject({ ...webhookShape, secret: secretSchema });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;
/** PUT /v2/admin/webhooks/:id: leave `secret` out to keep the current one. */
export const updateWebhookBodySchema = z.strictObject({
  ...webhookShape,
  secret: secretSchema.optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/** A subscription as the API shows it: the secret never leaves the server, only its end. */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Outcome of the latest delivery, if any. */
  lastDeliveryAt: z.string().nullable(),
  lastDeliveryStatus: z.enum(['PENDING', 'DELIVERED', 'FAILED']).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** GET /v2/admin/integration-events: the outbox, newest first (e.g. the events of one user). */
export const integrationEventQuerySchema = z.strictObject({
  entityType: z.enum(AUDIT_ENTITY_TYPES, choice).optional(),
  entityId: idTextSchema.optional(),
  eventType: z.enum(INTEGRATION_EVENT_TYPES, choice).optional(),
  page: page(),
  pageSize: pageSize(),
});
export type IntegrationEventQuery = z.infer<typeof integrationEventQuerySchema>;
export type IntegrationEventQueryInput = z.input<typeof integrationEventQuerySchema>;

export const integrationEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number().int(),
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  createdAt: z.string(),
  /** Its deliveries by state (all 0 when no subscription listened). */
  deliveries: z.object({
    pending: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  }),
});
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;
export const integrationEventPageSchema = z.object({
  items: z.array(integrationEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type IntegrationEventPage = z.infer<typeof integrationEventPageSchema>;

// ---- Integration errors (spec section 3) ---------------------------------------------------

export const INTEGRATION_ERROR_STATUSES = ['OPEN', 'RETRIED', 'RESOLVED'] as const;
export const INTEGRATION_TARGET_TYPES = ['USER', 'ORGANIZATION', 'WEBHOOK', 'OTHER'] as const;
export const INTEGRATION_ERROR_SORTS = [
  'logTimestamp',
  'integrationType',
  'targetType',
  'organizationId',
  'serialNumber',
  'status',
] as const;

/** GET /v2/admin/integration-errors (and /export). `q` matches message, serial, target, function. */
export const integrationErrorQuerySchema = z
  .strictObject({
    q: text().optional(),
    integrationType: text(100).optional(),
    targetType: z.enum(INTEGRATION_TARGET_TYPES, choice).optional(),
    status: z.enum(INTEGRATION_ERROR_STATUSES, choice).optional(),
    organizationId: idTextSchema.optional(),
    from: dayOrDateTime().optional(),
    to: dayOrDateTime().optional(),
    page: page(),
    pageSize: pageSize(),
    sortBy: z.enum(INTEGRATION_ERROR_SORTS, choice).default('logTimestamp'),
    sortType: sortTypeSchema.default('desc'),
  })
  .refine(fromBeforeTo, { error: M.dateOrder, path: ['to'] });
export type IntegrationErrorQuery = z.infer<typeof integrationErrorQuerySchema>;
export type IntegrationErrorQueryInput = z.input<typeof integrationErrorQuerySchema>;

export const integrationErrorExportQuerySchema = z
  .strictObject({
    lang: z.enum(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'], choice).optional(),
    q: text().optional(),
    integrationType: text(100).optional(),
    targetType: z.enum(INTEGRATION_TARGET_TYPES, choice).optional(),
    status: z.enum(INTEGRATION_ERROR_STATUSES, choice).optional(),
    organizationId: idTextSchema.optional(),
    from: dayOrDateTime().optional(),
    to: dayOrDateTime().optional(),
    sortBy: z.enum(INTEGRATION_ERROR_SORTS, choice).default('logTimestamp'),
    sortType: sortTypeSchema.default('desc'),
  })
  .refine(fromBeforeTo, { error: M.dateOrder, path: ['to'] });
export type IntegrationErrorExportQuery = z.infer<typeof integrationErrorExportQuerySchema>;

export const integrationErrorSchema = z.object({
  id: z.number().int(),
  integrationType: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  /** Name of the organisation when it exists. */
  organizationName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  functionName: z.string().nullable(),
  functionArn: z.string().nullable(),
  logGroup: z.string().nullable(),
  logStream: z.string().nullable(),
  /** ISO date-time in UTC (shown as GMT). */
  logTimestamp: z.string(),
  message: z.string(),
  status: z.enum(INTEGRATION_ERROR_STATUSES),
  /** The failed event this error came from (retry re-queues it); null for ingested reports. */
  eventId: z.string().nullable(),
  retryCount: z.number().int(),
  createdAt: z.string(),
});
export type IntegrationError = z.infer<typeof integrationErrorSchema>;

/** The detail adds what is too long for the list. */
export const integrationErrorDetailSchema = integrationErrorSchema.extend({
  /** Free-form details: the receiver's last status and answer, or what the worker sent. */
  details: z.string().nullable(),
  eventType: z.string().nullable(),
  webhookUrl: z.string().nullable(),
});
export type IntegrationErrorDetail = z.infer<typeof integrationErrorDetailSchema>;

export const integrationErrorPageSchema = z.object({
  items: z.array(integrationErrorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type IntegrationErrorPage = z.infer<typeof integrationErrorPageSchema>;

/** POST /v2/admin/integration-errors/:id/retry. */
export const retryResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(INTEGRATION_ERROR_STATUSES),
  /** Deliveries queued again (0 for an ingested report with no event). */
  deliveries: z.number().int(),
});
export type RetryResult = z.infer<typeof retryResultSchema>;

/**
 * The scope of the embedded provider's client-credentials tokens for external workers; only the
 * integration client gets it, never a user's token.
 */
export const INTEGRATION_INGEST_SCOPE = 'integration:errors:write';

/** POST /v2/integration/errors: an external worker reports its own failure. */
export const ingestIntegrationErrorBodySchema = z.strictObject({
  integrationType: text(100).min(1, M.required),
  targetType: z.enum(INTEGRATION_TARGET_TYPES, choice),
  targetId: text().optional(),
  organizationId: idNumber(M.invalid).optional(),
  serialNumber: text().optional(),
  functionName: text().optional(),
  functionArn: text(2048).optional(),
  logGroup: text(512).optional(),
  logStream: text(512).optional(),
  logTimestamp: dateTimeString(M.date),
  message: text(4000).min(1, M.required),
  details: text(20_000).optional(),
});
export type IngestIntegrationErrorBody = z.input<typeof ingestIntegrationErrorBodySchema>;
export const ingestResultSchema = z.object({ id: z.number().int() });

/** Largest id an int4 column keeps (for the web's own checks). */
export const RECORDS_MAX_ID = INT4_MAX;
