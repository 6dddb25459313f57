// Vite build, dev server and Vitest project of the web app.
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const server = process.env.PORTAL_DEV_SERVER ?? 'http://localhost:3000';
// Keys the translation cache: bundles cached by an older build are fetched again.
const buildId = Date.now().toString(36);

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/** The shared sources only declare constants and functions: let unused ones (and zod) drop out. */
const sharedWithoutSideEffects: Plugin = {
  name: 'portal-shared-side-effect-free',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.startsWith(sharedSrc) && source !== '@portal/shared') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !resolved.id.startsWith(sharedSrc)) return null;
    return { ...resolved, moduleSideEffects: false };
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the server rewrites ./assets/ to <base>/assets/ for any base path.
  base: './',
  plugins: [sharedWithoutSideEffects, react(), tailwindcss()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@portal/shared': shared } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: Object.fromEntries(
      ['/v2', '/oidc', '/translations', '/app-config.json'].map((p) => [p, server]),
    ),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Lazy pages render in several steps; a loaded CI machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
});
