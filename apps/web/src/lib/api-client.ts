// JSON client of the portal API (<base>/v2): bearer token per call, typed errors.
// Spec section 7: the token is added unless an Authorization header is already set or the answer
// is a blob; downloads that need it pass `authHeaders()` themselves.
import { createContext, useContext } from 'react';
import type { ErrorBody } from '@portal/shared';

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
  upload<T>(
    path: string,
    form: FormData,
    init?: RequestInit & { method?: 'POST' | 'PUT' },
  ): Promise<T>;
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
): ApiClient {
  // Read the token per call: another tab may have renewed it since the last one.
  async function authHeaders(): Promise<Record<string, string>> {
    const token = await getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
  async function send(
    method: string,
    path: string,
    body: unknown,
    init: RequestInit = {},
    raw = false,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const hasAuthorization = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
    if (!raw && !hasAuthorization) Object.assign(headers, await authHeaders());
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
      const errorBody: unknown = await res.json().catch(() => null);
      throw new ApiError(
        res.status,
        errorBody && typeof errorBody === 'object' ? (errorBody as Partial<ErrorBody>) : null,
      );
    }
    if (raw) return res.blob();
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
      send('GET', path, undefined, init, true) as Promise<Blob>,
    upload: <T>(path: string, form: FormData, init?: RequestInit & { method?: 'POST' | 'PUT' }) =>
      send(init?.method ?? 'POST', path, form, init) as Promise<T>,
    authHeaders,
  };
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
