// The Mock Service Worker server of the web tests: answers the portal API in memory and records
// every request the app sends, so tests assert on what reached the "server".
import { setupServer } from 'msw/node';
import { readBody } from './handlers/answers';

export const server = setupServer();

/** One request as the API saw it; `path` is relative to `/v2`, without the query. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query parameters, undefined without any. */
  query?: Record<string, string>;
  headers?: Headers;
  /** Parsed JSON, the FormData of an upload, or undefined without a body. */
  body?: unknown;
}

const recorded: RecordedRequest[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname.replace(/^\/v2(?=\/)/, ''),
    query: url.search ? Object.fromEntries(url.searchParams) : undefined,
  };
  // Kept out of equality checks on the whole request.
  Object.defineProperty(entry, 'headers', { value: request.headers, enumerable: false });
  recorded.push(entry);
  // The body is read from a copy while the handler answers; it is there once the app has the answer.
  if (request.body) void readBody(request.clone()).then((body) => (entry.body = body));
});

/** The requests sent to the API since the test started, oldest first. */
export function apiRequests(filter?: { method?: string; path?: string }): RecordedRequest[] {
  return recorded.filter(
    (r) =>
      (!filter?.method || r.method === filter.method) && (!filter?.path || r.path === filter.path),
  );
}

export function clearRecordedRequests() {
  recorded.length = 0;
}

/** The bodies sent with `method` to `path`, oldest first. */
export function apiBodies(method: string, path: string): unknown[] {
  return apiRequests({ method, path }).map((r) => r.body);
}
