// GET /v2/user/ui-access-data: what the web app needs to decide what to show the signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAccessDataSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { errorResponses } from '../../../lib/http-errors.js';

const errors = errorResponses(401, 403);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ui-access-data',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's brands, regions, features and required actions",
        response: { 200: userAccessDataSchema, ...errors },
      },
    },
    async (req) => principalOf(req).access,
  );
};
export default plugin;
