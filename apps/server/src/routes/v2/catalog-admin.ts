// Routes of catalogue administration: announcements, applications, permission sets, security roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { announcementRoutes } from './catalog/announcements.js';
import { applicationRoutes } from './catalog/applications.js';
import { permissionSetRoutes } from './catalog/permission-sets.js';
import { securityRoleRoutes } from './catalog/security-roles.js';
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
