// Routes of catalogue administration: announcements, applications, permission sets, security roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { announcementRoutes } from './announcements/index.js';
import { applicationRoutes } from './applications/index.js';
import { permissionSetRoutes } from './permission-sets/index.js';
import { securityRoleRoutes } from './security-roles/index.js';
import { choicesRoutes } from './catalog/choices.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const catalogAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  await app.register(announcementRoutes, { db });
  await app.register(applicationRoutes, { db });
  await app.register(permissionSetRoutes, { db });
  await app.register(securityRoleRoutes, { db });
  await app.register(choicesRoutes, { db });
};
