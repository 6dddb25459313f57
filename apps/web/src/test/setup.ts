// Vitest set-up of the web project: DOM matchers, the API mock server, clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearRecordedRequests, server } from './server';
import { bytesOf } from './handlers/answers';

// Lazy pages are transformed on first use in jsdom, which takes more than the default second on a
// busy machine (the first test of a file took 3.4 s with eight test runs sharing two cores): waiting
// helpers (findBy..., waitFor) get eight seconds, under the 20-second test timeout.
configure({ asyncUtilTimeout: 8000 });

// A request no handler answers fails the request (and the test's expectations) loudly.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  keepUploadFileNames();
});
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearRecordedRequests();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Vitest hands a jsdom FormData to Node's fetch as a copy whose files are renamed "blob"; a browser
 * sends their names. Uploads are copied here with the names kept, before the mock server sees them.
 */
function keepUploadFileNames() {
  const fetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (!(init?.body instanceof FormData)) return fetch(input, init);
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as {
      new (): FormData;
    };
    const form = new NodeFormData();
    for (const [key, value] of init.body) {
      if (typeof value === 'string') form.append(key, value);
      else
        form.append(
          key,
          new NodeFile([new Uint8Array(await bytesOf(value))], value.name, value) as never,
        );
    }
    return fetch(input, { ...init, body: form });
  };
}
