// Announcements for the signed-in user and their read state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, notificationsQuerySchema, notificationsSchema } from '@portal/shared';
import { notModified } from '../../../auth/cached-answer.js';
import { principalOf } from '../../../auth/guard.js';
import { HttpError } from '../../../lib/http-errors.js';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['experience'],
        summary: 'Announcements that target the signed-in user, highest priority first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsSchema, 304: notModified, ...errors },
      },
    },
    async (req, reply) => {
      const q = req.query;
      return app.sendCached(req, reply, {
        key: `notifications ${JSON.stringify([q.displayLocationCode, q.brands, q.regionCode, q.language])}`,
        schema: notificationsSchema,
        // Right until the next announcement starts or ends (or anything changes: the versions).
        validUntil: (entry) => app.userCache.announcementsValidUntil(entry),
        compute: () =>
          app.experience.listUserNotifications(principalOf(req), {
            displayLocationCode: q.displayLocationCode,
            brands: q.brands,
            regionCodes: q.regionCode,
            language: q.language,
          }),
      });
    },
  );

  for (const [method, read] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/notifications/:id/read',
      schema: {
        tags: ['experience'],
        summary: read ? 'Marks an announcement read' : 'Marks an announcement unread',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (req, reply) => {
        if (!(await app.experience.setNotificationRead(principalOf(req), req.params.id, read)))
          throw new HttpError(404, 'The announcement does not exist.', 'announcements.notFound');
        return reply.code(204).send(null);
      },
    });
  }
};
export default plugin;
