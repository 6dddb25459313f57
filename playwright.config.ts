// End-to-end tests in Chromium against the built portal: every spec at the root; under
// BASE_PATH=portal the smoke tests tagged @prefix (sign-in, deep link, an admin page with its API
// calls and files, the provider's pages and documents, sign-out), which prove the prefix.
import { defineConfig, devices } from '@playwright/test';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = fs.existsSync(chromium) ? chromium : undefined;
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// Several people (or helpers) may run e2e tests side by side: ports and the web build are configurable.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3310);
export const ROOT_PORT = portBase;
export const PREFIX_PORT = portBase + 1;
const webDist = process.env.E2E_WEB_DIST;
/** Short-lived access tokens, so that renewal happens during the tests. */
export const ACCESS_TOKEN_TTL = 20;

function server(port: number, basePath: string) {
  return {
    command: 'node apps/server/dist/main.js',
    url: `http://localhost:${port}${basePath}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      BASE_PATH: basePath,
      DATA_DIR: path.join(dataRoot, `p${port}`),
      DATABASE_URL: '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
      INACTIVITY_TIMEOUT_SECONDS: '3600',
      // Webhook receivers of the tests run on this machine.
      WEBHOOK_ALLOWED_HOSTS: 'localhost,127.0.0.1',
      LOGIN_DASHBOARD_URL: `http://localhost:${port}${basePath}/oidc/account`,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  };
}

/**
 * Whether this machine's cores are slow (a 20,000-round hashing probe: a 2-core AMD EPYC took
 * 2.6 µs a hash when idle). Where they are fast, four workers use the cores that two left half
 * idle (a 2-core Intel Xeon: the suite alone took 21 min on two, 10 on four). On the EPYC, four
 * workers beside the three API passes ran the load average to 18 and the first specs' sign-ins
 * past their timeouts, and with two, aria's attestation flow still ran past 60 s: there the suite
 * runs on two workers with twice the timeouts. E2E_WORKERS sets the number of workers.
 */
function slowCores(): boolean {
  const rounds = 20_000;
  const started = performance.now();
  let digest = Buffer.alloc(64);
  for (let i = 0; i < rounds; i++) digest = createHash('sha256').update(digest).digest();
  return ((performance.now() - started) * 1000) / rounds >= 1.8;
}
const slow = slowCores();

/** Specs that need accounts as seeded, before other specs sign in as them. */
const FIRST = /compliance\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? (slow ? 2 : 4)),
  retries: process.env.CI ? 1 : 0,
  timeout: slow ? 120_000 : 60_000,
  expect: { timeout: slow ? 30_000 : 15_000 },
  // npm test asks for a JSON report too: the end of its run names the failed specs from it.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Aria's attestation needs Olaf Old as seeded, her one account not logged in for over 90
    // days: the passkey and session tests sign in as him. It disables him and ada reactivates
    // him, so the attestation tests run before the other root tests.
    {
      name: 'root-first',
      testMatch: FIRST,
      use: { baseURL: `http://localhost:${ROOT_PORT}` },
    },
    {
      name: 'root',
      use: { baseURL: `http://localhost:${ROOT_PORT}` },
      testIgnore: FIRST,
      dependencies: ['root-first'],
    },
    {
      name: 'portal-prefix',
      grep: /@prefix/,
      use: { baseURL: `http://localhost:${PREFIX_PORT}/portal` },
    },
  ],
  webServer: [server(ROOT_PORT, ''), server(PREFIX_PORT, '/portal')],
});
