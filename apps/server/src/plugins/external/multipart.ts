// multipart/form-data for the whole server (@fastify/multipart, streaming, with limits), and the
// reader that turns a form into its fields and its one file with clear 4xx answers.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENT_MAX_BYTES } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

/** Limits of every form; a route asks for tighter ones through `readForm`. */
export const FORM_LIMITS = {
  files: 1,
  /** Text fields and files together. */
  parts: 20,
  fields: 19,
  /** Bytes of one text field: far above any field's own limit, so the schema names the problem. */
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
  fileSize: DOCUMENT_MAX_BYTES,
} as const;

export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: FORM_LIMITS });
  },
  { name: 'multipart' },
);

export interface FormFile {
  fieldName: string;
  /** As the client named it (RFC 7578 `filename`, or RFC 5987 `filename*=UTF-8''…` decoded). */
  fileName: string;
  data: Buffer;
}

export interface Form {
  /** Text fields by name; a name sent twice keeps both values in order. */
  fields: Map<string, string[]>;
  files: FormFile[];
}

export interface FormMessages {
  /** Said when the form holds more files than allowed, or none when one is needed. */
  fileCount: { message: string; key?: string };
  /** Said when a file is over the size limit (413). */
  tooLarge: { message: string; key?: string };
  /** A tighter size limit of this route's files (bytes). */
  fileSize?: number;
}

/** Reads a multipart form as it streams in; limit breaches and broken bodies become 4xx. */
export async function readForm(req: FastifyRequest, messages: FormMessages): Promise<Form> {
  if (!req.isMultipart())
    throw new HttpError(
      400,
      'The upload must be a multipart form with one file.',
      messages.fileCount.key,
    );
  const form: Form = { fields: new Map(), files: [] };
  try {
    const limits =
      messages.fileSize === undefined ? {} : { limits: { fileSize: messages.fileSize } };
    for await (const part of req.parts(limits)) {
      if (part.type === 'file') {
        form.files.push(await readFile(part));
        continue;
      }
      if (part.valueTruncated) throw new HttpError(400, `The field ${part.fieldname} is too long.`);
      const list = form.fields.get(part.fieldname) ?? [];
      list.push(String(part.value));
      form.fields.set(part.fieldname, list);
    }
  } catch (err) {
    throw formError(err, messages);
  }
  return form;
}

async function readFile(part: MultipartFile): Promise<FormFile> {
  return { fieldName: part.fieldname, fileName: part.filename, data: await part.toBuffer() };
}

/** The library's errors (limits, malformed bodies) as answers a client can act on. */
function formError(err: unknown, messages: FormMessages): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as FastifyError).code;
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(400, messages.fileCount.message, messages.fileCount.key);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, messages.tooLarge.message, messages.tooLarge.key);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, `The form has more than ${FORM_LIMITS.parts} parts.`);
  // Truncated bodies, missing boundaries and malformed headers come from the parser as plain errors.
  const message = err instanceof Error ? err.message : String(err);
  return new HttpError(400, `The upload is not a well-formed multipart form: ${message}.`);
}
