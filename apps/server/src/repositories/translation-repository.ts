// The translation table: the bundles copied from the repository's locale files, and their digest.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { serverSecret, translation } from '../db/schema/index.js';
import { findSecret } from './secret-repository.js';

const DIGEST = 'translations-digest';

/** The digest of the bundles last copied, if any. */
export async function storedDigest(ex: Executor): Promise<string | undefined> {
  const value = await findSecret(ex, DIGEST);
  return typeof value === 'string' ? value : undefined;
}

/** Replaces every translation with the given bundles and records their digest (in one transaction). */
export async function replaceTranslations(
  tx: Executor,
  bundles: readonly { app: string; locale: string; flat: Record<string, string> }[],
  digest: string,
) {
  await tx.delete(translation);
  for (const b of bundles) {
    // Hand-written: one set-based insert per bundle (json_each_text) instead of thousands of rows
    // of parameters.
    await tx.execute(sql`INSERT INTO translation (app, locale, key, text)
      SELECT ${b.app}, ${b.locale}, key, value FROM json_each_text(${JSON.stringify(b.flat)}::json)`);
  }
  await tx
    .insert(serverSecret)
    .values({ name: DIGEST, value: digest })
    .onConflictDoUpdate({ target: serverSecret.name, set: { value: digest } });
}

/** Key and text of one app's bundle in one language. */
export function bundleTexts(ex: Executor, app: string, locale: string) {
  return ex
    .select({ key: translation.key, text: translation.text })
    .from(translation)
    .where(and(eq(translation.app, app), eq(translation.locale, locale)));
}
