// Query keys of the records area: every list and detail lives under ['records'].
import type { AuditQueryInput, IntegrationErrorQueryInput } from '@portal/shared';

export type AuditKind = 'users' | 'organizations';

export const recordsKeys = {
  all: ['records'] as const,
  audit: (kind: AuditKind) => [...recordsKeys.all, 'audit', kind] as const,
  auditList: (kind: AuditKind, query: AuditQueryInput) =>
    [...recordsKeys.audit(kind), 'list', query] as const,
  changers: (text: string) => [...recordsKeys.all, 'audit-changers', text] as const,
  errors: () => [...recordsKeys.all, 'integration-errors'] as const,
  errorList: (query: IntegrationErrorQueryInput) =>
    [...recordsKeys.errors(), 'list', query] as const,
  error: (id: number) => [...recordsKeys.errors(), 'detail', id] as const,
  webhooks: () => [...recordsKeys.all, 'webhooks'] as const,
  events: (entityType: string, entityId: number) =>
    [...recordsKeys.all, 'events', entityType, entityId] as const,
};
