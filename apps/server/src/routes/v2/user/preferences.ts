// GET /v2/user/preferences: read-only assignments, e-mail preferences and security question.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsQuerySchema, userPreferencesSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preferences',
    {
      schema: {
        tags: ['experience'],
        summary: "The signed-in user's e-mail preferences, security question and assignments",
        querystring: applicationsQuerySchema,
        response: { 200: userPreferencesSchema, ...errors },
      },
    },
    async (req) => app.experience.getPreferences(principalOf(req), req.query.language),
  );
};
export default plugin;
