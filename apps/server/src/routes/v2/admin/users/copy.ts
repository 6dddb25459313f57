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
import { ERRORS, TAGS } from '../../../../http/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/copy',
    {
      schema: {
        tags: TAGS,
        summary: "Creates a user with another user's locations, roles and applications",
        body: copyUserBodySchema,
        response: { 201: createdUserSchema, ...ERRORS },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.usersAdmin.copyUser(principalOf(req), req.body)),
  );

  app.post(
    '/copy-role',
    {
      schema: {
        tags: TAGS,
        summary: 'Gives the chosen roles to several users at once',
        body: copyRoleBodySchema,
        response: { 200: copyRoleResultSchema, ...ERRORS },
      },
    },
    async (req) => app.usersAdmin.copyRole(principalOf(req), req.body),
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags: TAGS,
        summary: 'The latest mails the portal queued (read them here when no SMTP server is set)',
        response: { 200: outboxSchema, ...ERRORS },
      },
    },
    async (req) => app.usersAdmin.outbox(principalOf(req)),
  );
};
export default plugin;
