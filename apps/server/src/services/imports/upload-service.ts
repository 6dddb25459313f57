// Uploading a file: a pending run, the rows checked and staged in batches while the file streams
// in, then the set-based checks; the run is shown once finished (VALIDATED or INVALID).
import type { ImportContext, ImportRowErrorItem, ImportSummary } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import {
  createRun,
  deleteRun,
  errorPage,
  findRun,
  finishRun,
  bulkSettings,
  runCounts,
  showRun,
  stageBatch,
  StagingBatch,
} from '../../repositories/imports/run-repository.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { CHECKS, type ImportsDeps } from './deps.js';
import { fileError } from './errors.js';
import { fileTypeOf, openSheet } from './read-file.js';
import { ROW_CHECKS } from './row-checks.js';
import { summaryOf } from './summary.js';

const BATCH = 2000;

/** The first errors of a run (the summary shows at most 100). */
export async function firstErrors(ex: Executor, runId: number) {
  return (await errorPage(ex, runId, 1, 100)).items as ImportRowErrorItem[];
}

/**
 * Reads and checks the file into a pending run and returns its id; on any refusal the run is
 * removed. `finishUpload` makes it visible once the request turned out well-formed.
 */
export async function stageUpload(
  deps: ImportsDeps,
  p: Principal,
  context: ImportContext,
  fileName: string,
  stream: AsyncIterable<Buffer>,
): Promise<number> {
  const fileType = fileTypeOf(fileName);
  const db = deps.db.orm;
  const sheet = await openSheet(context, fileType, stream, deps.config.imports);
  let runId: number;
  try {
    runId = await createRun(db, {
      context,
      fileName: fileName.slice(0, 255),
      fileType,
      by: p.identityId,
    });
  } catch (err) {
    await sheet.close();
    throw err;
  }
  // One batch is written while the next is read and checked (the database and the process work
  // at once); at most one in flight keeps memory flat whatever the file size.
  let writing: Promise<void> = Promise.resolve();
  const write = async (batch: StagingBatch) => {
    await writing;
    writing = stageBatch(db, context, runId, batch);
    writing.catch(() => undefined);
  };
  try {
    const check = ROW_CHECKS[context];
    let batch = new StagingBatch();
    let total = 0;
    try {
      for await (const row of sheet.rows) {
        batch.add(check(row));
        total++;
        if (batch.size >= BATCH) {
          await write(batch);
          batch = new StagingBatch();
        }
      }
    } finally {
      await sheet.close();
    }
    await write(batch);
    await writing;
    if (total === 0) throw fileError('EMPTY_FILE');
    await deps.db.tx(async (tx) => {
      const ctx = await loadAdminContext(tx, p);
      await bulkSettings(tx);
      await CHECKS[context](tx, runId, ctx, true);
      const counts = await runCounts(tx, runId);
      await finishRun(tx, runId, 'PENDING', counts, sheet.ignored);
    });
    return runId;
  } catch (err) {
    await writing.catch(() => undefined);
    await discardUpload(deps, runId);
    throw err;
  }
}

export async function discardUpload(deps: ImportsDeps, runId: number) {
  await deleteRun(deps.db.orm, runId);
}

/** Shows the staged run: VALIDATED without errors, INVALID with. */
export async function finishUpload(
  deps: ImportsDeps,
  context: ImportContext,
  runId: number,
): Promise<ImportSummary> {
  const db = deps.db.orm;
  await showRun(db, runId);
  const run = await findRun(db, context, runId, undefined);
  return summaryOf(run!, await firstErrors(db, runId));
}
