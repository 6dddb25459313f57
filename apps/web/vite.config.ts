// Vite build, dev server and Vitest project of the web app.
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
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

/** The portal's languages, one translation file each (en, de, ...). */
const portalLanguages = new Set(
  fs
    .readdirSync(new URL('../../packages/shared/locales/portal/', import.meta.url))
    .map((file) => file.replace(/\.json$/, '')),
);

/**
 * React Aria ships its built-in strings ("Remove", "Selected", ...) in 34 locales, imported by an
 * `intlStrings.mjs` table per component family. Keep the portal's languages and drop the other
 * imports and table entries: a lookup for another locale falls back to en-US, as React Aria does
 * for any locale it does not know (what Adobe's optimize-locales-plugin does).
 */
const reactAriaPortalLocales: Plugin = {
  name: 'portal-react-aria-locales',
  transform: {
    filter: {
      id: /node_modules\/(@react-aria\/[^/]+|@react-stately\/[^/]+|react-aria|react-aria-components|react-stately)\/.*intlStrings\.mjs$/,
    },
    handler(code) {
      const keep = (tag: string) => portalLanguages.has(tag.slice(0, 2));
      const out = code
        .replace(/^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";\n/gm, (line, tag: string) =>
          keep(tag) ? line : '',
        )
        .replace(/^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\n/gm, (line, tag: string) =>
          keep(tag) ? line : '',
        );
      return { code: out, map: null };
    },
  },
};

/** Libraries every page runs: one chunk, so the first load is two files that compress well. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/query-core',
  '@tanstack/react-query',
];
const frameworkModule = new RegExp(`node_modules/(${FRAMEWORK.join('|')})/`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the server rewrites ./assets/ to <base>/assets/ for any base path.
  base: './',
  plugins: [sharedWithoutSideEffects, reactAriaPortalLocales, react(), tailwindcss()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@portal/shared': shared } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown would otherwise split these into several chunks shared with lazy pages.
          groups: [{ name: 'framework', test: frameworkModule }],
        },
      },
    },
  },
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
