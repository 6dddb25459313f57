// What the records routes share: error answers, tags and the CSV answer of an export.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { errorResponses } from '../lib/http-errors.js';

export const ERRORS = errorResponses(400, 401, 403, 404, 409);
export const TAGS = ['records'];

/** Sends a streamed CSV file named `<name>-<day>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
