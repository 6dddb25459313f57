// /v2/security-roles: list, read, create, update, delete of security roles with their relations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  securityRoleInputSchema,
  securityRoleListQuerySchema,
  securityRolePageSchema,
  securityRoleSchema,
  securityRoleUpdateSchema,
} from '@portal/shared';
import { registerCrudRoutes } from '../../../route-kits/catalog-crud.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'security-roles',
    what: 'security role',
    schemas: {
      query: securityRoleListQuerySchema,
      input: securityRoleInputSchema,
      update: securityRoleUpdateSchema,
      entry: securityRoleSchema,
      page: securityRolePageSchema,
    },
    service: app.catalog.securityRoles,
  });
};
export default plugin;
