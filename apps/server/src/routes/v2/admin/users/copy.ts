// Copy user and copy by role (feature:dev), and the outbox of mails sent without SMTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  copyRoleBodySchema,
  copyRoleResultSchema,
  copyUserBodySchema,
  createdUserSchema,
  outboxSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { rows } from '../../../../db/client.js';
import { copyRole, copyUser } from '../../../../services/users/copy-service.js';
import { iso } from '../../../../repositories/users/sql-helpers.js';
import type { UsersDeps } from '../../../../services/users/deps.js';
import { ERRORS, TAGS } from '../../../../http/users-route-kit.js';

export const copyRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  app.post(
    '/admin/users/copy',
    {
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
      schema: {
        tags: TAGS,
        summary: 'The latest mails the portal queued (read them here when no SMTP server is set)',
        response: { 200: outboxSchema, ...ERRORS },
      },
    },
    async () => {
      const list = await rows<{
        id: string | number;
        to_address: string;
        subject: string;
        body_text: string;
        created_at: Date | string;
        sent_at: Date | string | null;
      }>(
        deps.db.orm,
        sql`SELECT id, to_address, subject, body_text, created_at, sent_at FROM email_outbox
          ORDER BY id DESC LIMIT 100`,
      );
      return {
        items: list.map((m) => ({
          id: Number(m.id),
          to: m.to_address,
          subject: m.subject,
          bodyText: m.body_text,
          createdAt: iso(m.created_at)!,
          sentAt: iso(m.sent_at),
        })),
      };
    },
  );
};
