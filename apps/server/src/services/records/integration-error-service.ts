// The integration error report: pages, one error, CSV export, retry (re-queues the failed
// event, or resyncs the reported user or organisation) and the ingest of workers' reports.
import { Readable } from 'node:stream';
import type {
  IngestIntegrationErrorBody,
  IntegrationError,
  IntegrationErrorDetail,
  IntegrationErrorExportQuery,
  IntegrationErrorPage,
  IntegrationErrorQuery,
  RetryResult,
  ingestIntegrationErrorBodySchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { translator } from '../../lib/locale-files.js';
import { recordResync } from './record-changes.js';
import { requeue } from '../../repositories/records/delivery-repository.js';
import {
  countErrors,
  findError,
  insertError,
  listErrors,
  lockError,
  markRetried,
  type ErrorListRow,
} from '../../repositories/records/integration-error-repository.js';
import type { Principal } from '../../auth/principal.js';
import { csvCell } from '../users/csv-export.js';

const t = translator('records-export');
const BATCH = 500;
const EXPORT_MAX = 100_000;

const missing = () =>
  notFound('The integration error does not exist.', 'records.errors.integrationErrorNotFound');

function toItem(r: ErrorListRow): IntegrationError {
  return {
    ...r,
    status: r.status,
    logTimestamp: r.logTimestamp.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listIntegrationErrors(
  db: Database,
  q: IntegrationErrorQuery,
): Promise<IntegrationErrorPage> {
  const { page, pageSize, ...filter } = q;
  const [list, total] = await Promise.all([
    listErrors(db.orm, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countErrors(db.orm, filter),
  ]);
  return { items: list.map(toItem), total, page, pageSize };
}

export async function getIntegrationError(
  db: Database,
  id: number,
): Promise<IntegrationErrorDetail> {
  const row = await findError(db.orm, id);
  if (!row) throw missing();
  const { subscriptionId: _unused, ...rest } = row;
  return {
    ...toItem(rest),
    details: rest.details,
    eventType: rest.eventType,
    webhookUrl: rest.webhookUrl,
  };
}

const COLUMNS: [string, (r: IntegrationError) => string | number | null][] = [
  ['logTimestamp', (r) => r.logTimestamp],
  ['integrationType', (r) => r.integrationType],
  ['targetType', (r) => r.targetType],
  ['targetId', (r) => r.targetId],
  ['organizationId', (r) => r.organizationId],
  ['organizationName', (r) => r.organizationName],
  ['serialNumber', (r) => r.serialNumber],
  ['functionName', (r) => r.functionName],
  ['functionArn', (r) => r.functionArn],
  ['logGroup', (r) => r.logGroup],
  ['logStream', (r) => r.logStream],
  ['message', (r) => r.message],
  ['status', (r) => r.status],
  ['retryCount', (r) => r.retryCount],
];

export function exportIntegrationErrors(db: Database, q: IntegrationErrorExportQuery): Readable {
  const header = COLUMNS.map(([key]) => csvCell(t(q.lang ?? 'en', `errors.${key}`))).join(',');
  async function* lines() {
    yield `\uFEFF${header}\r\n`;
    for (let offset = 0; offset < EXPORT_MAX; offset += BATCH) {
      const batch = await listErrors(db.orm, q, { limit: BATCH, offset });
      if (batch.length === 0) return;
      yield `${batch.map((r) => COLUMNS.map(([, get]) => csvCell(get(toItem(r)))).join(',')).join('\r\n')}\r\n`;
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}

/**
 * Retry: a failed delivery's event is queued again for its subscription; a worker's report on a
 * user or organisation queues a resync of it (audited with the caller's name).
 */
export async function retryIntegrationError(
  db: Database,
  p: Principal,
  id: number,
): Promise<RetryResult> {
  return db.tx(async (tx) => {
    const row = await lockError(tx, id);
    if (!row) throw missing();
    let deliveries = 0;
    if (row.eventId) deliveries = await requeue(tx, row.eventId, row.subscriptionId);
    else {
      const full = await findError(tx, id);
      const target = /^[0-9]{1,9}$/.test(full?.targetId ?? '') ? Number(full?.targetId) : null;
      const kind =
        full?.targetType === 'USER'
          ? 'user'
          : full?.targetType === 'ORGANIZATION'
            ? 'organization'
            : null;
      const queued = kind && target ? await recordResync(tx, kind, target, p.email) : undefined;
      if (!queued)
        throw conflict(
          'This error names no event and no existing user or organization: there is nothing to send again.',
          'records.errors.nothingToRetry',
        );
      deliveries = queued.deliveries;
    }
    await markRetried(tx, id);
    return { id, status: 'RETRIED', deliveries };
  });
}

/** A worker's own failure, reported through the ingest call. */
export async function ingestIntegrationError(
  db: Database,
  body: z.infer<typeof ingestIntegrationErrorBodySchema> | IngestIntegrationErrorBody,
): Promise<{ id: number }> {
  const id = await insertError(db.orm, {
    integrationType: body.integrationType,
    targetType: body.targetType,
    targetId: body.targetId ?? null,
    organizationId: body.organizationId ?? null,
    serialNumber: body.serialNumber ?? null,
    functionName: body.functionName ?? null,
    functionArn: body.functionArn ?? null,
    logGroup: body.logGroup ?? null,
    logStream: body.logStream ?? null,
    logTimestamp: new Date(body.logTimestamp),
    message: body.message,
    details: body.details ?? null,
  });
  return { id };
}
