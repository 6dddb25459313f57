// GET /v2/application-icons/:id/:version: an application's icon for home's tiles. Public (images
// carry no bearer token) and named by version, so browsers keep it for a year; an old version's
// address answers the current icon without long caching.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationIconParamsSchema } from '@portal/shared';
import { errorResponses } from '../../../lib/http-errors.js';
import { applicationIconFile } from '../../../services/catalog/application-icons.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/:version',
    {
      schema: {
        tags: ['applications'],
        summary: "An application's icon (PNG, SVG or WebP); 404 when it has none",
        params: applicationIconParamsSchema,
        response: {
          200: {
            description: 'The image with its content type (PNG, SVG or WebP)',
            content: {
              'image/png': { schema: z.string().meta({ format: 'binary' }) },
              'image/svg+xml': { schema: z.string().meta({ format: 'binary' }) },
              'image/webp': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const icon = await applicationIconFile(app.db, req.params.id);
      const current = icon.version === req.params.version;
      return (
        reply
          .type(icon.contentType)
          .header(
            'cache-control',
            current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
          )
          .header('etag', `"${icon.sha256}"`)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing and loads nothing.
          .header('content-security-policy', "default-src 'none'")
          // A Buffer is sent as it is; the typed send only knows the JSON answers.
          .send(icon.content as never)
      );
    },
  );
};
export default plugin;
