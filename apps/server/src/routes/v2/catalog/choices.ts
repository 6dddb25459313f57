// /v2/catalog/choices: what the catalogue editors offer (brands, regions, roles, sets, applications, features).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogChoicesSchema } from '@portal/shared';
import type { Database } from '../../../db/client.js';
import { loadChoices } from '../../../repositories/catalog/choices.js';
import { readErrors } from '../../../http/catalog-route-kit.js';

export const choicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/catalog/choices',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The options of the catalogue editors (at most 1000 of each)',
        response: { 200: catalogChoicesSchema, ...readErrors },
      },
    },
    async () => loadChoices(db.orm),
  );
};
