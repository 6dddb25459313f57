// /v2/catalog/choices: what the catalogue editors offer (brands, regions, roles, sets, applications, features).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogChoicesSchema } from '@portal/shared';
import { readErrors } from '../../../route-kits/catalog-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/choices',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The options of the catalogue editors (at most 1000 of each)',
        response: { 200: catalogChoicesSchema, ...readErrors },
      },
    },
    async () => app.catalog.choices(),
  );
};
export default plugin;
