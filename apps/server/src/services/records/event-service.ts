// The outbox of integration events as a page (what was sent downstream, and how it went).
import type { IntegrationEventPage, IntegrationEventQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { iso } from '../../db/sql.js';
import { countEvents, listEvents } from '../../repositories/records/integration-events.js';

export async function listIntegrationEvents(
  db: Database,
  q: IntegrationEventQuery,
): Promise<IntegrationEventPage> {
  const [list, total] = await Promise.all([listEvents(db.orm, q), countEvents(db.orm, q)]);
  return {
    items: list.map((r) => ({
      id: r.id,
      eventType: r.event_type,
      entityType: r.entity_type,
      entityId: Number(r.entity_id),
      changedBy: r.changed_by,
      changedByName: r.changed_by_name,
      createdAt: iso(r.created_at),
      deliveries: { pending: r.pending, delivered: r.delivered, failed: r.failed },
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
