// Webhook subscriptions: plain CRUD with the query builder, plus the latest delivery of each.
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { webhookDelivery, webhookSubscription } from '../../db/schema/index.js';
import { removeWhere } from '../row-writes.js';

export type SubscriptionRow = Omit<typeof webhookSubscription.$inferSelect, 'previousSecret'> & {
  lastDeliveryAt: Date | null;
  lastDeliveryStatus: 'PENDING' | 'DELIVERED' | 'FAILED' | null;
};

export interface SubscriptionFields {
  url: string;
  description: string;
  eventTypes: string[];
  active: boolean;
  secret?: string | undefined;
}

// The latest delivery of the subscription, as two scalar subqueries.
const latest = (column: 'created_at' | 'status') =>
  sql.raw(`(SELECT d.${column} FROM webhook_delivery d
    WHERE d.subscription_id = webhook_subscription.id ORDER BY d.id DESC LIMIT 1)`);

function selection() {
  return {
    id: webhookSubscription.id,
    url: webhookSubscription.url,
    description: webhookSubscription.description,
    secret: webhookSubscription.secret,
    previousSecretUntil: webhookSubscription.previousSecretUntil,
    eventTypes: webhookSubscription.eventTypes,
    active: webhookSubscription.active,
    createdBy: webhookSubscription.createdBy,
    createdAt: webhookSubscription.createdAt,
    updatedAt: webhookSubscription.updatedAt,
    lastDeliveryAt: sql<Date | string | null>`${latest('created_at')}`,
    lastDeliveryStatus: sql<SubscriptionRow['lastDeliveryStatus']>`${latest('status')}`,
  };
}

const normalise = (r: Omit<SubscriptionRow, 'lastDeliveryAt'> & { lastDeliveryAt: unknown }) => ({
  ...r,
  lastDeliveryAt: r.lastDeliveryAt == null ? null : new Date(r.lastDeliveryAt as string),
});

export async function listSubscriptions(ex: Executor): Promise<SubscriptionRow[]> {
  const list = await ex
    .select(selection())
    .from(webhookSubscription)
    .orderBy(webhookSubscription.id);
  return list.map(normalise);
}

export async function findSubscription(ex: Executor, id: number) {
  const [row] = await ex
    .select(selection())
    .from(webhookSubscription)
    .where(eq(webhookSubscription.id, id));
  return row ? normalise(row) : undefined;
}

export async function insertSubscription(
  ex: Executor,
  f: SubscriptionFields & { secret: string },
  by: string,
): Promise<number> {
  const [row] = await ex
    .insert(webhookSubscription)
    .values({ ...f, createdBy: by })
    .returning({ id: webhookSubscription.id });
  return row!.id;
}

/** How long the previous secret signs too after a rotation. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

export async function updateSubscription(
  ex: Executor,
  id: number,
  f: SubscriptionFields,
): Promise<boolean> {
  const { secret, ...rest } = f;
  // A new secret: the current one becomes the previous one, valid for the grace period.
  const rotation = secret
    ? {
        secret,
        previousSecret: sql`${webhookSubscription.secret}`,
        previousSecretUntil: sql`now() + ${`${ROTATION_GRACE_MS} milliseconds`}::interval`,
      }
    : {};
  const changed = await ex
    .update(webhookSubscription)
    .set({ ...rest, ...rotation, updatedAt: new Date() })
    .where(eq(webhookSubscription.id, id))
    .returning({ id: webhookSubscription.id });
  return changed.length > 0;
}

export async function deleteSubscription(ex: Executor, id: number): Promise<boolean> {
  return removeWhere(ex, webhookSubscription, [webhookSubscription.id, id]);
}

/** The deliveries of one subscription, newest first (tests and diagnostics). */
export async function deliveriesOf(ex: Executor, subscriptionId: number) {
  return ex
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.subscriptionId, subscriptionId))
    .orderBy(desc(webhookDelivery.id));
}
