// Writes of the demo content: applications, announcements and documents with their translations,
// targeting and brands.
import { inArray } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import {
  announcement,
  announcementApplication,
  announcementBrand,
  announcementPermissionSet,
  announcementRegion,
  announcementRole,
  announcementTranslation,
  application,
  applicationRole,
  applicationTranslation,
  document,
  documentBrand,
  permissionSet,
} from '../../db/schema/catalog.js';
import type { ApplicationSeed } from '../../seed/content-applications.js';
import { APPLICATION_DESCRIPTIONS } from '../../seed/content-application-descriptions.js';
import type { AnnouncementSeed } from '../../seed/content-announcements.js';
import type { DocumentSeed } from '../../seed/content-documents.js';
import { insertRows, roleIds } from './reference-repository.js';

export async function insertApplication(ex: Executor, a: ApplicationSeed): Promise<number> {
  const [row] = await ex
    .insert(application)
    .values({
      title: a.key,
      displayName: a.names.en,
      description: a.names.en,
      shortDescription: APPLICATION_DESCRIPTIONS[a.key]?.en ?? '',
      link: a.link,
      regionCode: a.region,
      brandId: a.brand,
      categories: [...a.categories],
      features: [...(a.features ?? [])],
    })
    .returning({ id: application.id });
  const applicationId = row!.id;
  await ex.insert(applicationTranslation).values(
    Object.entries(a.names).map(([locale, name]) => ({
      applicationId,
      locale,
      name,
      // English is the stored text: a translation row only for the other languages.
      shortDescription:
        locale === 'en' ? null : (APPLICATION_DESCRIPTIONS[a.key]?.[locale as Locale] ?? null),
    })),
  );
  const roles = await roleIds(ex, a.roles ?? []);
  await insertRows(
    ex,
    applicationRole,
    roles.map((securityRoleId) => ({ applicationId, securityRoleId })),
  );
  return applicationId;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function insertAnnouncement(
  ex: Executor,
  a: AnnouncementSeed,
  appIds: Map<string, number>,
): Promise<void> {
  const main = a.texts[a.language]!;
  const [row] = await ex
    .insert(announcement)
    .values({
      title: main.title,
      description: a.description,
      content: main.content,
      language: a.language,
      displayLocation: a.displayLocation ?? 'dealer-home',
      priority: a.priority,
      startDate: daysFromNow(a.startDays),
      expirationDate: a.expirationDays === null ? null : daysFromNow(a.expirationDays),
      linkUrl: a.linkUrl,
      modifiedBy: 'seed',
    })
    .returning({ id: announcement.id });
  const announcementId = row!.id;
  for (const [locale, text] of Object.entries(a.texts)) {
    if (locale === a.language || !text) continue;
    await ex
      .insert(announcementTranslation)
      .values({ announcementId, locale, title: text.title, content: text.content });
  }
  const sets = a.permissionSets?.length
    ? await ex
        .select({ id: permissionSet.id })
        .from(permissionSet)
        .where(inArray(permissionSet.name, [...a.permissionSets]))
    : [];
  const apps = (a.applications ?? []).flatMap((key) => appIds.get(key) ?? []);
  const id = { announcementId };
  await insertRows(
    ex,
    announcementBrand,
    (a.brands ?? []).map((brandId) => ({ ...id, brandId })),
  );
  await insertRows(
    ex,
    announcementRegion,
    (a.regions ?? []).map((regionCode) => ({ ...id, regionCode })),
  );
  const roles = await roleIds(ex, a.roles ?? []);
  await insertRows(
    ex,
    announcementRole,
    roles.map((securityRoleId) => ({ ...id, securityRoleId })),
  );
  const setIds = sets.map((s) => ({ ...id, permissionSetId: s.id }));
  await insertRows(ex, announcementPermissionSet, setIds);
  await insertRows(
    ex,
    announcementApplication,
    apps.map((applicationId) => ({ ...id, applicationId })),
  );
}

export async function insertDocument(ex: Executor, d: DocumentSeed): Promise<void> {
  const [row] = await ex
    .insert(document)
    .values({
      name: d.name,
      description: d.description,
      subject: d.subject,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.content.length,
      content: d.content,
      modifiedBy: 'seed',
    })
    .returning({ id: document.id });
  await insertRows(
    ex,
    documentBrand,
    d.brands.map((brandId) => ({ documentId: row!.id, brandId })),
  );
}
