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
import { CursorError, listUsers } from '../../../../repositories/users/list-repository.js';
import { loadAdminContext } from '../../../../services/users/admin-context.js';
import { userError } from '../../../../services/users/errors.js';
import { getHistory, getUser, userOptions } from '../../../../services/users/view-service.js';
import { exportCsv } from '../../../../services/users/csv-export.js';
import type { UsersDeps } from '../../../../services/users/deps.js';
import { ERRORS, TAGS } from '../../../../http/users-route-kit.js';

export const readRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, { db }) => {
  app.get(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Users at the locations the administrator manages: search, filters, sort, pages',
        querystring: usersQuerySchema,
        response: { 200: userListSchema, ...ERRORS },
      },
    },
    async (req) => {
      const ctx = await loadAdminContext(db.orm, principalOf(req));
      const list = await listUsers(db.orm, ctx.listScope, req.query).catch((err: unknown) => {
        if (err instanceof CursorError) throw userError('badCursor', err.message);
        throw err;
      });
      return { ...list, page: req.query.after ? 1 : req.query.page, pageSize: req.query.pageSize };
    },
  );

  app.get(
    '/admin/users/export',
    {
      schema: {
        tags: TAGS,
        summary: 'The filtered users list as CSV (streamed)',
        querystring: exportQuerySchema,
        response: { 200: z.unknown().describe('text/csv, one line per user'), ...ERRORS },
      },
    },
    async (req, reply) => {
      const stream = await exportCsv(db, principalOf(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/admin/users/options',
    {
      schema: {
        tags: TAGS,
        summary:
          'What the administrator can give users: locations, brands, regions, roles, sets, applications',
        response: { 200: userOptionsSchema, ...ERRORS },
      },
    },
    async (req) => userOptions(db, principalOf(req)),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One user with every field; 404 outside the administrator’s locations',
        params: userIdParamsSchema,
        response: { 200: userDetailSchema, ...ERRORS },
      },
    },
    async (req) => getUser(db, principalOf(req), req.params.id),
  );

  app.get(
    '/admin/users/:id/history',
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
      getHistory(db, principalOf(req), req.params.id, req.query.page, req.query.pageSize),
  );
};
