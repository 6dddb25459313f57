// Public translation service: GET /translations/{app}/{locale}, key-to-text bundles from the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { errorBodySchema, LOCALES, type Locale } from '@portal/shared';
import { rows, type Database } from '../db/client.js';
import { flatten, listApps, nest, readBundle } from '../lib/locale-files.js';
import { sendError } from '../lib/http-errors.js';

/** Copies the repository's locale files into the translation table when they changed. */
export async function syncTranslations(db: Database): Promise<void> {
  const bundles = listApps().flatMap((app) =>
    LOCALES.map((locale) => ({ app, locale, flat: flatten(readBundle(app, locale)) })),
  );
  const digest = createHash('sha256').update(JSON.stringify(bundles)).digest('hex');
  const stored = await rows<{ value: string }>(
    db.orm,
    sql`SELECT value #>> '{}' AS value FROM server_secret WHERE name = 'translations-digest'`,
  );
  if (stored[0]?.value === digest) return;
  await db.tx(async (tx) => {
    await tx.execute(sql`DELETE FROM translation`);
    for (const b of bundles) {
      await tx.execute(sql`INSERT INTO translation (app, locale, key, text)
        SELECT ${b.app}, ${b.locale}, key, value FROM json_each_text(${JSON.stringify(b.flat)}::json)`);
    }
    await tx.execute(sql`INSERT INTO server_secret (name, value) VALUES ('translations-digest', to_jsonb(${digest}::text))
      ON CONFLICT (name) DO UPDATE SET value = excluded.value`);
  });
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
        const list = await rows<{ key: string; text: string }>(
          db.orm,
          sql`SELECT key, text FROM translation WHERE app = ${name} AND locale = ${locale as Locale}`,
        );
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
