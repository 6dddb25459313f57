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
        summary:
          "The signed-in user's brands, regions, features, required actions and whether the password expired",
        response: { 200: userAccessDataSchema, ...errors },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const maxAge = app.config.compliance.passwordMaxAgeDays;
      return {
        ...p.access,
        passwordExpired: await app.compliance.isPasswordExpired(p.identityId, maxAge),
      };
    },
  );
};
export default plugin;
