// GET /v2/user/migrate/security-questions: the questions a user may pick, in the asked language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityQuestionsQuerySchema, securityQuestionsSchema } from '@portal/shared';
import { securityQuestions } from '../../../../services/experience/preferences.js';
import { errors } from '../../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/security-questions',
    {
      schema: {
        tags: ['experience'],
        summary: 'Security questions to choose from, in the asked language',
        querystring: securityQuestionsQuerySchema,
        response: { 200: securityQuestionsSchema, ...errors },
      },
    },
    async (req) => securityQuestions(req.query.language),
  );
};
export default plugin;
