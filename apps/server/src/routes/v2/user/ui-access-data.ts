// GET /v2/user/ui-access-data: what the web app needs to decide what to show the signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAccessDataSchema } from '@portal/shared';
import { notModified } from '../../../auth/cached-answer.js';
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
        response: { 200: userAccessDataSchema, 304: notModified, ...errors },
      },
    },
    async (req, reply) => {
      // The password's age comes with the request's version read: expiry needs no query of its own.
      const anchor = req.cacheContext?.passwordAnchorMs ?? null;
      const maxAgeMs = app.config.compliance.passwordMaxAgeDays * 86_400_000;
      const passwordExpired = anchor !== null && anchor < Date.now() - maxAgeMs;
      return app.sendCached(req, reply, {
        key: `ui-access-data ${passwordExpired}`,
        schema: userAccessDataSchema,
        compute: async ({ principal }) => ({ ...principal.access, passwordExpired }),
      });
    },
  );
};
export default plugin;
