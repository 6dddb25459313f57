// The applications a user may open, named and described in the asked language (then English, then
// the stored text), with the version of their icon.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { application, applicationTranslation, brand, region } from '../../db/schema/index.js';
import { applicationVisibleTo, type Reach } from './reach.js';

export async function userApplicationRows(ex: Executor, reach: Reach, language: string) {
  // The alias `a` is the one applicationVisibleTo's condition names.
  const a = alias(application, 'a');
  const asked = alias(applicationTranslation, 't');
  const english = alias(applicationTranslation, 'te');
  const name = sql<string>`COALESCE(${asked.name}, ${english.name}, ${a.displayName})`;
  return ex
    .select({
      id: a.id,
      name,
      link: a.link,
      regionCode: a.regionCode,
      regionName: region.name,
      brandId: a.brandId,
      brandName: brand.name,
      categories: a.categories,
      features: a.features,
      description: sql<string>`COALESCE(NULLIF(${asked.shortDescription}, ''), ${a.shortDescription})`,
      iconVersion: sql<
        string | null
      >`(SELECT left(i.sha256, 16) FROM application_icon i WHERE i.application_id = ${a.id})`,
    })
    .from(a)
    .leftJoin(asked, and(eq(asked.applicationId, a.id), eq(asked.locale, language)))
    .leftJoin(english, and(eq(english.applicationId, a.id), eq(english.locale, 'en')))
    .leftJoin(region, eq(region.code, a.regionCode))
    .leftJoin(brand, eq(brand.id, a.brandId))
    .where(applicationVisibleTo(reach))
    .orderBy(name, a.id);
}
