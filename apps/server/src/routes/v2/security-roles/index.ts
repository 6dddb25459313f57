// /v2/security-roles: list, read, create, update, delete of security roles with their relations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  securityRoleInputSchema,
  securityRoleListQuerySchema,
  securityRolePageSchema,
  securityRoleSchema,
  securityRoleUpdateSchema,
} from '@portal/shared';
import type { Database } from '../../../db/client.js';
import * as service from '../../../services/catalog/security-roles.js';
import { registerCrudRoutes } from '../../../http/catalog-crud.js';

export const securityRoleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerCrudRoutes(app, {
    path: '/security-roles',
    what: 'security role',
    schemas: {
      query: securityRoleListQuerySchema,
      input: securityRoleInputSchema,
      update: securityRoleUpdateSchema,
      entry: securityRoleSchema,
      page: securityRolePageSchema,
    },
    service: {
      list: (q) => service.listSecurityRoles(db, q),
      get: (id) => service.getSecurityRole(db, id),
      create: (input, by) => service.createSecurityRole(db, input, by),
      update: (id, input, by) => service.updateSecurityRole(db, id, input, by),
      remove: (id, version, by) => service.deleteSecurityRole(db, id, version, by),
    },
  });
};
