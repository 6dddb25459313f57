// Copy user and copy by role (feature:dev), and the outbox of mails sent without SMTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copyRoleBodySchema,
  copyRoleResultSchema,
  copyUserBodySchema,
  createdUserSchema,
  outboxSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { usersRoute } from '../../../../route-kits/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/copy',
    usersRoute(
      "Creates a user with another user's locations, roles and applications",
      { body: copyUserBodySchema },
      { 201: createdUserSchema },
    ),
    async (req, reply) =>
      reply.code(201).send(await app.usersAdmin.copyUser(principalOf(req), req.body)),
  );

  app.post(
    '/copy-role',
    usersRoute(
      'Gives the chosen roles to several users at once',
      { body: copyRoleBodySchema },
      { 200: copyRoleResultSchema },
    ),
    async (req) => app.usersAdmin.copyRole(principalOf(req), req.body),
  );

  app.get(
    '/outbox',
    usersRoute(
      'The latest mails the portal queued (read them here when no SMTP server is set)',
      {},
      { 200: outboxSchema },
    ),
    async (req) => app.usersAdmin.outbox(principalOf(req)),
  );
};
export default plugin;
