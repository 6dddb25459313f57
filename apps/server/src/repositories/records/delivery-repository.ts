// Webhook deliveries: claiming due ones across processes (FOR UPDATE SKIP LOCKED, then a lease),
// recording the outcome, and queueing an event again (retry from the error report).
// Hand-written: the claim is one UPDATE over a locking subquery, which the builder cannot say.
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  eventId: string;
  eventType: string;
  entityType: string;
  entityId: string;
  payload: unknown;
  createdAt: Date;
  subscriptionId: number;
  url: string;
  /** The current secret, then the previous one while it is still valid after a rotation. */
  secrets: string[];
}

/**
 * Takes up to `limit` due deliveries of active subscriptions (a paused one keeps its queue): each gets one more attempt and is leased until `leaseMs`
 * from now, so no other process takes it meanwhile (SKIP LOCKED passes over rows another claim
 * holds). A process that dies mid-delivery leaves the lease to expire: then it is tried again.
 */
export async function claimDue(
  ex: Executor,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const list = await rows<{
    id: number | string;
    attempts: number;
    event_id: string;
    event_type: string;
    entity_type: string;
    entity_id: string;
    payload: unknown;
    created_at: Date | string;
    subscription_id: number;
    url: string;
    secret: string;
    previous_secret: string | null;
  }>(
    ex,
    sql`WITH due AS (
        SELECT d.id FROM webhook_delivery d
        JOIN webhook_subscription s ON s.id = d.subscription_id AND s.active
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= now()
        ORDER BY d.next_attempt_at, d.id
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED
      ), claimed AS (
        UPDATE webhook_delivery d
        SET attempts = d.attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
        FROM due WHERE d.id = due.id
        RETURNING d.id, d.attempts, d.event_id, d.subscription_id
      )
      SELECT c.id, c.attempts, c.event_id, e.event_type, e.entity_type, e.entity_id, e.payload,
        e.created_at, c.subscription_id, s.url, s.secret,
        CASE WHEN s.previous_secret_until > now() THEN s.previous_secret END AS previous_secret
      FROM claimed c
      JOIN integration_event e ON e.id = c.event_id
      JOIN webhook_subscription s ON s.id = c.subscription_id
      ORDER BY c.id`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    attempts: r.attempts,
    eventId: r.event_id,
    eventType: r.event_type,
    entityType: r.entity_type,
    entityId: r.entity_id,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    createdAt: new Date(r.created_at),
    subscriptionId: r.subscription_id,
    url: r.url,
    secrets: r.previous_secret ? [r.secret, r.previous_secret] : [r.secret],
  }));
}

/** The outcome of one attempt; only the claim that made it (same attempt count) may write it. */
export async function finishAttempt(
  ex: Executor,
  d: { id: number; attempts: number },
  outcome:
    | { kind: 'delivered'; status: number }
    | { kind: 'retry'; status: number | null; error: string; delayMs: number }
    | { kind: 'failed'; status: number | null; error: string },
): Promise<boolean> {
  const status =
    outcome.kind === 'delivered' ? 'DELIVERED' : outcome.kind === 'retry' ? 'PENDING' : 'FAILED';
  const error = outcome.kind === 'delivered' ? null : outcome.error;
  const next =
    outcome.kind === 'retry'
      ? sql`now() + ${`${outcome.delayMs} milliseconds`}::interval`
      : sql`next_attempt_at`;
  const row = await one<{ id: number }>(
    ex,
    sql`UPDATE webhook_delivery SET status = ${status}, last_status = ${outcome.status},
        last_error = ${error}, next_attempt_at = ${next},
        delivered_at = ${outcome.kind === 'delivered' ? sql`now()` : sql`NULL`}
      WHERE id = ${d.id} AND attempts = ${d.attempts} AND status = 'PENDING'
      RETURNING id`,
  );
  return row !== undefined;
}

/** Queues an event again for one subscription (when it still exists) or for every listener. */
export async function requeue(
  ex: Executor,
  eventId: string,
  subscriptionId: number | null,
): Promise<number> {
  const queued = await rows<{ id: number }>(
    ex,
    sql`INSERT INTO webhook_delivery (event_id, subscription_id)
      SELECT e.id, s.id FROM integration_event e JOIN webhook_subscription s
        ON ${subscriptionId === null ? sql`s.active AND e.event_type = ANY(s.event_types)` : sql`s.id = ${subscriptionId}`}
      WHERE e.id = ${eventId}::uuid
      RETURNING id`,
  );
  return queued.length;
}
