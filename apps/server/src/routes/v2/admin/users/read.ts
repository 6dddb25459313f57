// Reading users: the list, one user, the form's choices, a user's history, the CSV export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportQuerySchema,
  historyQuerySchema,
  userDetailSchema,
  userHistorySchema,
  userIdParamsSchema,
  userListSchema,
  userOptionsSchema,
  usersQuerySchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { ERRORS, TAGS } from '../../../../http/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Users at the locations the administrator manages: search, filters, sort, pages',
        querystring: usersQuerySchema,
        response: { 200: userListSchema, ...ERRORS },
      },
    },
    async (req) => app.usersAdmin.listUsers(principalOf(req), req.query),
  );

  app.get(
    '/export',
    {
      schema: {
        tags: TAGS,
        summary: 'The filtered users list as CSV (streamed)',
        querystring: exportQuerySchema,
        response: { 200: z.unknown().describe('text/csv, one line per user'), ...ERRORS },
      },
    },
    async (req, reply) => {
      const stream = await app.usersAdmin.exportCsv(principalOf(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/options',
    {
      schema: {
        tags: TAGS,
        summary:
          'What the administrator can give users: locations, brands, regions, roles, sets, applications',
        response: { 200: userOptionsSchema, ...ERRORS },
      },
    },
    async (req) => app.usersAdmin.userOptions(principalOf(req)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One user with every field; 404 outside the administrator’s locations',
        params: userIdParamsSchema,
        response: { 200: userDetailSchema, ...ERRORS },
      },
    },
    async (req) => app.usersAdmin.getUser(principalOf(req), req.params.id),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: "A user's audit entries, newest first",
        params: userIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: userHistorySchema, ...ERRORS },
      },
    },
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
