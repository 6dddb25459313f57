// JSON client of the portal API (<base>/v2): bearer token per call, typed errors.
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

export interface ApiClient {
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
}

export function createApiClient(
  basePath: string,
  getAccessToken: () => Promise<string | undefined>,
): ApiClient {
  return {
    async get<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
      // Read the token per call: another tab may have renewed it since the last one.
      const token = await getAccessToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(`${basePath}/v2${path}`, { headers, signal: init.signal });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
        throw new ApiError(res.status, errorBody);
      }
      return body as T;
    },
  };
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
