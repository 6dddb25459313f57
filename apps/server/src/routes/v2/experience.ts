// Routes of the signed-in experience: applications, notifications, documents, support, preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const experienceRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
