// Answers of the records API for the web tests: edit history rows and changers, integration
// errors, webhooks.
import type {
  AuditPage,
  AuditRowItem,
  IntegrationError,
  IntegrationErrorPage,
  Webhook,
} from '@portal/shared';
import type { AnswerRequest } from './handlers/answers';

export function auditRow(id: number, overrides: Partial<AuditRowItem> = {}): AuditRowItem {
  return {
    id,
    entityType: 'user',
    entityId: 7,
    entityName: 'Sam Standard',
    serialNumber: 'S-1001',
    email: 'sam.standard@atlas.example',
    organizationId: 11,
    organizationCode: 'ATL-0011',
    organizationName: 'Northside Equipment',
    operation: 'UPDATE',
    field: 'jobTitle',
    oldValue: `Technician ${id}`,
    newValue: `Service lead ${id}`,
    changedOn: '2026-11-20T10:15:00Z',
    changedBy: 'ada.admin@atlas.example',
    changedByName: 'Ada Admin',
    ...overrides,
  };
}

/** Pages of `total` rows, as the API answers them for the asked page and size. */
export function auditAnswer(total: number, make = auditRow) {
  return ({ query }: AnswerRequest): AuditPage => {
    const page = Number(query.page ?? 1);
    const size = Number(query.pageSize ?? 10);
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    const items = Array.from({ length: count }, (_, i) => make((page - 1) * size + i + 1));
    return { items, total, page, pageSize: size };
  };
}

/**
 * GET /admin/audit/changers as the server answers it: the people whose name or e-mail holds
 * `search` (any case), at most `limit`.
 */
export function changersAnswer(people: { id: number; name: string; email: string }[]) {
  return ({ query }: AnswerRequest) => {
    const search = (query.search ?? '').toLowerCase();
    const found = people.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(search));
    return { items: found.slice(0, Number(query.limit ?? 20)) };
  };
}

export function integrationError(
  id: number,
  overrides: Partial<IntegrationError> = {},
): IntegrationError {
  return {
    id,
    integrationType: 'WEBHOOK',
    targetType: 'USER',
    targetId: '7',
    organizationId: 11,
    organizationName: 'Northside Equipment',
    serialNumber: 'S-1001',
    functionName: 'deliver-webhook',
    functionArn: 'arn:aws:lambda:us-east-1:123456789012:function:deliver-webhook',
    logGroup: '/portal/webhooks',
    logStream: '2026/11/20/[$LATEST]abc123',
    logTimestamp: '2026-11-20T23:30:15Z',
    message: 'The receiver answered 500 five times',
    status: 'OPEN',
    eventId: `evt-${id}`,
    retryCount: 5,
    createdAt: '2026-11-20T23:30:16Z',
    ...overrides,
  };
}

export function errorsAnswer(total: number, make = integrationError) {
  return ({ query }: AnswerRequest): IntegrationErrorPage => {
    const page = Number(query.page ?? 1);
    const size = Number(query.pageSize ?? 10);
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    const items = Array.from({ length: count }, (_, i) => make((page - 1) * size + i + 1));
    return { items, total, page, pageSize: size };
  };
}

export function webhook(id: number, overrides: Partial<Webhook> = {}): Webhook {
  return {
    id,
    url: `https://hooks${id}.example/portal`,
    description: 'Dealer management system',
    eventTypes: ['user.changed', 'user.resynced'],
    active: true,
    secretHint: '••••x9Qa',
    secretFormat: 'standard',
    previousSecretUntil: null,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
    lastDeliveryAt: '2026-11-20T10:16:00Z',
    lastDeliveryStatus: 'DELIVERED',
    ...overrides,
  };
}
