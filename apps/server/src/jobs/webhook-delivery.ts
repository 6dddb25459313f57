// Delivers queued integration events to webhook subscriptions: signed, retried with exponential
// backoff, one delivery per event and subscription across every portal process (claims take rows
// FOR UPDATE SKIP LOCKED and lease them). A delivery that fails for good becomes an integration error.
import type { WebhookSettings } from '../config.js';
import type { Database } from '../db/client.js';
import {
  claimDue,
  finishAttempt,
  type ClaimedDelivery,
} from '../repositories/records/delivery-repository.js';
import { insertError } from '../repositories/records/integration-error-repository.js';
import { webhookHeaders } from '../services/records/signature.js';
import { postWebhook } from '../services/records/webhook-post.js';

export interface DeliveryTally {
  delivered: number;
  retried: number;
  failed: number;
}

/** The delay before attempt n+1: base, 2 x base, 4 x base ... up to the maximum. */
export function backoffMs(s: WebhookSettings, attempts: number): number {
  return Math.min(s.retryMaxMs, s.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** The body receivers get: the event id, its type, when it happened and the record's state. */
export function eventBody(d: ClaimedDelivery): string {
  return JSON.stringify({
    id: d.eventId,
    type: d.eventType,
    timestamp: d.createdAt.toISOString(),
    data: d.payload,
  });
}

async function send(
  d: ClaimedDelivery,
  s: WebhookSettings,
): Promise<{ ok: boolean; status: number | null; error: string }> {
  const body = eventBody(d);
  try {
    // The address rule is checked again now: DNS may have changed since the URL was saved.
    const res = await postWebhook(d.url, webhookHeaders(d.secrets, d.eventId, body), body, {
      timeoutMs: s.timeoutMs,
      allowedHosts: s.allowedHosts,
    });
    const text = res.text;
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? '' : `HTTP ${res.status} ${text}`.trim() };
  } catch (err) {
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return { ok: false, status: null, error: reason.slice(0, 1000) };
  }
}

interface PayloadHints {
  serialNumber?: string | null;
  locations?: { organizationId: number; mode: string; preferred: boolean }[];
}

/** Where the failed record belongs, for the error report's organisation and serial columns. */
function hints(d: ClaimedDelivery) {
  const p = (d.payload ?? {}) as PayloadHints;
  if (d.entityType === 'organization')
    return { organizationId: Number(d.entityId), serialNumber: null };
  const included = (p.locations ?? []).filter((l) => l.mode === 'INCLUDE');
  const org = included.find((l) => l.preferred) ?? included[0];
  return { organizationId: org?.organizationId ?? null, serialNumber: p.serialNumber ?? null };
}

async function failForGood(db: Database, d: ClaimedDelivery, status: number | null, error: string) {
  await db.tx(async (tx) => {
    if (!(await finishAttempt(tx, d, { kind: 'failed', status, error }))) return;
    await insertError(tx, {
      integrationType: 'WEBHOOK',
      targetType: d.entityType === 'organization' ? 'ORGANIZATION' : 'USER',
      targetId: d.entityId,
      ...hints(d),
      functionName: 'portal-webhook-delivery',
      logGroup: 'portal/webhooks',
      logStream: `subscription-${d.subscriptionId}`,
      logTimestamp: new Date(),
      message:
        `Delivery of ${d.eventType} to ${d.url} failed after ${d.attempts} attempts: ${error}`.slice(
          0,
          4000,
        ),
      details: error,
      eventId: d.eventId,
      subscriptionId: d.subscriptionId,
    });
  });
}

/** One pass: claims due deliveries, sends them, records each outcome. */
export async function deliverDue(
  db: Database,
  s: WebhookSettings,
  batch = 20,
): Promise<DeliveryTally> {
  const tally: DeliveryTally = { delivered: 0, retried: 0, failed: 0 };
  const claimed = await db.tx((tx) => claimDue(tx, batch, s.timeoutMs + 30_000));
  await Promise.all(
    claimed.map(async (d) => {
      const r = await send(d, s);
      if (r.ok) {
        await finishAttempt(db.orm, d, { kind: 'delivered', status: r.status ?? 200 });
        tally.delivered++;
      } else if (d.attempts >= s.maxAttempts) {
        await failForGood(db, d, r.status, r.error);
        tally.failed++;
      } else {
        const delayMs = backoffMs(s, d.attempts);
        await finishAttempt(db.orm, d, {
          kind: 'retry',
          status: r.status,
          error: r.error,
          delayMs,
        });
        tally.retried++;
      }
    }),
  );
  return tally;
}

export interface Runner {
  stop(): Promise<void>;
}

/** Polls for due deliveries every `pollMs` (at once again while a batch came back full). */
export function startWebhookRunner(deps: {
  db: Database;
  settings: WebhookSettings;
  log: { error(obj: object, msg: string): void };
}): Runner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const batch = 20;
  const tick = () => {
    running = (async () => {
      let again = false;
      try {
        const t = await deliverDue(deps.db, deps.settings, batch);
        again = t.delivered + t.retried + t.failed >= batch;
      } catch (err) {
        deps.log.error({ err }, 'webhook delivery failed');
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : deps.settings.pollMs);
    })();
  };
  timer = setTimeout(tick, deps.settings.pollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
