// /v2/applications: list, read, create, update, delete of applications and their web security roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '@portal/shared';
import type { Database } from '../../../db/client.js';
import * as service from '../../../services/catalog/applications.js';
import { registerCrudRoutes } from '../../../http/catalog-crud.js';

export const applicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerCrudRoutes(app, {
    path: '/applications',
    what: 'application',
    schemas: {
      query: applicationListQuerySchema,
      input: applicationInputSchema,
      update: applicationUpdateSchema,
      entry: applicationSchema,
      page: applicationPageSchema,
    },
    service: {
      list: (q) => service.listApplications(db, q),
      get: (id) => service.getApplication(db, id),
      create: (input, by) => service.createApplication(db, input, by),
      update: (id, input, by) => service.updateApplication(db, id, input, by),
      remove: (id, version, by) => service.deleteApplication(db, id, version, by),
    },
  });
};
