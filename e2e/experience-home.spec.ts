// The signed-in experience end to end: sam's home (applications and announcements), ada's
// Admin menu and developers' section, documents, support access and the language switch.
import { expect, test } from '@playwright/test';
import { appUrl, expectHome, openAs } from './helpers';
import { ADA, IVY, SAM } from './experience-helpers';

test('sam’s home shows his applications grouped by region and category, and his announcements', async ({
  page,
}, info) => {
  await openAs(page, info, '/', SAM);
  await expectHome(page, 'Sam Standard');
  const apps = page.getByRole('region', { name: 'My Applications' });
  await expect(apps.getByRole('heading', { level: 3 })).toHaveText([
    'All regions',
    'North America',
  ]);
  await expect(apps.getByRole('heading', { level: 4 })).toHaveText([
    'Parts',
    'Service',
    'Training',
    'Other applications',
    'Service',
    'Warranty',
  ]);
  await expect(apps.getByRole('link', { name: /Parts Catalogue/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(apps.getByRole('link', { name: 'Product Bulletins' })).not.toHaveAttribute('target');
  await expect(apps.getByRole('link', { name: /Machine Orders/ })).toHaveCount(0);

  const news = page.getByRole('region', { name: /^Announcements/ });
  // The seeded ones, in their order: other specs on the same portal add brand 1 announcements of
  // their own for a while (catalog-announcements.spec.ts).
  const seeded = /^(Spring service|New parts|Safety bulletin|Dealer portal)/;
  await expect(news.getByRole('heading', { level: 3 }).filter({ hasText: seeded })).toHaveText([
    /^Spring service campaign/,
    /^New parts catalogue release/,
    /^Safety bulletin: hydraulic hoses/,
    /^Dealer portal maintenance window/,
  ]);
  // Opening one shows its content and marks it read; the read state survives a reload.
  await news.getByRole('button', { name: /Dealer portal maintenance window/ }).click();
  await expect(news.getByText('The portal is unavailable on Sunday')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: /Dealer portal maintenance window/ }).getByText('New'),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /Spring service campaign/ }).getByText('New'),
  ).toBeVisible();
});

test('ada sees the Admin menu and the DEV ONLY section; sam sees neither', async ({
  page,
  browser,
}, info) => {
  await openAs(page, info, '/', ADA);
  await expectHome(page, 'Ada Admin');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'All regions' }).click();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(appUrl(info, '/admin/users'));
  await page.goto(appUrl(info, '/'));
  const dev = page.getByRole('region', { name: 'Admin [DEV ONLY]' });
  await expect(dev.getByRole('link', { name: 'Manage directory: singular roles' })).toBeVisible();
  await expect(dev.getByRole('link', { name: 'WSR Bulk Assignment' })).toBeVisible();

  const other = await browser.newPage();
  await openAs(other, info, '/', SAM);
  await expectHome(other, 'Sam Standard');
  await expect(other.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(other.getByRole('region', { name: 'Admin [DEV ONLY]' })).toHaveCount(0);
  await other.close();
});

test('switching to Deutsch translates the page and survives a reload', async ({ page }, info) => {
  await openAs(page, info, '/', SAM);
  await expectHome(page, 'Sam Standard');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Sam Standard');
  await expect(page.getByRole('heading', { name: 'Meine Anwendungen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Teilekatalog/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Frühjahrs-Servicekampagne/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Sam Standard');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('sam downloads a document with its real content', async ({ page }, info) => {
  await openAs(page, info, '/documents', SAM);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Corvid dealer agreement/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Warranty claim guide' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('warranty-claim-guide.pdf');
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});

test('ivy, without a serial number, gets access denied on /support', async ({ page }, info) => {
  await openAs(page, info, '/support', IVY);
  await expect(page).toHaveURL(`${appUrl(info, '/access-denied')}?from=%2Fsupport`);
  await expect(page.getByText("You don't have access to this functionality.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support' })).toHaveCount(0);
});

test('sam finds his administrators on /support', async ({ page }, info) => {
  await openAs(page, info, '/support', SAM);
  await expect(page.getByRole('heading', { name: 'Dan Dealer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'dan.dealer@atlas.example' })).toHaveAttribute(
    'href',
    'mailto:dan.dealer@atlas.example',
  );
});
