import { chromium } from './node_modules/playwright/index.mjs';
const origin = 'http://localhost:3851';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail').fill('ada.admin@atlas.example');
  await page.getByLabel('Password').fill('Portal-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/pw/home-${name}.png`, fullPage: false });
  await page.goto(`${origin}/admin/users`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/pw/users-${name}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
