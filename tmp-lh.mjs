// local lighthouse runner (not committed): scores + failing audits
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
const PORT = 9385; const origin = process.argv[2]; const paths = process.argv.slice(3);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-lh-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync',`--remote-debugging-port=${PORT}`] });
try {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail').fill('ada.admin@atlas.example');
  await page.getByLabel('Password').fill('Portal-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (const p of paths) for (const [preset, config] of [['desktop', desktopConfig], ['mobile', undefined]]) {
    const { lhr } = await lighthouse(`${origin}${p}`, { port: PORT, disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' }, config);
    const a = lhr.audits;
    console.log(p, preset, Math.round(lhr.categories.performance.score*100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'SI', Math.round(a['speed-index'].numericValue));
    for (const [id, au] of Object.entries(a)) if (au.score !== null && au.score < 0.9 && au.scoreDisplayMode !== 'informative' && au.scoreDisplayMode !== 'notApplicable') console.log('   ', id, au.score, au.displayValue ?? '');
    if (process.env.DUMP) fs.writeFileSync(`/tmp/pw/lhr-${p.replace(/\W/g,'_')}-${preset}.json`, JSON.stringify(lhr));
  }
} finally { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); }
