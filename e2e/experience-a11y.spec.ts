// Accessibility of every page of the signed-in experience in two brands and two languages
// (axe: no serious or critical violation), and a screenshot of home in each brand.
import { expect, test, type Page } from '@playwright/test';
import { allowTime, appUrl, expectNoSeriousA11yViolations, openAs } from './helpers';
import { ADA, CORA, IVY, SAM, openProfileMenu } from './experience-helpers';

const PAGES = [
  '/',
  '/documents',
  '/support',
  '/preferences',
  '/preferences/emails',
  '/preferences/security',
];

async function checkPages(page: Page, info: Parameters<typeof appUrl>[0], paths: string[]) {
  for (const path of paths) {
    await page.goto(appUrl(info, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loading indicators gone (the empty live regions of the forms stay).
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
}

test('sam, Atlas, English: every page and the open menus and dialogs', async ({ page }, info) => {
  allowTime(120_000);
  await openAs(page, info, '/', SAM);
  await checkPages(page, info, PAGES);
  await page.goto(appUrl(info, '/'));
  await openProfileMenu(page);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'My Applications' }).click();
  await expect(page.getByRole('dialog', { name: 'My Applications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'View all announcements' }).click();
  await expect(page.getByRole('dialog', { name: 'All announcements' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('ada, Kestrel, German: every page, the Admin menu, upload and brand dialogs', async ({
  page,
}, info) => {
  allowTime(180_000);
  await openAs(page, info, '/?brand=4', ADA);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Ada Admin');
  await expect(page.locator('body')).toHaveClass('theme kestrel');
  await checkPages(page, info, PAGES);
  await page.goto(appUrl(info, '/documents'));
  await page.getByRole('button', { name: 'Dokument hochladen' }).click();
  await expect(page.getByRole('dialog', { name: 'Dokument hochladen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Verwaltung', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  const menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: /Marke wechseln/ }).click();
  await expect(page.getByRole('dialog', { name: 'Marke wechseln' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('home in each brand: screenshots, and no serious violations', async ({ browser }, info) => {
  allowTime(150_000);
  const shots: [string, string, string, string][] = [
    [SAM, '/', 'localhost', 'brand-1-atlas'],
    [IVY, '/?brand=2', 'localhost', 'brand-2-portable-power'],
    [CORA, '/', 'corvid.localhost', 'brand-3-corvid'],
    [ADA, '/?brand=4', 'localhost', 'brand-4-kestrel'],
  ];
  for (const [email, path, host, name] of shots) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await openAs(tab, info, path, email, host);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(tab.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(tab);
    await tab.screenshot({ path: info.outputPath(`home-${name}.png`), fullPage: true });
    await context.close();
  }
});
