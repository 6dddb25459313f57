// What every group of routes builds its declarations from: a route's options with the group's tags
// and error answers, and the answer of a CSV download.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * The options builder of a group of routes: a route's summary, request parts (params, querystring,
 * body, consumes) and success answers, with the group's tags and the error answers it may give.
 */
export function routeKit<const E extends object>(tags: string[], errors: E) {
  return <const P extends object, const R extends object>(
    summary: string,
    parts: P,
    success: R,
  ) => ({
    schema: { tags, summary, ...parts, response: { ...success, ...errors } },
  });
}

/** Sends a file of content type `type` as an attachment named `filename`, never cached. */
export function sendAttachment(reply: FastifyReply, type: string, filename: string, body: unknown) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Sends a streamed CSV file as an attachment named `filename`. */
export const sendCsvFile = (reply: FastifyReply, filename: string, stream: Readable) =>
  sendAttachment(reply, 'text/csv; charset=utf-8', filename, stream);

/** Sends a streamed CSV file named `<name>-<day>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable) {
  return sendCsvFile(reply, `${name}-${new Date().toISOString().slice(0, 10)}.csv`, stream);
}
