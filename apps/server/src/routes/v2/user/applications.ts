// GET /v2/user/applications: the applications the user may open, names in the asked language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsQuerySchema, userApplicationsSchema } from '@portal/shared';
import { notModified } from '../../../auth/cached-answer.js';
import { principalOf } from '../../../auth/guard.js';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications',
    {
      schema: {
        tags: ['experience'],
        summary: 'Applications the signed-in user may open (by roles, brands and regions)',
        querystring: applicationsQuerySchema,
        response: { 200: userApplicationsSchema, 304: notModified, ...errors },
      },
    },
    async (req, reply) =>
      app.sendCached(req, reply, {
        key: `applications ${req.query.language}`,
        schema: userApplicationsSchema,
        compute: () => app.experience.listUserApplications(principalOf(req), req.query.language),
      }),
  );
};
export default plugin;
