// /v2/admin/integration-events: the changes sent downstream, newest first, with their deliveries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationEventPageSchema, integrationEventQuerySchema } from '@portal/shared';
import { recordsRoute } from '../../../../route-kits/records-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    recordsRoute(
      'Integration events (the outbox): filter by record and type, pages',
      { querystring: integrationEventQuerySchema },
      { 200: integrationEventPageSchema },
    ),
    async (req) => app.records.events.list(req.query),
  );
};
export default plugin;
