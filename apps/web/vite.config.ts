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

/**
 * React Router is one module, so whatever it keeps lands in the first load. Three build-only edits
 * (measured: first load of / -3.6 kB gzip, admin pages unchanged) that let its unused parts drop out:
 * - the production build instead of the development one its package exports (no dev warnings);
 * - its top-level `React.forwardRef`/`createContext`/`memo` calls marked pure and its `displayName`
 *   labels dropped: unused components (Form, ScrollRestoration, ...) are no longer kept;
 * - `Link` without framework-mode prefetching: `usePrefetchBehavior` answers "no prefetch" without
 *   a framework context (the portal is a declarative-mode SPA), so its code and the prefetch-link
 *   machinery behind it are dead here.
 * A pattern that no longer matches after an upgrade fails the build rather than silently keeping code.
 */
const reactRouterModule = /node_modules\/react-router\/dist\/production\/chunk-[A-Z0-9]+\.mjs$/;
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const reactRouterForSpa: Plugin = {
  name: 'portal-react-router-spa',
  apply: 'build',
  config: () => ({
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  }),
  transform: {
    filter: { id: reactRouterModule },
    handler(code, id) {
      if (!code.includes('function usePrefetchBehavior(')) return null;
      // Link's prefetch hook and the prefetch links it would render.
      const prefetch: [RegExp, string][] = [
        [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, void 0, {}]'],
        [
          /\/\* @__PURE__ \*\/ React[0-9]*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/,
          'null',
        ],
      ];
      let out = code;
      for (const [pattern, replacement] of prefetch) {
        if (!pattern.test(out))
          throw new Error(`${id}: Link's prefetching not found (${pattern.source})`);
        out = out.replace(pattern, replacement);
      }
      out = out
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
        .replace(
          /^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm,
          '$1/* @__PURE__ */ $2',
        );
      return { code: out, map: null };
    },
  },
};

/**
 * Libraries every page runs: one chunk, so the first load is two files that compress well. Limiting
 * it to the modules the entry imports (`tags: ['$initial']`) was measured: first load -0.8 kB gzip,
 * but every admin page +1.0 to 1.3 kB (mutation hooks and the like in chunks of their own).
 */
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
  plugins: [
    reactRouterForSpa,
    sharedWithoutSideEffects,
    reactAriaPortalLocales,
    react(),
    tailwindcss(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@portal/shared': shared } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of the es2022 target but Safari 16.x supports <link rel="modulepreload">; there the
    // entry loads the framework chunk itself, a little later. -0.2 kB gzip of the first load.
    modulePreload: { polyfill: false },
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
