// Public translation service: GET /translations/{app}/{locale}, key-to-text bundles from the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { errorBodySchema, LOCALES } from '@portal/shared';
import type { Database } from '../db/client.js';
import {
  bundleTexts,
  replaceTranslations,
  storedDigest,
} from '../repositories/translation-repository.js';
import { flatten, listApps, nest, readBundleText, type Bundle } from '../lib/locale-files.js';
import { sendError } from '../lib/http-errors.js';

/**
 * Copies the repository's locale files into the translation table when they changed. The digest
 * is over the files' bytes: a start with unchanged files parses and flattens nothing.
 */
export async function syncTranslations(db: Database): Promise<void> {
  const files = listApps().flatMap((app) =>
    LOCALES.map((locale) => ({ app, locale, text: readBundleText(app, locale) })),
  );
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.app}/${f.locale}\n${f.text}\n`);
  const digest = `files:${hash.digest('hex')}`;
  if ((await storedDigest(db.orm)) === digest) return;
  const bundles = files.map(({ app, locale, text }) => ({
    app,
    locale,
    flat: flatten(text ? (JSON.parse(text) as Bundle) : {}),
  }));
  await db.tx((tx) => replaceTranslations(tx, bundles, digest));
}

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
        const list = await bundleTexts(db.orm, name, locale);
        if (list.length === 0) return sendError(reply, 404, `No translations for ${key}.`);
        const body = JSON.stringify(nest(Object.fromEntries(list.map((r) => [r.key, r.text]))));
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
