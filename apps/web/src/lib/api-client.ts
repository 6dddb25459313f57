// JSON client of the portal API (<base>/v2): bearer token per call, typed errors.
// Spec section 7: the token is added unless an Authorization header is already set or the answer
// is a blob; downloads that need it pass `authHeaders()` themselves.
import { createContext, useContext } from 'react';
import type { ErrorBody } from '@portal/shared';
import { xhrUpload, type UploadProgress } from './upload-progress';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Cancelled requests are not failures the user needs to see. */
export function isAbortError(error: unknown): boolean {
  // Duck-typed: a DOMException is not always an Error (jsdom, other realms).
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'AbortError' || name === 'CancelledError' || message === 'Request aborted';
}

/** The details line of the error panel: the response's message, else the error's message. */
export function errorDetails(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

export interface RequestInit {
  signal?: AbortSignal;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers, e.g. If-Match for optimistic concurrency. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, init?: RequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  patch<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  delete<T>(path: string, init?: RequestInit): Promise<T>;
  /** A binary answer (file downloads, exports); no token is added, pass `authHeaders()`. */
  blob(path: string, init?: RequestInit): Promise<Blob>;
  /** The Authorization header of the current access token (none when signed out). */
  authHeaders(): Promise<Record<string, string>>;
  /** A multipart upload (FormData); the browser sets the content type. */
  upload<T>(path: string, form: FormData, init?: UploadInit): Promise<T>;
  /** A POST whose answer is read as it arrives (e.g. NDJSON progress): the open response. */
  stream(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
}

export interface UploadInit extends RequestInit {
  method?: 'POST' | 'PUT';
  /** Reports the bytes sent so far (the upload then goes over XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
}

type Answer = 'json' | 'blob' | 'response';

function toApiError(status: number, errorBody: unknown): ApiError {
  return new ApiError(
    status,
    errorBody && typeof errorBody === 'object' ? (errorBody as Partial<ErrorBody>) : null,
  );
}

function withQuery(path: string, query: RequestInit['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export function createApiClient(
  basePath: string,
  getAccessToken: () => Promise<string | undefined>,
  /** An administrative write needs a sign-in with a second factor (issue 26): step up. */
  onSecondFactorRequired?: () => void,
): ApiClient {
  // Read the token per call: another tab may have renewed it since the last one.
  async function authHeaders(): Promise<Record<string, string>> {
    const token = await getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
  async function headersFor(init: RequestInit, withToken: boolean) {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const hasAuthorization = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
    if (withToken && !hasAuthorization) Object.assign(headers, await authHeaders());
    return headers;
  }
  async function send(
    method: string,
    path: string,
    body: unknown,
    init: RequestInit = {},
    answer: Answer = 'json',
  ) {
    const headers = await headersFor(init, answer !== 'blob');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${basePath}/v2${withQuery(path, init.query)}`, {
      method,
      headers,
      body: payload,
      signal: init.signal,
    });
    if (!res.ok) {
      const error = toApiError(res.status, await res.json().catch(() => null));
      if (error.body?.code === 'SECOND_FACTOR_REQUIRED') onSecondFactorRequired?.();
      throw error;
    }
    if (answer === 'response') return res;
    if (answer === 'blob') return res.blob();
    if (res.status === 204) return undefined;
    return res.json().catch(() => undefined);
  }
  return {
    get: <T>(path: string, init?: RequestInit) => send('GET', path, undefined, init) as Promise<T>,
    post: <T>(path: string, body?: unknown, init?: RequestInit) =>
      send('POST', path, body, init) as Promise<T>,
    put: <T>(path: string, body?: unknown, init?: RequestInit) =>
      send('PUT', path, body, init) as Promise<T>,
    patch: <T>(path: string, body?: unknown, init?: RequestInit) =>
      send('PATCH', path, body, init) as Promise<T>,
    delete: <T>(path: string, init?: RequestInit) =>
      send('DELETE', path, undefined, init) as Promise<T>,
    blob: (path: string, init?: RequestInit) =>
      send('GET', path, undefined, init, 'blob') as Promise<Blob>,
    upload: async <T>(path: string, form: FormData, init: UploadInit = {}) => {
      const method = init.method ?? 'POST';
      if (!init.onProgress) return send(method, path, form, init) as Promise<T>;
      const headers = await headersFor(init, true);
      const url = `${basePath}/v2${withQuery(path, init.query)}`;
      const { onProgress, signal } = init;
      const res = await xhrUpload(url, form, { method, headers, onProgress, signal });
      if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
      return res.body as T;
    },
    stream: (path: string, body?: unknown, init?: RequestInit) =>
      send('POST', path, body, init, 'response') as Promise<Response>,
    authHeaders,
  };
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
