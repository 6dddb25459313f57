// Routes of the signed-in experience: applications, notifications, documents, support, preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { applicationRoutes } from './user/applications.js';
import { notificationRoutes } from './user/notifications.js';
import { documentRoutes } from './documents/index.js';
import { supportRoutes } from './support/administrators.js';
import { preferenceRoutes } from './user/preferences.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const experienceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(applicationRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(documentRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(preferenceRoutes, deps);
};
