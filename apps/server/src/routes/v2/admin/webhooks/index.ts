// /v2/admin/webhooks: the subscriptions integration events are delivered to. Saving only checks
// the address's form; it is never called from these requests.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookBodySchema,
  recordIdParamsSchema,
  updateWebhookBodySchema,
  webhookListSchema,
  webhookSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { recordsRoute } from '../../../../route-kits/records-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    recordsRoute('Webhook subscriptions (secrets are never shown)', {}, { 200: webhookListSchema }),
    async () => app.records.webhooks.list(),
  );
  app.get(
    '/:id',
    recordsRoute(
      'One webhook subscription',
      { params: recordIdParamsSchema },
      { 200: webhookSchema },
    ),
    async (req) => app.records.webhooks.get(req.params.id),
  );
  app.post(
    '',
    recordsRoute(
      'Adds a subscription: an http(s) URL, a signing secret, event types',
      { body: createWebhookBodySchema },
      { 201: webhookSchema },
    ),
    async (req, reply) =>
      reply.code(201).send(await app.records.webhooks.create(principalOf(req), req.body)),
  );
  app.put(
    '/:id',
    recordsRoute(
      'Changes a subscription (leave the secret out to keep it)',
      { params: recordIdParamsSchema, body: updateWebhookBodySchema },
      { 200: webhookSchema },
    ),
    async (req) => app.records.webhooks.update(req.params.id, req.body),
  );
  app.delete(
    '/:id',
    recordsRoute(
      'Removes a subscription and its pending deliveries',
      { params: recordIdParamsSchema },
      { 204: z.null() },
    ),
    async (req, reply) => {
      await app.records.webhooks.remove(req.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
