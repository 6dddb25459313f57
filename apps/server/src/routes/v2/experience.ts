// Routes of the signed-in experience: applications, notifications, documents, support, preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { applicationRoutes } from './experience/applications.js';
import { notificationRoutes } from './experience/notifications.js';
import { documentRoutes } from './experience/documents.js';
import { supportRoutes } from './experience/support.js';
import { preferenceRoutes } from './experience/preferences.js';

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
