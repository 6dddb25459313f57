// Webhook subscriptions configured by an administrator. A URL is checked for its form (http or
// https, a host) and its address (not loopback, link-local or private, unless the host is in
// WEBHOOK_ALLOWED_HOSTS; a name is resolved for that): it is never fetched while it is saved, so
// saving cannot be used to make the portal call an address. The secret is write-only: answers
// show its last characters.
import type { z } from 'zod';
import type {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  Webhook,
  WebhookList,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import {
  deleteSubscription,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  updateSubscription,
  type SubscriptionRow,
} from '../../repositories/records/webhook-repository.js';
import type { Principal } from '../access.js';
import { checkWebhookUrl } from './webhook-address.js';

const missing = () =>
  notFound('The webhook subscription does not exist.', 'records.errors.webhookNotFound');

function toWebhook(r: SubscriptionRow): Webhook {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    eventTypes: r.eventTypes,
    active: r.active,
    secretHint: `••••${r.secret.slice(-4)}`,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lastDeliveryAt: r.lastDeliveryAt ? r.lastDeliveryAt.toISOString() : null,
    lastDeliveryStatus: r.lastDeliveryStatus,
  };
}

export async function listWebhooks(db: Database): Promise<WebhookList> {
  return { items: (await listSubscriptions(db.orm)).map(toWebhook) };
}

export async function getWebhook(db: Database, id: number): Promise<Webhook> {
  const row = await findSubscription(db.orm, id);
  if (!row) throw missing();
  return toWebhook(row);
}

export async function createWebhook(
  db: Database,
  p: Principal,
  f: z.infer<typeof createWebhookBodySchema>,
  allowedHosts: readonly string[] = [],
): Promise<Webhook> {
  await checkWebhookUrl(f.url, allowedHosts);
  const id = await insertSubscription(db.orm, f, p.email);
  return getWebhook(db, id);
}

export async function updateWebhook(
  db: Database,
  id: number,
  f: z.infer<typeof updateWebhookBodySchema>,
  allowedHosts: readonly string[] = [],
): Promise<Webhook> {
  await checkWebhookUrl(f.url, allowedHosts);
  if (!(await updateSubscription(db.orm, id, f))) throw missing();
  return getWebhook(db, id);
}

export async function deleteWebhook(db: Database, id: number): Promise<void> {
  if (!(await deleteSubscription(db.orm, id))) throw missing();
}
