// Demo content users see: applications, announcements and documents (filled by the signed-in experience).
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../db/client.js';
import { textArray } from '../db/sql.js';
import {
  APPLICATIONS,
  generatedApplications,
  type ApplicationSeed,
} from './content-applications.js';
import {
  ANNOUNCEMENTS,
  generatedAnnouncements,
  type AnnouncementSeed,
} from './content-announcements.js';
import { DOCUMENTS, generatedDocuments, type DocumentSeed } from './content-documents.js';

export async function seedContent(
  tx: Executor,
  opts: { scale: 'demo' | 'minimal' },
): Promise<void> {
  const demo = opts.scale === 'demo';
  const appIds = new Map<string, number>();
  for (const app of [...APPLICATIONS, ...(demo ? generatedApplications() : [])])
    appIds.set(app.key, await insertApplication(tx, app));
  for (const a of [...ANNOUNCEMENTS, ...(demo ? generatedAnnouncements() : [])])
    await insertAnnouncement(tx, a, appIds);
  for (const d of [...DOCUMENTS, ...(demo ? generatedDocuments() : [])])
    await insertDocument(tx, d);
}

async function insertApplication(tx: Executor, a: ApplicationSeed): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO application (title, display_name, description, link, region_code, brand_id, categories, features)
      VALUES (${a.key}, ${a.names.en}, ${a.names.en}, ${a.link}, ${a.region}, ${a.brand},
        ${textArray(a.categories)}, ${textArray(a.features ?? [])}) RETURNING id`,
  );
  const id = row!.id;
  for (const [locale, name] of Object.entries(a.names)) {
    await tx.execute(
      sql`INSERT INTO application_translation (application_id, locale, name) VALUES (${id}, ${locale}, ${name})`,
    );
  }
  if (a.roles?.length) {
    await tx.execute(sql`INSERT INTO application_role (application_id, security_role_id)
      SELECT ${id}, r.id FROM security_role r WHERE r.name = ANY(${textArray(a.roles)})`);
  }
  return id;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function insertAnnouncement(tx: Executor, a: AnnouncementSeed, appIds: Map<string, number>) {
  const main = a.texts[a.language]!;
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO announcement (title, description, content, language, display_location, priority, start_date,
        expiration_date, link_url, modified_by)
      VALUES (${main.title}, ${a.description}, ${main.content}, ${a.language}, ${a.displayLocation ?? 'dealer-home'},
        ${a.priority}, ${daysFromNow(a.startDays)}::timestamptz,
        ${a.expirationDays === null ? null : daysFromNow(a.expirationDays)}::timestamptz, ${a.linkUrl}, 'seed')
      RETURNING id`,
  );
  const id = row!.id;
  for (const [locale, text] of Object.entries(a.texts)) {
    if (locale === a.language || !text) continue;
    await tx.execute(sql`INSERT INTO announcement_translation (announcement_id, locale, title, content)
      VALUES (${id}, ${locale}, ${text.title}, ${text.content})`);
  }
  for (const b of a.brands ?? [])
    await tx.execute(sql`INSERT INTO announcement_brand VALUES (${id}, ${b})`);
  for (const r of a.regions ?? [])
    await tx.execute(sql`INSERT INTO announcement_region VALUES (${id}, ${r})`);
  if (a.roles?.length)
    await tx.execute(sql`INSERT INTO announcement_role SELECT ${id}, r.id FROM security_role r
      WHERE r.name = ANY(${textArray(a.roles)})`);
  if (a.permissionSets?.length)
    await tx.execute(sql`INSERT INTO announcement_permission_set SELECT ${id}, s.id FROM permission_set s
      WHERE s.name = ANY(${textArray(a.permissionSets)})`);
  for (const key of a.applications ?? []) {
    const appId = appIds.get(key);
    if (appId) await tx.execute(sql`INSERT INTO announcement_application VALUES (${id}, ${appId})`);
  }
}

async function insertDocument(tx: Executor, d: DocumentSeed) {
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO document (name, description, subject, file_name, content_type, size_bytes, content, modified_by)
      VALUES (${d.name}, ${d.description}, ${d.subject}, ${d.fileName}, ${d.contentType}, ${d.content.length},
        ${d.content}, 'seed') RETURNING id`,
  );
  for (const b of d.brands)
    await tx.execute(sql`INSERT INTO document_brand VALUES (${row!.id}, ${b})`);
}
