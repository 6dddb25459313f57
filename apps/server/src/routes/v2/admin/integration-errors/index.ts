// /v2/admin/integration-errors: the integration error report (spec section 3), its CSV export,
// one error's detail and the retry that queues the failed event again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  integrationErrorDetailSchema,
  integrationErrorExportQuerySchema,
  integrationErrorPageSchema,
  integrationErrorQuerySchema,
  recordIdParamsSchema,
  retryResultSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { recordsRoute, sendCsv } from '../../../../route-kits/records-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    recordsRoute(
      'Integration errors: search, filters, sort and pages',
      { querystring: integrationErrorQuerySchema },
      { 200: integrationErrorPageSchema },
    ),
    async (req) => app.records.errors.list(req.query),
  );
  app.get(
    '/export',
    recordsRoute(
      'The filtered integration errors as CSV (streamed, formula-safe)',
      { querystring: integrationErrorExportQuerySchema },
      { 200: z.unknown().describe('text/csv, one line per error') },
    ),
    async (req, reply) =>
      sendCsv(reply, 'integration-errors', app.records.errors.exportCsv(req.query)),
  );
  app.get(
    '/:id',
    recordsRoute(
      'One integration error with its details',
      { params: recordIdParamsSchema },
      { 200: integrationErrorDetailSchema },
    ),
    async (req) => app.records.errors.get(req.params.id),
  );
  app.post(
    '/:id/retry',
    recordsRoute(
      'Queues the failed event again (or resyncs the reported user or organization)',
      { params: recordIdParamsSchema },
      { 200: retryResultSchema },
    ),
    async (req) => app.records.errors.retry(principalOf(req), req.params.id),
  );
};
export default plugin;
