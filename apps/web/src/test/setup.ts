// Vitest set-up of the web project: DOM matchers, clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages are transformed on first use in jsdom, which takes more than the default second on a
// busy machine: waiting helpers (findBy..., waitFor) get three (under the five-second test timeout).
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
