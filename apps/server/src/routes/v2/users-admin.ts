// Routes of user administration with delegated scope (all registered here, under /v2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { createMailer } from '../../mail/mailer.js';
import { readRoutes } from './users/read-routes.js';
import { writeRoutes } from './users/write-routes.js';
import { copyRoutes } from './users/copy-routes.js';

export interface RouteDeps {
  db: Database;
  config: Config;
}

export const usersAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (err) => app.log.error({ err }, 'sending mail failed'),
  });
  const deps = { db, config, mailer };
  await app.register(readRoutes, deps);
  await app.register(writeRoutes, deps);
  await app.register(copyRoutes, deps);
};
