// /v2/admin/audit/{users,organizations}: edit history search, CSV export and force resync, and
// /v2/admin/audit/changers for the "changed by" filter, each within the auditor's delegated scope
// (services/records/audit-service.ts says the rule).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditChangersQuerySchema,
  auditChangersSchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  recordIdParamsSchema,
  resyncResultSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { recordsRoute, sendCsv } from '../../../../route-kits/records-route-kit.js';

const KINDS = [
  ['users', 'user'],
  ['organizations', 'organization'],
] as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/changers',
    recordsRoute(
      'People named as "changed by" in the edit history the caller may read, by name or e-mail',
      { querystring: auditChangersQuerySchema },
      { 200: auditChangersSchema },
    ),
    async (req) => app.records.audit.changers(principalOf(req), req.query),
  );

  for (const [path, kind] of KINDS) {
    app.get(
      `/${path}`,
      recordsRoute(
        `Edit history of ${path}: search, filters, sort and pages, with names`,
        { querystring: auditQuerySchema },
        { 200: auditPageSchema },
      ),
      async (req) => app.records.audit.search(principalOf(req), kind, req.query),
    );

    app.get(
      `/${path}/export`,
      recordsRoute(
        `The filtered edit history of ${path} as CSV (streamed, formula-safe)`,
        { querystring: auditExportQuerySchema },
        { 200: z.unknown().describe('text/csv, one line per entry') },
      ),
      async (req, reply) =>
        sendCsv(
          reply,
          `${path}-history`,
          await app.records.audit.exportCsv(principalOf(req), kind, req.query),
        ),
    );

    app.post(
      `/${path}/:id/resync`,
      recordsRoute(
        `Sends the current state of one of the ${path} downstream again (audited)`,
        { params: recordIdParamsSchema },
        { 200: resyncResultSchema },
      ),
      async (req) => app.records.audit.resync(principalOf(req), kind, req.params.id),
    );
  }
};
export default plugin;
