// Lighthouse performance scores of signed-in pages (desktop and mobile presets) in Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3799);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Signs `email` in once, then audits each path with the session kept (storage is not reset). */
export async function lighthouseScores(origin, email, password, paths) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  // Lighthouse opens its tabs in the default browser context: a persistent one shares its storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${PORT}`,
    ],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scores = [];
    for (const p of paths) {
      for (const [preset, config] of [
        ['desktop', desktopConfig],
        ['mobile', undefined],
      ]) {
        const { lhr } = await lighthouse(
          `${origin}${p}`,
          {
            port: PORT,
            disableStorageReset: true,
            onlyCategories: ['performance'],
            logLevel: 'error',
          },
          config,
        );
        const a = lhr.audits;
        scores.push({
          path: p,
          preset,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          firstContentfulPaintMs: Math.round(a['first-contentful-paint'].numericValue),
          largestContentfulPaintMs: Math.round(a['largest-contentful-paint'].numericValue),
          totalBlockingTimeMs: Math.round(a['total-blocking-time'].numericValue),
          cumulativeLayoutShift: a['cumulative-layout-shift'].numericValue,
        });
      }
    }
    return scores;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
