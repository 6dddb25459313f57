// Reading users: the list, one user, the form's choices, a user's history, the CSV export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportQuerySchema,
  historyQuerySchema,
  userDetailSchema,
  userHistorySchema,
  userListSchema,
  userOptionsSchema,
  usersQuerySchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { sendCsv } from '../../../../route-kits/route-kit.js';
import { oneUserRoute, usersRoute } from '../../../../route-kits/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    usersRoute(
      'Users at the locations the administrator manages: search, filters, sort, pages',
      { querystring: usersQuerySchema },
      { 200: userListSchema },
    ),
    async (req) => app.usersAdmin.listUsers(principalOf(req), req.query),
  );

  app.get(
    '/export',
    usersRoute(
      'The filtered users list as CSV (streamed)',
      { querystring: exportQuerySchema },
      { 200: z.unknown().describe('text/csv, one line per user') },
    ),
    async (req, reply) => {
      return sendCsv(reply, 'users', await app.usersAdmin.exportCsv(principalOf(req), req.query));
    },
  );

  app.get(
    '/options',
    usersRoute(
      'What the administrator can give users: locations, brands, regions, roles, sets, applications',
      {},
      { 200: userOptionsSchema },
    ),
    async (req) => app.usersAdmin.userOptions(principalOf(req)),
  );

  app.get(
    '/:id',
    oneUserRoute(
      'One user with every field; 404 outside the administrator’s locations',
      {},
      { 200: userDetailSchema },
    ),
    async (req) => app.usersAdmin.getUser(principalOf(req), req.params.id),
  );

  app.get(
    '/:id/history',
    oneUserRoute(
      "A user's audit entries, newest first",
      { querystring: historyQuerySchema },
      { 200: userHistorySchema },
    ),
    async (req) =>
      app.usersAdmin.getHistory(
        principalOf(req),
        req.params.id,
        req.query.page,
        req.query.pageSize,
      ),
  );
};
export default plugin;
