// Changing users: create, edit, deactivate, reactivate, delete, re-send the verification e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdUserSchema,
  createUserBodySchema,
  deactivateUserBodySchema,
  idTextSchema,
  secondFactorsResetSchema,
  updateUserBodySchema,
  versionBodySchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import {
  oneUserRoute,
  userChangeRoute,
  usersRoute,
} from '../../../../route-kits/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    usersRoute(
      'Creates a user at the administrator’s locations and sends the verification e-mail',
      { body: createUserBodySchema },
      { 201: createdUserSchema },
    ),
    async (req, reply) =>
      reply.code(201).send(await app.usersAdmin.createUser(principalOf(req), req.body)),
  );

  app.put(
    '/:id',
    userChangeRoute(
      'Saves a user; 409 when the version is not the current one',
      updateUserBodySchema,
    ),
    async (req) => app.usersAdmin.updateUser(principalOf(req), req.params.id, req.body),
  );

  app.post(
    '/:id/deactivate',
    userChangeRoute(
      'Deactivates a user with a reason; their sessions and refresh tokens end',
      deactivateUserBodySchema,
    ),
    async (req) => app.usersAdmin.deactivateUser(principalOf(req), req.params.id, req.body),
  );

  app.post(
    '/:id/reactivate',
    userChangeRoute('Reactivates a user at once', versionBodySchema),
    async (req) => app.usersAdmin.reactivateUser(principalOf(req), req.params.id, req.body.version),
  );

  app.delete(
    '/:id',
    oneUserRoute(
      'Deletes a user; their sessions and refresh tokens end',
      {
        querystring: z.strictObject({ version: idTextSchema.optional() }),
      },
      { 204: z.null() },
    ),
    async (req, reply) => {
      await app.usersAdmin.deleteUser(principalOf(req), req.params.id, req.query.version);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/second-factors/reset',
    oneUserRoute(
      'Removes a user’s second factors (app, recovery codes, passkeys); audited, sent as user.changed',
      {},
      { 200: secondFactorsResetSchema },
    ),
    async (req) => app.usersAdmin.resetSecondFactors(principalOf(req), req.params.id),
  );

  app.post(
    '/:id/verification-email',
    oneUserRoute(
      'Sends a new verification e-mail (valid 72 hours) to a user who has not verified yet',
      {},
      { 202: z.object({ sent: z.literal(true) }) },
    ),
    async (req, reply) => {
      await app.usersAdmin.resendVerification(principalOf(req), req.params.id);
      return reply.code(202).send({ sent: true });
    },
  );
};
export default plugin;
