// Inactivity end to end, on a portal of its own with a short timeout (20 s, warning 15 s before):
// the warning appears, "stay logged in" keeps the session, no answer logs the user out.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowTime, basePath, expectHome, fillLogin } from './helpers';
import { SAM } from './experience-helpers';

const PORT_OFFSET = 20;
let server: ChildProcess | undefined;
let origin = '';

// Playwright wants the fixtures object first; this hook needs none of them.
test.beforeAll(async ({ browserName: _browserName }, info) => {
  allowTime(120_000);
  const base = new URL(String(info.project.use.baseURL));
  const port = Number(base.port) + PORT_OFFSET;
  origin = `http://localhost:${port}${basePath(info)}`;
  server = spawn('node', ['apps/server/dist/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      BASE_PATH: basePath(info),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-session-')),
      DATABASE_URL: '',
      SEED: 'minimal',
      LOG_LEVEL: 'warn',
      INACTIVITY_TIMEOUT_SECONDS: '20',
      INACTIVITY_WARNING_SECONDS: '15',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, {
      timeout: 90_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the inactivity warning appears, "stay logged in" keeps the session, then logout', async ({
  page,
}) => {
  allowTime(90_000);
  await page.goto(`${origin}/`);
  await fillLogin(page, SAM);
  await expectHome(page, 'Sam Standard');
  const warning = page.getByRole('dialog', { name: 'You are about to be logged out' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText(/logged out in \d+ seconds/);
  await warning.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(warning).toBeHidden();
  await expectHome(page, 'Sam Standard');
  // Without an answer this time: the user is logged out and lands on the login page.
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
