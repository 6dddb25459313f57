// /v2/applications: list, read, create, update, delete of applications and their web security roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '@portal/shared';
import { registerCrudRoutes } from '../../../route-kits/catalog-crud.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'applications',
    what: 'application',
    schemas: {
      query: applicationListQuerySchema,
      input: applicationInputSchema,
      update: applicationUpdateSchema,
      entry: applicationSchema,
      page: applicationPageSchema,
    },
    service: app.catalog.applications,
  });
};
export default plugin;
