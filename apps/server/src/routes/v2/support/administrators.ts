// GET /v2/support/administrators: who to contact for help at the user's dealer locations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportAdministratorsSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/administrators',
    {
      schema: {
        tags: ['experience'],
        summary: "Administrators of the signed-in user's locations, with contact details",
        response: { 200: supportAdministratorsSchema, ...errors },
      },
    },
    async (req) => app.experience.listSupportAdministrators(principalOf(req)),
  );
};
export default plugin;
