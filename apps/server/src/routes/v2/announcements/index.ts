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
import { registerCrudRoutes } from '../../../route-kits/catalog-crud.js';
import { readErrors } from '../../../route-kits/catalog-route-kit.js';

const tags = ['announcements'];

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Static paths first in the file for readers; the router prefers them over /:id anyway.
  app.get(
    '/definitions',
    {
      schema: {
        tags,
        summary: 'The choices of the announcement editor',
        response: { 200: announcementDefinitionsSchema, ...readErrors },
      },
    },
    async () => app.catalog.announcements.definitions(),
  );

  app.get(
    '/collection/:ids',
    {
      schema: {
        tags,
        summary:
          'Several announcements by id (comma-joined), in that order; unknown ids are left out',
        params: announcementCollectionParamsSchema,
        response: { 200: z.array(announcementSchema), ...readErrors },
      },
    },
    async (req) => app.catalog.announcements.collection(req.params.ids.split(',').map(Number)),
  );

  registerCrudRoutes(app, {
    tag: 'announcements',
    what: 'announcement',
    schemas: {
      query: announcementListQuerySchema,
      input: announcementInputSchema,
      update: announcementUpdateSchema,
      entry: announcementSchema,
      page: announcementPageSchema,
    },
    service: app.catalog.announcements,
  });
};
export default plugin;
