// Reading runs: the history (own runs, or all for an administrator of every location), one run,
// its errors page by page, its error report.
import type { ImportContext, ImportSummary, Locale } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { errorPage, findRun, listRuns } from '../../repositories/imports/run-repository.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { runNotFound } from './apply-service.js';
import { visibleBy } from './deps.js';
import { errorReport } from './files.js';
import { historyItem, summaryOf } from './summary.js';
import { firstErrors } from './upload-service.js';

type Page = { page: number; pageSize: number };

async function visibleRun(db: Database, p: Principal, context: ImportContext, id: number) {
  const ctx = await loadAdminContext(db.orm, p);
  const run = await findRun(db.orm, context, id, visibleBy(ctx));
  if (!run) throw runNotFound();
  return run;
}

export async function history(db: Database, p: Principal, context: ImportContext, q: Page) {
  const ctx = await loadAdminContext(db.orm, p);
  const { items, total } = await listRuns(db.orm, context, visibleBy(ctx), q.page, q.pageSize);
  return { items: items.map(historyItem), total };
}

export async function runSummary(
  db: Database,
  p: Principal,
  context: ImportContext,
  id: number,
): Promise<ImportSummary> {
  const run = await visibleRun(db, p, context, id);
  return summaryOf(run, await firstErrors(db.orm, id));
}

export async function runErrors(
  db: Database,
  p: Principal,
  context: ImportContext,
  id: number,
  q: Page,
) {
  await visibleRun(db, p, context, id);
  const page = await errorPage(db.orm, id, q.page, q.pageSize);
  return page as { items: ImportSummary['errors']; total: number };
}

export async function runReport(
  db: Database,
  p: Principal,
  context: ImportContext,
  id: number,
  locale: Locale,
) {
  const run = await visibleRun(db, p, context, id);
  return { run, stream: errorReport(db.orm, id, locale) };
}
