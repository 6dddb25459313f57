// Test projects: unit (shared + server logic), api (server on a real database), web (jsdom components).
import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const fastCheckSeed = fileURLToPath(
  new URL('./scripts/test-setup/fast-check-seed.ts', import.meta.url),
);

// These stop a database or kill a server process: only meaningful on PostgreSQL, not collected otherwise.
const postgresOnly = [
  'apps/server/test/security-db-down.test.ts',
  'apps/server/test/security-sigkill.test.ts',
  'apps/server/test/imports-sigkill.test.ts',
];

// These start the built server on a PGlite data directory: run once, in the PGlite pass.
const pgliteOnly = ['apps/server/test/platform-start.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@portal/shared': shared } },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [fastCheckSeed],
        },
      },
      {
        resolve: { alias: { '@portal/shared': shared } },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DB === 'postgres' ? pgliteOnly : postgresOnly),
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One worker process loads the server's modules once for all files (each file still has
          // its own database and portal): per-file isolation cost ~5 s of imports a file.
          isolate: false,
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          setupFiles: [fastCheckSeed],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
