// The document library: list and download (documents:view), upload, edit and delete
// (admin:documents:write); uploads are multipart forms with one file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  documentFieldsSchema,
  documentPatchSchema,
  documentSchema,
  documentsQuerySchema,
  documentsSchema,
  idParamsSchema,
  int4,
  safeString,
} from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { HttpError } from '../../../lib/http-errors.js';
import { boundaryOf, parseMultipart, type MultipartPart } from '../../../lib/multipart.js';
import { checked, englishText } from '../../../services/experience/validation.js';
import { errors } from '../../../http/experience-errors.js';

const withTooLarge = { ...errors, 413: errors[400] };

/** The shape of a PATCH; the value rules are applied by the handler so it can name the problem. */
const patchShape = z
  .object({
    name: safeString().max(10_000),
    description: safeString().max(10_000),
    subject: safeString().max(64),
    brands: z.array(int4()).max(50),
  })
  .partial()
  .strict();

/** A download name for Content-Disposition: ASCII fallback plus the UTF-8 form. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function uploadFields(parts: MultipartPart[]) {
  const files = parts.filter((p) => p.filename !== undefined);
  if (files.length !== 1)
    throw new HttpError(400, englishText('validation.oneFileAtATime'), 'validation.oneFileAtATime');
  const text = (name: string) =>
    parts.find((p) => p.name === name && p.filename === undefined)?.data.toString('utf8');
  const brands = parts
    .filter((p) => p.name === 'brands' && p.filename === undefined)
    .flatMap((p) => p.data.toString('utf8').split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const fields = checked(documentFieldsSchema, {
    name: text('name') ?? '',
    description: text('description') ?? '',
    subject: text('subject'),
    brands,
  });
  return { fields, file: { fileName: files[0]!.filename ?? '', data: files[0]!.data } };
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes take multipart bodies (as one size-limited Buffer).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '',
    {
      schema: {
        tags: ['documents'],
        summary: "Documents of the signed-in user's brands, by subject and search text",
        querystring: documentsQuerySchema,
        response: { 200: documentsSchema, ...errors },
      },
    },
    async (req) => app.experience.listDocuments(principalOf(req), req.query),
  );

  app.get(
    '/:id/content',
    {
      schema: {
        tags: ['documents'],
        summary: 'The file of a document, with its content type (404 for other brands)',
        params: idParamsSchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { doc, content } = await app.experience.documentFile(principalOf(req), req.params.id);
      return (
        reply
          .type(doc.contentType)
          .header('content-disposition', disposition(doc.fileName))
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is; the typed send only knows the JSON answers.
          .send(content as never)
      );
    },
  );

  app.post(
    '',
    {
      bodyLimit: DOCUMENT_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['documents'],
        summary: 'Uploads one document (multipart: file, name, description, subject, brands)',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema, ...withTooLarge },
      },
    },
    async (req, reply) => {
      const boundary = boundaryOf(req.headers['content-type']);
      const parts =
        Buffer.isBuffer(req.body) && boundary ? parseMultipart(req.body, boundary) : null;
      if (!parts)
        throw new HttpError(
          400,
          'The upload must be a multipart form with one file.',
          'validation.oneFileAtATime',
        );
      const { fields, file } = uploadFields(parts);
      return reply
        .code(201)
        .send(await app.experience.createDocument(principalOf(req), fields, file));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Changes the name, description, subject or brands of a document',
        params: idParamsSchema,
        body: patchShape,
        response: { 200: documentSchema, ...errors },
      },
    },
    async (req) =>
      app.experience.updateDocument(
        principalOf(req),
        req.params.id,
        checked(documentPatchSchema, req.body),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Deletes a document',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await app.experience.deleteDocument(principalOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
