// The OpenAPI document, generated from the routes' zod schemas (served by routes/v2/openapi.ts).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Atlas Portal API',
          version: '2.0.0',
          description: 'Admin and user API of the Atlas dealer and staff portal.',
        },
        servers: [{ url: `${app.config.publicUrl}${app.config.basePath}` }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger', dependencies: ['config'] },
);
