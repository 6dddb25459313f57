// GET /v2/openapi.json: the OpenAPI document of the API (plugins/external/swagger.ts builds it).
import type { FastifyPluginAsync } from 'fastify';

const plugin: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
export default plugin;
