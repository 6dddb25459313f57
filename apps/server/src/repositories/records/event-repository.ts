// The outbox as the integration pages read it: events newest first with their deliveries counted.
// Hand-written: counts per state with FILTER and the changer's name in one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { IntegrationEventQuery } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';

export interface EventRow {
  id: string;
  event_type: string;
  entity_type: 'user' | 'organization';
  entity_id: string;
  changed_by: string | null;
  changed_by_name: string | null;
  created_at: Date | string;
  pending: number;
  delivered: number;
  failed: number;
}

function where(q: Omit<IntegrationEventQuery, 'page' | 'pageSize'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.entityType) parts.push(sql`e.entity_type = ${q.entityType}`);
  if (q.entityId !== undefined) parts.push(sql`e.entity_id = ${String(q.entityId)}`);
  if (q.eventType) parts.push(sql`e.event_type = ${q.eventType}`);
  return sql.join(parts, sql` AND `);
}

export async function listEvents(ex: Executor, q: IntegrationEventQuery): Promise<EventRow[]> {
  return rows<EventRow>(
    ex,
    sql`SELECT e.id, e.event_type, e.entity_type, e.entity_id, e.changed_by, e.created_at,
        (SELECT c.first_name || ' ' || c.last_name FROM identity c
          WHERE lower(c.email) = lower(e.changed_by)) AS changed_by_name,
        count(d.id) FILTER (WHERE d.status = 'PENDING')::int AS pending,
        count(d.id) FILTER (WHERE d.status = 'DELIVERED')::int AS delivered,
        count(d.id) FILTER (WHERE d.status = 'FAILED')::int AS failed
      FROM integration_event e LEFT JOIN webhook_delivery d ON d.event_id = e.id
      WHERE ${where(q)}
      GROUP BY e.id
      ORDER BY e.created_at DESC, e.id
      LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
}

export async function countEvents(ex: Executor, q: IntegrationEventQuery): Promise<number> {
  const row = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM integration_event e WHERE ${where(q)}`,
  );
  return row?.n ?? 0;
}
