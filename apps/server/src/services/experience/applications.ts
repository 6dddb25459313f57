// My Applications: what a user may open, with names in the asked language (English, then the display name).
import { sql } from 'drizzle-orm';
import type { Locale, UserApplication } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';
import type { Principal } from '../access.js';
import { applicationVisibleTo } from './user-scope.js';
import type { application, SqlRow } from '../../db/schema.js';

type ApplicationRow = Pick<
  SqlRow<typeof application.$inferSelect>,
  'id' | 'link' | 'region_code' | 'brand_id' | 'categories' | 'features'
> & { name: string; region_name: string | null; brand_name: string | null };

export async function listUserApplications(
  ex: Executor,
  p: Principal,
  language: Locale,
): Promise<UserApplication[]> {
  const list = await rows<ApplicationRow>(
    ex,
    sql`SELECT a.id, COALESCE(t.name, te.name, a.display_name) AS name, a.link, a.region_code,
        r.name AS region_name, a.brand_id, b.name AS brand_name, a.categories, a.features
      FROM application a
      LEFT JOIN application_translation t ON t.application_id = a.id AND t.locale = ${language}
      LEFT JOIN application_translation te ON te.application_id = a.id AND te.locale = 'en'
      LEFT JOIN region r ON r.code = a.region_code
      LEFT JOIN brand b ON b.id = a.brand_id
      WHERE ${applicationVisibleTo(p)}
      ORDER BY name, a.id`,
  );
  return list.map((r) => ({
    id: r.id,
    name: r.name,
    link: r.link,
    region: r.region_code ? { code: r.region_code, name: r.region_name ?? r.region_code } : null,
    brand: r.brand_id ? { id: r.brand_id, name: r.brand_name ?? '' } : null,
    categories: r.categories,
    features: r.features,
  }));
}
