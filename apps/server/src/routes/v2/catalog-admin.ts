// Routes of catalogue administration: announcements, applications, permission sets, security roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const catalogAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
