// Copy user and copy by role (feature:dev), and the outbox of mails sent without SMTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copyRoleBodySchema,
  copyRoleResultSchema,
  copyUserBodySchema,
  createdUserSchema,
  outboxSchema,
} from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { copyRole, copyUser } from '../../../services/users/copy-service.js';
import { readOutbox } from '../../../services/users/outbox.js';
import type { UsersDeps } from '../../../services/users/deps.js';
import { COPY, DEV, ERRORS, TAGS } from './access.js';

export const copyRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  app.post(
    '/admin/users/copy',
    {
      config: { access: COPY },
      schema: {
        tags: TAGS,
        summary: "Creates a user with another user's locations, roles and applications",
        body: copyUserBodySchema,
        response: { 201: createdUserSchema, ...ERRORS },
      },
    },
    async (req, reply) => reply.code(201).send(await copyUser(deps, principalOf(req), req.body)),
  );

  app.post(
    '/admin/users/copy-role',
    {
      config: { access: COPY },
      schema: {
        tags: TAGS,
        summary: 'Gives the chosen roles to several users at once',
        body: copyRoleBodySchema,
        response: { 200: copyRoleResultSchema, ...ERRORS },
      },
    },
    async (req) => copyRole(deps, principalOf(req), req.body),
  );

  app.get(
    '/admin/users/outbox',
    {
      config: { access: DEV },
      schema: {
        tags: TAGS,
        summary: 'The latest mails the portal queued (read them here when no SMTP server is set)',
        response: { 200: outboxSchema, ...ERRORS },
      },
    },
    async (req) => readOutbox(deps.db, principalOf(req)),
  );
};
