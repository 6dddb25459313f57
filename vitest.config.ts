// Test projects: unit (shared + server logic), api (server on a real database), web (jsdom components).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const fastCheckSeed = fileURLToPath(
  new URL('./scripts/test-setup/fast-check-seed.ts', import.meta.url),
);

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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          setupFiles: [fastCheckSeed],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
