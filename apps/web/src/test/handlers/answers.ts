// Turns a table of answers into Mock Service Worker handlers of the portal API (`/v2`).
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { ApiError } from '../../lib/api-client';

/** What the resolver receives: the JSON body (FormData for uploads) and the query. */
export interface AnswerRequest {
  body: unknown;
  query: Record<string, string>;
  params: Record<string, string | readonly string[] | undefined>;
  request: Request;
}

/**
 * An answer: JSON, a Blob (a download), null (204), an ApiError (its status and body), another
 * Error (a network failure), or a function of the request giving one of these (a promise that never settles keeps the request pending).
 */
export type Answer = unknown;

/** Answers keyed by 'METHOD /path' ('/path' alone is GET); paths may hold `:params`. */
export type Answers = Record<string, Answer>;

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

export function answers(table: Answers): RequestHandler[] {
  return Object.entries(table).map(([key, answer]) => {
    const [method, path] = key.includes(' ') ? key.split(' ', 2) : ['GET', key];
    const route = METHODS[method as keyof typeof METHODS];
    if (!route || !path) throw new Error(`bad answer key "${key}"`);
    return route(`/v2${path}`, resolver(answer));
  });
}

function resolver(answer: Answer): HttpResponseResolver {
  return async ({ request, params }) => {
    let value = answer;
    if (typeof answer === 'function') {
      const url = new URL(request.url);
      const body = await readBody(request);
      value = await (answer as (r: AnswerRequest) => unknown)({
        body,
        query: Object.fromEntries(url.searchParams),
        params,
        request,
      });
    }
    return toResponse(value);
  };
}

/** The body as the API would parse it: JSON, FormData of an upload, else text. */
export async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return formDataOf(request);
  const text = await request.text();
  return type.includes('json') && text ? JSON.parse(text) : text;
}

async function toResponse(value: unknown): Promise<Response> {
  if (value instanceof Response) return value;
  if (value instanceof ApiError) return HttpResponse.json(value.body, { status: value.status });
  if (value instanceof Error) return HttpResponse.error();
  if (value instanceof Blob) {
    return new HttpResponse(await bytesOf(value), { headers: { 'Content-Type': value.type } });
  }
  if (value === null) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(value as never);
}

/**
 * Node's fetch (undici, Node 22 and later) builds the parsed form's files with the global `File`
 * and then checks they are its own; under jsdom the global is jsdom's. Node's File is lent to it
 * while the form is parsed.
 */
async function formDataOf(request: Request): Promise<FormData> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.formData();
  } finally {
    globalThis.File = jsdomFile;
  }
}

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
export function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}
