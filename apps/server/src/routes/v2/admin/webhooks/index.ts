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
import { ERRORS, TAGS } from '../../../../route-kits/records-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Webhook subscriptions (secrets are never shown)',
        response: { 200: webhookListSchema, ...ERRORS },
      },
    },
    async () => app.records.webhooks.list(),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One webhook subscription',
        params: recordIdParamsSchema,
        response: { 200: webhookSchema, ...ERRORS },
      },
    },
    async (req) => app.records.webhooks.get(req.params.id),
  );
  app.post(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Adds a subscription: an http(s) URL, a signing secret, event types',
        body: createWebhookBodySchema,
        response: { 201: webhookSchema, ...ERRORS },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.records.webhooks.create(principalOf(req), req.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Changes a subscription (leave the secret out to keep it)',
        params: recordIdParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...ERRORS },
      },
    },
    async (req) => app.records.webhooks.update(req.params.id, req.body),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes a subscription and its pending deliveries',
        params: recordIdParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (req, reply) => {
      await app.records.webhooks.remove(req.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
