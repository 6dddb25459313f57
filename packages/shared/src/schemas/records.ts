// Request and answer schemas of the edit history of users and organisations and its force resync
// (issue 13); integrations.ts has the webhooks, events and integration errors.
import { z } from 'zod';
import { auditValueItemsShape } from './audit-values.js';
import { idTextSchema, int4Text } from './common.js';
import { choice, pagedQueries, pageSchemaOf, text } from './records-common.js';

export {
  isDayOrDateTime,
  rangeEnd,
  rangeStart,
  RECORDS_MAX_PAGE_SIZE,
  RECORDS_MESSAGES,
  RECORDS_PAGE_SIZE,
} from './records-common.js';

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
  'FACTOR_ADDED',
  'FACTOR_REMOVED',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
  'PASSWORD_RESET',
  'SESSION_ENDED',
  'SECOND_FACTORS_RESET',
] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

export const AUDIT_SORTS = ['changedOn', 'entityName', 'operation', 'field', 'changedBy'] as const;

/**
 * GET /v2/admin/audit/users and /v2/admin/audit/organizations (and their /export).
 * `q` matches a user's serial number, name or e-mail, or an organisation's id, code or name;
 * `entityId` narrows to one user or organisation (the history opened from its row).
 */
const auditQueries = pagedQueries(
  {
    q: text().optional(),
    entityId: idTextSchema.optional(),
    operation: z.enum(AUDIT_OPERATIONS, choice).optional(),
    /** Who changed: part of the changer's e-mail or name (or a job's name). */
    changedBy: text().optional(),
  },
  AUDIT_SORTS,
  'changedOn',
);
export const auditQuerySchema = auditQueries.query;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/** The export takes the same filters (no paging) and the language of the column headings. */
export const auditExportQuerySchema = auditQueries.exportQuery;
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
  ...auditValueItemsShape,
  changedOn: z.string(),
  /** What was recorded (an e-mail or a job's name) and the person's name when known. */
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
});
export type AuditRowItem = z.infer<typeof auditRowSchema>;

export const auditPageSchema = pageSchemaOf(auditRowSchema);
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

/** At most this many changers per answer of GET /v2/admin/audit/changers (10 when not asked). */
export const AUDIT_CHANGERS_MAX = 20;

/** GET /v2/admin/audit/changers: people named as "changed by", found by part of name or e-mail. */
export const auditChangersQuerySchema = z.strictObject({
  search: text().optional(),
  limit: int4Text(1, AUDIT_CHANGERS_MAX).default(10),
});
export type AuditChangersQuery = z.infer<typeof auditChangersQuerySchema>;

export const auditChangerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the history records as "changed by": the value of the history's changedBy filter. */
  email: z.string(),
});
export type AuditChanger = z.infer<typeof auditChangerSchema>;

export const auditChangersSchema = z.object({ items: z.array(auditChangerSchema) });
export type AuditChangers = z.infer<typeof auditChangersSchema>;
