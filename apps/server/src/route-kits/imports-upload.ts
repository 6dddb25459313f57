// Reads the bulk import upload: one multipart file part named `file`, streamed into the import
// service with the size limit enforced as it arrives; the form's own problems as clear 4xx.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportContext } from '@portal/shared';
import { principalOf } from '../auth/guard.js';
import { HttpError, isDatabaseError } from '../lib/http-errors.js';
import { fileError } from '../services/imports/errors.js';

/** The library's limit and parse errors as the import's refusals. */
function formError(err: unknown): unknown {
  if (err instanceof HttpError || isDatabaseError(err)) return err;
  const code = (err as FastifyError).code ?? '';
  if (code === 'FST_FILES_LIMIT') return fileError('TOO_MANY_FILES');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError('FILE_TOO_LARGE');
  if (code.startsWith('FST_')) return new HttpError(400, (err as Error).message);
  // Truncated bodies, missing boundaries, malformed part headers: plain errors of the parser.
  if (!code && err instanceof Error)
    return new HttpError(400, `The upload is not a well-formed multipart form: ${err.message}.`);
  return err;
}

/** Stages the one file of the form; a second file or a broken form discards the run. */
export async function uploadRun(app: FastifyInstance, req: FastifyRequest, context: ImportContext) {
  if (!req.isMultipart()) throw fileError('NO_FILE');
  const p = principalOf(req);
  const { maxBytes } = app.imports.limits;
  let runId: number | undefined;
  try {
    // One byte over the limit reaches the reader, which refuses the file (413).
    const parts = req.parts({ limits: { files: 1, fileSize: maxBytes + 1, parts: 10, fields: 9 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw fileError('NO_FILE');
      }
      runId = await app.imports.stageUpload(p, context, part.filename, part.file);
    }
  } catch (err) {
    if (runId !== undefined) await app.imports.discardUpload(runId);
    throw formError(err);
  }
  if (runId === undefined) throw fileError('NO_FILE');
  return app.imports.finishUpload(context, runId);
}
