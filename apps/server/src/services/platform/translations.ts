// The translation bundles: the locale files copied into the database, and one bundle read back.
import { createHash } from 'node:crypto';
import { LOCALES } from '@portal/shared';
import type { Database } from '../../db/client.js';
import {
  bundleTexts,
  replaceTranslations,
  storedDigest,
} from '../../repositories/translation-repository.js';
import { flatten, listApps, nest, readBundleText, type Bundle } from '../../lib/locale-files.js';

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

/** One app's bundle in one language as nested JSON text, or undefined when it has no texts. */
export async function bundleJson(
  db: Database,
  app: string,
  locale: string,
): Promise<string | undefined> {
  const list = await bundleTexts(db.orm, app, locale);
  if (list.length === 0) return undefined;
  return JSON.stringify(nest(Object.fromEntries(list.map((r) => [r.key, r.text]))));
}
