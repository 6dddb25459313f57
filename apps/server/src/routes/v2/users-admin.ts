// Routes of user administration with delegated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const usersAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
