// Edit history of users and organisations: search, CSV export and force resync, within the
// auditor's delegated scope.
//
// Scope rule (issue 13): an auditor sees the entries of the users and organisations at their own
// locations (included minus excluded), judged by the locations the record had when the entry was
// written, so a deleted user's history stays with its locations. The audit features alone do not
// widen it; an auditor whose locations are every organisation sees everything.
import { Readable } from 'node:stream';
import {
  FEATURES as F,
  type AuditChangers,
  type AuditChangersQuery,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
  type AuditRowItem,
  type Locale,
  type ResyncResult,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import { iso } from '../../db/sql.js';
import { translator } from '../../lib/locale-files.js';
import { notFound } from '../../lib/http-errors.js';
import { recordResync } from './record-changes.js';
import {
  auditNameMaps,
  countAudit,
  searchAudit,
  type AuditFilter,
  type AuditKind,
  type AuditNameMaps,
  type AuditSearchRow,
} from '../../repositories/records/audit-search-repository.js';
import { recordInScope } from '../../repositories/records/scope-repository.js';
import { auditChangers } from '../../repositories/records/audit-changers-repository.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { listedUserType } from '../users/scope-rules.js';
import { csvCell } from '../users/csv-export.js';
import { readableValue, valueItems } from './audit-values.js';

const t = translator('records-export');
/** An export stops here; narrower filters give the rest. */
export const AUDIT_EXPORT_MAX = 100_000;
const BATCH = 500;

/** The caller's scope and whether they are an external administrator (external users only). */
async function auditScopeOf(ex: Executor, p: Principal) {
  const ctx = await loadAdminContext(ex, p);
  return { scope: ctx.listScope, externalOnly: listedUserType(ctx) === 'EXTERNAL' };
}

function toItem(kind: AuditKind, maps: AuditNameMaps, r: AuditSearchRow): AuditRowItem {
  return {
    id: Number(r.id),
    entityType: kind,
    entityId: Number(r.entity_id),
    entityName: r.entity_name,
    serialNumber: r.serial_number,
    email: r.email,
    organizationId: kind === 'organization' ? Number(r.entity_id) : r.org_id,
    organizationCode: r.org_code,
    organizationName: r.org_name,
    operation: r.operation,
    field: r.field,
    oldValue: readableValue(maps, r.field, r.old_value),
    newValue: readableValue(maps, r.field, r.new_value),
    oldItems: valueItems(maps, r.field, r.old_value),
    newItems: valueItems(maps, r.field, r.new_value),
    changedOn: iso(r.changed_on),
    changedBy: r.changed_by,
    changedByName: r.changed_by_name,
  };
}

export async function searchHistory(
  db: Database,
  p: Principal,
  kind: AuditKind,
  q: AuditQuery,
): Promise<AuditPage> {
  const { scope, externalOnly } = await auditScopeOf(db.orm, p);
  const { page, pageSize, ...query } = q;
  const filter: AuditFilter = { ...query, externalOnly };
  const [list, total, maps] = await Promise.all([
    searchAudit(db.orm, kind, filter, scope, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAudit(db.orm, kind, filter, scope),
    auditNameMaps(db.orm),
  ]);
  return { items: list.map((r) => toItem(kind, maps, r)), total, page, pageSize };
}

const COLUMNS: [string, (r: AuditRowItem) => string | number | null][] = [
  ['changedOn', (r) => r.changedOn],
  ['entityName', (r) => r.entityName],
  ['serialNumber', (r) => r.serialNumber],
  ['email', (r) => r.email],
  ['organizationId', (r) => r.organizationId],
  ['organizationName', (r) => r.organizationName],
  ['operation', (r) => r.operation],
  ['field', (r) => r.field],
  ['oldValue', (r) => r.oldValue],
  ['newValue', (r) => r.newValue],
  ['changedBy', (r) => r.changedByName ?? r.changedBy],
];

/** The filtered history as CSV, streamed in batches, formula-safe (csvCell). */
export async function exportHistory(
  db: Database,
  p: Principal,
  kind: AuditKind,
  q: AuditExportQuery,
): Promise<Readable> {
  const { scope, externalOnly } = await auditScopeOf(db.orm, p);
  const maps = await auditNameMaps(db.orm);
  const { lang, ...rest } = q;
  const filter: AuditFilter = { ...rest, externalOnly };
  const locale: Locale = lang ?? 'en';
  const header = COLUMNS.map(([key]) => csvCell(t(locale, `audit.${key}`))).join(',');
  async function* lines() {
    yield `\uFEFF${header}\r\n`;
    for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += BATCH) {
      const batch = await searchAudit(db.orm, kind, filter, scope, { limit: BATCH, offset });
      if (batch.length === 0) return;
      const text = batch
        .map((r) => COLUMNS.map(([, get]) => csvCell(get(toItem(kind, maps, r)))).join(','))
        .join('\r\n');
      yield `${text}\r\n`;
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}

/** Re-queues the current state of a user or organisation downstream (audited with the caller). */
export async function resync(
  db: Database,
  p: Principal,
  kind: AuditKind,
  id: number,
): Promise<ResyncResult> {
  return db.tx(async (tx) => {
    const { scope, externalOnly } = await auditScopeOf(tx, p);
    const missing = () =>
      notFound(
        kind === 'user'
          ? 'The user does not exist or is not at one of your locations.'
          : 'The organization does not exist or is not one of your locations.',
        `records.errors.${kind}NotFound`,
      );
    if (!(await recordInScope(tx, kind, id, scope, externalOnly))) throw missing();
    const queued = await recordResync(tx, kind, id, p.email);
    if (!queued) throw missing();
    return queued;
  });
}

/**
 * The people named as "changed by" in the entries the caller may read: users' entries with
 * audit:users:read, organisations' with audit:orgs:read, within the same delegated scope; for an
 * external administrator, external users only.
 */
export async function listChangers(
  db: Database,
  p: Principal,
  q: AuditChangersQuery,
): Promise<AuditChangers> {
  const { scope, externalOnly } = await auditScopeOf(db.orm, p);
  const kinds: AuditKind[] = [];
  if (p.features.has(F.auditUsersRead)) kinds.push('user');
  if (p.features.has(F.auditOrgsRead)) kinds.push('organization');
  return { items: await auditChangers(db.orm, q, kinds, scope, externalOnly) };
}
