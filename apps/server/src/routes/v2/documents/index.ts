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
import { notModified } from '../../../auth/cached-answer.js';
import { principalOf } from '../../../auth/guard.js';
import { HttpError } from '../../../lib/http-errors.js';
import { readForm, type Form } from '../../../plugins/external/multipart.js';
import { checked, englishText } from '../../../services/experience/validation.js';
import { errors } from '../../../route-kits/experience-errors.js';

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

const ONE_FILE = {
  message: englishText('validation.oneFileAtATime'),
  key: 'validation.oneFileAtATime',
};
const TOO_LARGE = {
  message: `The file is larger than the limit of ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  key: 'validation.fileTooLarge',
};

function uploadFields({ fields: values, files }: Form) {
  if (files.length !== 1) throw new HttpError(400, ONE_FILE.message, ONE_FILE.key);
  const text = (name: string) => values.get(name)?.[0];
  const brands = (values.get('brands') ?? [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const fields = checked(documentFieldsSchema, {
    name: text('name') ?? '',
    description: text('description') ?? '',
    subject: text('subject'),
    brands,
  });
  return { fields, file: { fileName: files[0]!.fileName, data: files[0]!.data } };
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['documents'],
        summary: "Documents of the signed-in user's brands, by subject and search text",
        querystring: documentsQuerySchema,
        response: { 200: documentsSchema, 304: notModified, ...errors },
      },
    },
    async (req, reply) => {
      const { subject, search } = req.query;
      // A search is typed once and rarely repeated: it asks the database each time (no-store).
      if (search?.trim()) return app.experience.listDocuments(principalOf(req), req.query);
      // The library by subject, as the page opens it: cached per user under the user's and the
      // catalogue's versions (documents and their brands bump the catalogue's, migration 0016).
      return app.sendCached(req, reply, {
        key: `documents ${subject ?? ''}`,
        schema: documentsSchema,
        compute: () => app.experience.listDocuments(principalOf(req), { subject }),
      });
    },
  );

  app.get(
    '/:id/content',
    {
      schema: {
        tags: ['documents'],
        summary: 'The file of a document, with its content type (404 for other brands)',
        params: idParamsSchema,
        response: {
          200: {
            description: 'The file as uploaded, with its content type and file name',
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...errors,
        },
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
      schema: {
        tags: ['documents'],
        summary: 'Uploads one document (multipart: file, name, description, subject, brands)',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema, ...withTooLarge },
      },
    },
    async (req, reply) => {
      // The form streams in: the file's size is checked as it arrives (413 past the limit).
      const form = await readForm(req, { fileCount: ONE_FILE, tooLarge: TOO_LARGE });
      const { fields, file } = uploadFields(form);
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
