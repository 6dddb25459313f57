// Demo content users see: applications, announcements and documents (filled by the signed-in experience).
import type { Executor } from '../db/client.js';
import {
  insertAnnouncement,
  insertApplication,
  insertDocument,
} from '../repositories/seed/content-repository.js';
import { APPLICATIONS, generatedApplications } from './content-applications.js';
import { ANNOUNCEMENTS, generatedAnnouncements } from './content-announcements.js';
import { DOCUMENTS, generatedDocuments } from './content-documents.js';

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
