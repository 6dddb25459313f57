// Global preferences of the signed-in user: read-only assignments, own field changes, e-mail
// preferences and security questions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_DEFINITIONS,
  applicationsQuerySchema,
  emailDefinitionsSchema,
  securityQuestionsQuerySchema,
  securityQuestionsSchema,
  userPatchSchema,
  userPreferencesSchema,
} from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import {
  getPreferences,
  patchUser,
  securityQuestions,
} from '../../../services/experience/preferences.js';
import type { RouteDeps } from '../experience.js';
import { errors } from '../../../http/experience-errors.js';

export const preferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/user/preferences',
    {
      schema: {
        tags: ['experience'],
        summary: "The signed-in user's e-mail preferences, security question and assignments",
        querystring: applicationsQuerySchema,
        response: { 200: userPreferencesSchema, ...errors },
      },
    },
    async (req) => getPreferences(db.orm, principalOf(req), req.query.language),
  );

  app.patch(
    '/user',
    {
      schema: {
        tags: ['experience'],
        summary:
          'Changes one field of the signed-in user, their e-mail preferences or security question',
        body: userPatchSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await patchUser(db, principalOf(req), req.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/emails/definitions',
    {
      schema: {
        tags: ['experience'],
        summary: 'The kinds of e-mail the portal sends; mandatory ones cannot be switched off',
        response: { 200: emailDefinitionsSchema, ...errors },
      },
    },
    async () => EMAIL_DEFINITIONS.map((d) => ({ ...d })),
  );

  app.get(
    '/user/migrate/security-questions',
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
