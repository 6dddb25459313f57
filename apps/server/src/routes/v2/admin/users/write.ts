// Changing users: create, edit, deactivate, reactivate, delete, re-send the verification e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdUserSchema,
  createUserBodySchema,
  deactivateUserBodySchema,
  idSchema,
  updateUserBodySchema,
  userIdParamsSchema,
  versionBodySchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { createUser, updateUser } from '../../../../services/users/users-service.js';
import {
  deactivateUser,
  deleteUser,
  reactivateUser,
  resendVerification,
} from '../../../../services/users/lifecycle-service.js';
import type { UsersDeps } from '../../../../services/users/deps.js';
import { ERRORS, TAGS, versionAnswer } from '../../../../http/users-route-kit.js';

export const writeRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  app.post(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        summary:
          'Creates a user at the administrator’s locations and sends the verification e-mail',
        body: createUserBodySchema,
        response: { 201: createdUserSchema, ...ERRORS },
      },
    },
    async (req, reply) => reply.code(201).send(await createUser(deps, principalOf(req), req.body)),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Saves a user; 409 when the version is not the current one',
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: versionAnswer, ...ERRORS },
      },
    },
    async (req) => updateUser(deps, principalOf(req), req.params.id, req.body),
  );

  app.post(
    '/admin/users/:id/deactivate',
    {
      schema: {
        tags: TAGS,
        summary: 'Deactivates a user with a reason; their sessions and refresh tokens end',
        params: userIdParamsSchema,
        body: deactivateUserBodySchema,
        response: { 200: versionAnswer, ...ERRORS },
      },
    },
    async (req) => deactivateUser(deps, principalOf(req), req.params.id, req.body),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      schema: {
        tags: TAGS,
        summary: 'Reactivates a user at once',
        params: userIdParamsSchema,
        body: versionBodySchema,
        response: { 200: versionAnswer, ...ERRORS },
      },
    },
    async (req) => reactivateUser(deps, principalOf(req), req.params.id, req.body.version),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Deletes a user; their sessions and refresh tokens end',
        params: userIdParamsSchema,
        querystring: z.strictObject({ version: z.coerce.number().pipe(idSchema).optional() }),
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (req, reply) => {
      await deleteUser(deps, principalOf(req), req.params.id, req.query.version);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/verification-email',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sends a new verification e-mail (valid 72 hours) to a user who has not verified yet',
        params: userIdParamsSchema,
        response: { 202: z.object({ sent: z.literal(true) }), ...ERRORS },
      },
    },
    async (req, reply) => {
      await resendVerification(deps, principalOf(req), req.params.id);
      return reply.code(202).send({ sent: true });
    },
  );
};
