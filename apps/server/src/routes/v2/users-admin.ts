// Routes of user administration with delegated scope (all registered here, under /v2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import type { Mailer } from '../../mail/mailer.js';
import { readRoutes } from './admin/users/read.js';
import { writeRoutes } from './admin/users/write.js';
import { copyRoutes } from './admin/users/copy.js';

export interface RouteDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

export const usersAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(readRoutes, deps);
  await app.register(writeRoutes, deps);
  await app.register(copyRoutes, deps);
};
