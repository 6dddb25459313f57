// GET /v2/emails/definitions: the kinds of e-mail the portal sends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_DEFINITIONS, emailDefinitionsSchema } from '@portal/shared';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/definitions',
    {
      schema: {
        tags: ['experience'],
        summary: 'The kinds of e-mail the portal sends; mandatory ones cannot be switched off',
        response: { 200: emailDefinitionsSchema, ...errors },
      },
    },
    async () => EMAIL_DEFINITIONS.map((d) => ({ ...d })),
  );
};
export default plugin;
