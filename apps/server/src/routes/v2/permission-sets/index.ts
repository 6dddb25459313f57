// /v2/permission-sets: list, read, create, update, delete of permission sets and their roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  permissionSetInputSchema,
  permissionSetListQuerySchema,
  permissionSetPageSchema,
  permissionSetSchema,
  permissionSetUpdateSchema,
} from '@portal/shared';
import { registerCrudRoutes } from '../../../route-kits/catalog-crud.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'permission-sets',
    what: 'permission set',
    schemas: {
      query: permissionSetListQuerySchema,
      input: permissionSetInputSchema,
      update: permissionSetUpdateSchema,
      entry: permissionSetSchema,
      page: permissionSetPageSchema,
    },
    service: app.catalog.permissionSets,
  });
};
export default plugin;
