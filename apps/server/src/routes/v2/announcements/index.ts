// /v2/announcements: list (search, date range, order), read, create, update, delete, plus the
// editor's definitions and a collection by ids.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementCollectionParamsSchema,
  announcementDefinitionsSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementSchema,
  announcementUpdateSchema,
} from '@portal/shared';
import type { Database } from '../../../db/client.js';
import * as service from '../../../services/catalog/announcements.js';
import { registerCrudRoutes } from '../../../http/catalog-crud.js';
import { readErrors } from '../../../http/catalog-route-kit.js';

const tags = ['announcements'];

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Static paths first in the file for readers; the router prefers them over /:id anyway.
  app.get(
    '/announcements/definitions',
    {
      schema: {
        tags,
        summary: 'The choices of the announcement editor',
        response: { 200: announcementDefinitionsSchema, ...readErrors },
      },
    },
    async () => service.announcementDefinitions(db),
  );

  app.get(
    '/announcements/collection/:ids',
    {
      schema: {
        tags,
        summary:
          'Several announcements by id (comma-joined), in that order; unknown ids are left out',
        params: announcementCollectionParamsSchema,
        response: { 200: z.array(announcementSchema), ...readErrors },
      },
    },
    async (req) => service.getAnnouncementCollection(db, req.params.ids.split(',').map(Number)),
  );

  registerCrudRoutes(app, {
    path: '/announcements',
    what: 'announcement',
    schemas: {
      query: announcementListQuerySchema,
      input: announcementInputSchema,
      update: announcementUpdateSchema,
      entry: announcementSchema,
      page: announcementPageSchema,
    },
    service: {
      list: (q) => service.listAnnouncements(db, q),
      get: (id) => service.getAnnouncement(db, id),
      create: (input, by) => service.createAnnouncement(db, input, by),
      update: (id, input, by) => service.updateAnnouncement(db, id, input, by),
      remove: (id, version, by) => service.deleteAnnouncement(db, id, version, by),
    },
  });
};
