// Request and answer schemas of the integrations (issue 13): webhook subscriptions, the outbox of
// integration events, the integration error report (spec section 3) and the workers' ingest call.
import { z } from 'zod';
import { dateTimeString, idNumber, idTextSchema, INT4_MAX, safeString } from './common.js';
import { choice, M, page, pagedQueries, pageSchemaOf, pageSize, text } from './records-common.js';
import { AUDIT_ENTITY_TYPES } from './records.js';

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

/** A Standard Webhooks secret: `whsec_` + base64 (with padding) of 24 to 64 random bytes. */
const WEBHOOK_SECRET = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/** The number of key bytes of a secret in the Standard Webhooks format; undefined otherwise. */
export function webhookSecretBytes(secret: string): number | undefined {
  const b64 = WEBHOOK_SECRET.exec(secret)?.[1];
  if (!b64) return undefined;
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  const bytes = (b64.length / 4) * 3 - pad;
  return bytes >= 24 && bytes <= 64 ? bytes : undefined;
}

const SECRET_DESCRIPTION =
  'Standard Webhooks secret: `whsec_` + base64 (with padding) of 24 to 64 random bytes. The HMAC-SHA256 key is the base64-decoded part after `whsec_`; each delivery carries `webhook-signature: v1,<base64 HMAC of "<webhook-id>.<webhook-timestamp>.<body>">`, one per valid secret separated by spaces (the previous secret signs too for 24 hours after a rotation).';

const secretSchema = safeString(M.secret)
  .max(100, M.secret)
  .refine((v) => webhookSecretBytes(v) !== undefined, { error: M.secret })
  .meta({ description: `${SECRET_DESCRIPTION} Leave out to have the portal generate one.` });

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

/**
 * POST /v2/admin/webhooks: leave `secret` out and the portal generates one (`whsec_` + base64 of
 * 32 random bytes), shown once in the answer; a secret given must have that format.
 */
export const createWebhookBodySchema = z.strictObject({
  ...webhookShape,
  secret: secretSchema.optional(),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;
/**
 * PUT /v2/admin/webhooks/:id: leave `secret` out to keep the current one; a new `secret`, or
 * `rotateSecret: true` (the portal generates it, shown once in the answer), replaces it, and the
 * previous secret keeps signing too (a second signature) for 24 hours.
 */
export const updateWebhookBodySchema = z.strictObject({
  ...webhookShape,
  secret: secretSchema.optional(),
  rotateSecret: z
    .boolean()
    .optional()
    .meta({ description: 'Generates a new secret, shown once in the answer.' }),
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
  /** `standard`: `whsec_` + base64 key; `legacy`: a secret saved before, its text is the key. */
  secretFormat: z.enum(['standard', 'legacy']),
  /** Until when the previous secret signs as well, after a rotation. */
  previousSecretUntil: z.string().nullable(),
  /** The new secret, in the answer of the call that generated it only (never shown again). */
  secret: z
    .string()
    .optional()
    .meta({
      description: `${SECRET_DESCRIPTION} Only in the answer of the call that generated it (creation without a secret, \`rotateSecret: true\`); never shown again.`,
    }),
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
export const integrationEventPageSchema = pageSchemaOf(integrationEventSchema);
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
const integrationErrorQueries = pagedQueries(
  {
    q: text().optional(),
    integrationType: text(100).optional(),
    targetType: z.enum(INTEGRATION_TARGET_TYPES, choice).optional(),
    status: z.enum(INTEGRATION_ERROR_STATUSES, choice).optional(),
    organizationId: idTextSchema.optional(),
  },
  INTEGRATION_ERROR_SORTS,
  'logTimestamp',
);
export const integrationErrorQuerySchema = integrationErrorQueries.query;
export type IntegrationErrorQuery = z.infer<typeof integrationErrorQuerySchema>;
export type IntegrationErrorQueryInput = z.input<typeof integrationErrorQuerySchema>;

export const integrationErrorExportQuerySchema = integrationErrorQueries.exportQuery;
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

export const integrationErrorPageSchema = pageSchemaOf(integrationErrorSchema);
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
