// GET /v2/user: the signed-in user's profile; PATCH /v2/user: one change to their own record.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userPatchSchema, userProfileSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { errorResponses } from '../../../lib/http-errors.js';
import { errors as patchErrors } from '../../../route-kits/experience-errors.js';

const errors = errorResponses(401, 403);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (req) => app.experience.getProfile(principalOf(req)),
  );

  app.patch(
    '',
    {
      schema: {
        tags: ['experience'],
        summary:
          'Changes one field of the signed-in user, their e-mail preferences or security question',
        body: userPatchSchema,
        response: { 204: z.null(), ...patchErrors },
      },
    },
    async (req, reply) => {
      await app.experience.patchUser(principalOf(req), req.body);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
