// The integration error report: filtered pages, one error, new errors (failed deliveries and
// ingested reports) and the retry bookkeeping.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { rangeEnd, rangeStart, type IntegrationErrorQuery } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { likeContains } from '../../db/sql.js';
import {
  integrationError,
  integrationEvent,
  organization,
  webhookSubscription,
} from '../../db/schema/index.js';

export type ErrorFilter = Omit<IntegrationErrorQuery, 'page' | 'pageSize'>;
export type NewIntegrationError = typeof integrationError.$inferInsert;

const e = integrationError;
const SORTS: Record<ErrorFilter['sortBy'], SQL | AnyColumn> = {
  logTimestamp: e.logTimestamp,
  integrationType: e.integrationType,
  targetType: e.targetType,
  organizationId: sql`coalesce(${e.organizationId}, 0)`,
  serialNumber: sql`coalesce(${e.serialNumber}, '')`,
  status: e.status,
};

function conditions(f: ErrorFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.integrationType) parts.push(eq(e.integrationType, f.integrationType));
  if (f.targetType) parts.push(eq(e.targetType, f.targetType));
  if (f.status) parts.push(eq(e.status, f.status));
  if (f.organizationId !== undefined) parts.push(eq(e.organizationId, f.organizationId));
  if (f.from) parts.push(gte(e.logTimestamp, rangeStart(f.from)));
  if (f.to) parts.push(lte(e.logTimestamp, rangeEnd(f.to)));
  if (f.q) {
    const pat = likeContains(f.q);
    parts.push(
      or(
        ilike(e.message, pat),
        ilike(e.serialNumber, pat),
        ilike(e.targetId, pat),
        ilike(e.functionName, pat),
        ilike(e.integrationType, pat),
        ilike(e.logStream, pat),
      ),
    );
  }
  return and(...parts);
}

const columns = {
  id: e.id,
  integrationType: e.integrationType,
  targetType: e.targetType,
  targetId: e.targetId,
  organizationId: e.organizationId,
  organizationName: organization.name,
  serialNumber: e.serialNumber,
  functionName: e.functionName,
  functionArn: e.functionArn,
  logGroup: e.logGroup,
  logStream: e.logStream,
  logTimestamp: e.logTimestamp,
  message: e.message,
  status: e.status,
  eventId: e.eventId,
  retryCount: e.retryCount,
  createdAt: e.createdAt,
};

export async function listErrors(
  ex: Executor,
  f: ErrorFilter,
  page: { limit: number; offset: number },
) {
  const order = f.sortType === 'asc' ? asc : desc;
  return ex
    .select(columns)
    .from(e)
    .leftJoin(organization, eq(organization.id, e.organizationId))
    .where(conditions(f))
    .orderBy(order(SORTS[f.sortBy]), desc(e.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ErrorListRow = Awaited<ReturnType<typeof listErrors>>[number];

export async function countErrors(ex: Executor, f: ErrorFilter): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(e).where(conditions(f));
  return row?.n ?? 0;
}

export async function findError(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      ...columns,
      details: e.details,
      subscriptionId: e.subscriptionId,
      eventType: integrationEvent.eventType,
      webhookUrl: webhookSubscription.url,
    })
    .from(e)
    .leftJoin(organization, eq(organization.id, e.organizationId))
    .leftJoin(integrationEvent, eq(integrationEvent.id, e.eventId))
    .leftJoin(webhookSubscription, eq(webhookSubscription.id, e.subscriptionId))
    .where(eq(e.id, id));
  return row;
}

export async function insertError(ex: Executor, row: NewIntegrationError): Promise<number> {
  const [created] = await ex.insert(e).values(row).returning({ id: e.id });
  return created!.id;
}

/** Marks the error retried (counted) and returns its row, locked for the caller's transaction. */
export async function lockError(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: e.id, eventId: e.eventId, subscriptionId: e.subscriptionId })
    .from(e)
    .where(eq(e.id, id))
    .for('update');
  return row;
}

export async function markRetried(ex: Executor, id: number): Promise<void> {
  await ex
    .update(e)
    .set({ status: 'RETRIED', retryCount: sql`${e.retryCount} + 1` })
    .where(eq(e.id, id));
}
