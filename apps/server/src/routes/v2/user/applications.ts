// GET /v2/user/applications: the applications the user may open, names in the asked language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsQuerySchema, userApplicationsSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { listUserApplications } from '../../../services/experience/applications.js';
import type { RouteDeps } from '../experience.js';
import { errors } from '../../../http/experience-errors.js';

export const applicationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/user/applications',
    {
      schema: {
        tags: ['experience'],
        summary: 'Applications the signed-in user may open (by roles, brands and regions)',
        querystring: applicationsQuerySchema,
        response: { 200: userApplicationsSchema, ...errors },
      },
    },
    async (req) => listUserApplications(db.orm, principalOf(req), req.query.language),
  );
};
