// Bulk import of users (identities) and dealer locations (organizations): templates, upload and
// check, history, errors and their report, apply with progress (admin:identityBulkImport:write).
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_FILE_TYPES,
  idTextSchema,
  importContextSchema,
  importErrorsPageSchema,
  importHistoryPageSchema,
  importPageQuerySchema,
  importSummarySchema,
  LOCALES,
  type ImportProgressLine,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { errorResponses } from '../../../../lib/http-errors.js';
import { uploadRun } from '../../../../route-kits/imports-upload.js';
import { routeKit, sendAttachment, sendCsvFile } from '../../../../route-kits/route-kit.js';

const contextParams = z.object({ context: importContextSchema });
const runParams = z.object({ context: importContextSchema, id: idTextSchema });

const route = routeKit(['bulk import'], errorResponses(400, 401, 403, 404, 409, 413, 415));

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:context/templates/:format',
    route(
      'The template of a context: its columns and one example row (CSV or XLSX)',
      { params: z.object({ context: importContextSchema, format: z.enum(IMPORT_FILE_TYPES) }) },
      { 200: z.unknown().describe('text/csv or the XLSX workbook, as an attachment') },
    ),
    async (req, reply) => {
      const { context, format } = req.params;
      const type =
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      const file = await app.imports.template(context, format);
      return sendAttachment(reply, type, `${context}-template.${format}`, file);
    },
  );

  app.post(
    '/:context/runs',
    route(
      'Uploads one CSV or XLSX file (multipart field `file`) and checks every row; nothing is written yet',
      { params: contextParams, consumes: ['multipart/form-data'] },
      { 201: importSummarySchema },
    ),
    async (req, reply) => reply.code(201).send(await uploadRun(app, req, req.params.context)),
  );

  app.get(
    '/:context/runs',
    route(
      'The import history, newest first: the caller’s runs (every run for all-locations administrators)',
      { params: contextParams, querystring: importPageQuerySchema },
      { 200: importHistoryPageSchema },
    ),
    async (req) => app.imports.history(principalOf(req), req.params.context, req.query),
  );

  app.get(
    '/:context/runs/:id',
    route(
      'One import: counts, status and its first 100 errors',
      { params: runParams },
      {
        200: importSummarySchema,
      },
    ),
    async (req) => app.imports.runSummary(principalOf(req), req.params.context, req.params.id),
  );

  app.get(
    '/:context/runs/:id/errors',
    route(
      'The errors of an import in row order, page by page',
      { params: runParams, querystring: importPageQuerySchema },
      { 200: importErrorsPageSchema },
    ),
    async (req) =>
      app.imports.runErrors(principalOf(req), req.params.context, req.params.id, req.query),
  );

  app.get(
    '/:context/runs/:id/report',
    route(
      'Every error of an import as CSV (row, column, code, value, message in the language asked)',
      { params: runParams, querystring: z.object({ lang: z.enum(LOCALES).default('en') }) },
      { 200: z.unknown().describe('text/csv, one line per error') },
    ),
    async (req, reply) => {
      const { context, id } = req.params;
      const { stream } = await app.imports.runReport(principalOf(req), context, id, req.query.lang);
      return sendCsvFile(reply, `${context}-import-${id}-errors.csv`, stream);
    },
  );

  app.post(
    '/:context/runs/:id/apply',
    route(
      'Applies an import without errors in one transaction; streams progress lines (NDJSON), then done or failed',
      { params: runParams },
      {
        200: z.unknown().describe('application/x-ndjson: progress lines, then one done or failed'),
      },
    ),
    async (req, reply) => {
      const stream = new PassThrough();
      let started!: () => void;
      const firstLine = new Promise<void>((resolve) => (started = resolve));
      const emit = (line: ImportProgressLine) => {
        stream.write(`${JSON.stringify(line)}\n`);
        started();
      };
      const work = app.imports.applyRun(principalOf(req), req.params.context, req.params.id, emit);
      // A refusal (404, 409) comes before the first line and is answered as an error.
      await Promise.race([firstLine, work]);
      work.then(
        () => stream.end(),
        (err: unknown) => {
          req.log.error({ err }, 'import apply failed after it started');
          stream.end();
        },
      );
      return reply.type('application/x-ndjson').header('cache-control', 'no-store').send(stream);
    },
  );
};
export default plugin;
