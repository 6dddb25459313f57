// Writes of the demo records: a paused webhook subscription with a failed delivery, and the
// integration errors workers reported.
import type { Executor } from '../../db/client.js';
import {
  integrationError,
  integrationEvent,
  webhookDelivery,
  webhookSubscription,
} from '../../db/schema/index.js';

export async function insertSubscription(
  ex: Executor,
  row: typeof webhookSubscription.$inferInsert,
): Promise<number> {
  const [r] = await ex
    .insert(webhookSubscription)
    .values(row)
    .returning({ id: webhookSubscription.id });
  return r!.id;
}

export async function insertEvent(
  ex: Executor,
  row: typeof integrationEvent.$inferInsert,
): Promise<string> {
  const [r] = await ex.insert(integrationEvent).values(row).returning({ id: integrationEvent.id });
  return r!.id;
}

export async function insertDelivery(ex: Executor, row: typeof webhookDelivery.$inferInsert) {
  await ex.insert(webhookDelivery).values(row);
}

export async function insertIntegrationErrors(
  ex: Executor,
  rows: (typeof integrationError.$inferInsert)[],
) {
  if (rows.length > 0) await ex.insert(integrationError).values(rows);
}
