// /v2/permission-sets: list, read, create, update, delete of permission sets and their roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  permissionSetInputSchema,
  permissionSetListQuerySchema,
  permissionSetPageSchema,
  permissionSetSchema,
  permissionSetUpdateSchema,
} from '@portal/shared';
import type { Database } from '../../../db/client.js';
import * as service from '../../../services/catalog/permission-sets.js';
import { registerCrudRoutes } from '../../../http/catalog-crud.js';

export const permissionSetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerCrudRoutes(app, {
    path: '/permission-sets',
    what: 'permission set',
    schemas: {
      query: permissionSetListQuerySchema,
      input: permissionSetInputSchema,
      update: permissionSetUpdateSchema,
      entry: permissionSetSchema,
      page: permissionSetPageSchema,
    },
    service: {
      list: (q) => service.listPermissionSets(db, q),
      get: (id) => service.getPermissionSet(db, id),
      create: (input, by) => service.createPermissionSet(db, input, by),
      update: (id, input, by) => service.updatePermissionSet(db, id, input, by),
      remove: (id, version, by) => service.deletePermissionSet(db, id, version, by),
    },
  });
};
