// Public translation service: GET /translations/{app}/{locale}, key-to-text bundles from the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { errorBodySchema, LOCALES } from '@portal/shared';
import type { Database } from '../db/client.js';
import { bundleJson } from '../services/platform/translations.js';
import { sendError } from '../lib/http-errors.js';

const bundleSchema = z.record(z.string(), z.unknown());

export const translationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const cache = new Map<string, { body: string; etag: string }>();
  app.get(
    '/translations/:app/:locale',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['translations'],
        summary: 'Key-to-text translation bundle of one app and language',
        params: z.object({
          app: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
          locale: z.enum(LOCALES),
        }),
        response: { 200: bundleSchema, 304: z.null(), 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { app: name, locale } = req.params;
      const key = `${name}/${locale}`;
      let entry = cache.get(key);
      if (!entry) {
        const body = await bundleJson(db, name, locale);
        if (body === undefined) return sendError(reply, 404, `No translations for ${key}.`);
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        cache.set(key, entry);
      }
      reply
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400')
        .header('etag', entry.etag);
      if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send(null);
      // Already serialised once and cached: send the text as it is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((p: unknown) => p as string)
        .send(entry.body as unknown as Record<string, unknown>);
    },
  );
};
