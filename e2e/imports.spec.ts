// Bulk import end to end: ada downloads the users template, fills in a new user, uploads it, sees
// the preview, applies it and finds the user in the users list; a wrong file type is refused in
// the browser; axe on both import pages.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { allowTime, appUrl, expectNoSeriousA11yViolations, openAs } from './helpers';
import { gotoSettled, test } from './users-helpers';

const ADA = 'ada.admin@atlas.example';
const USERS_PAGE = '/admin/wsr-bulk-assignments';
const ORGS_PAGE = '/admin/orgs-bulk-assignments';

/** The values of the new user's row, by column name; columns not named stay empty. */
function newUserRow(email: string): Record<string, string> {
  return {
    email,
    firstName: 'Imre',
    lastName: 'Importer',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    preferredLanguage: 'en',
    jobTitle: 'Warranty clerk',
    locations: 'ATL-0001',
    roles: 'WARRANTY_CLERK',
  };
}

/** The template's header line with one row of values under it (same separator and order). */
function fillTemplate(template: string, values: Record<string, string>): string {
  const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  const separator = header.includes(';') && !header.includes(',') ? ';' : ',';
  const names = header.split(separator).map((h) => h.trim().replace(/^"|"$/g, ''));
  const row = names.map((name) => {
    const key = Object.keys(values).find((k) => k.toLowerCase() === name.toLowerCase());
    return key ? values[key]! : '';
  });
  return `${header}\n${row.join(separator)}\n`;
}

async function chooseFile(page: Page, name: string, content: string, mimeType: string) {
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
}

test('ada imports a new user from the filled template and finds them in the users list', async ({
  page,
}, info) => {
  allowTime(120_000);
  const email = `imre.importer.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await openAs(page, info, USERS_PAGE, ADA);
  await expect(page.getByRole('heading', { level: 1, name: 'WSR Bulk Assignment' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('locations');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV template' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.toLowerCase()).toContain('email');

  const fileName = `new-user-${Date.now()}.csv`;
  await chooseFile(page, fileName, fillTemplate(template, newUserRow(email)), 'text/csv');
  await expect(page.getByRole('heading', { level: 2, name: `Preview of ${fileName}` })).toBeVisible(
    { timeout: 30_000 },
  );
  const counts = page.getByLabel('Rows of the file');
  await expect(counts.getByText('To create').locator('xpath=following-sibling::dd')).toHaveText(
    '1',
  );
  await expect(counts.getByText('Errors').locator('xpath=following-sibling::dd')).toHaveText('0');
  await expect(
    page.getByText('No errors found. Apply the file to make these changes.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Apply' }).click();
  const ask = page.getByRole('dialog', { name: /^Apply / });
  await expect(ask).toContainText('New records: 1. Changed records: 0.');
  await ask.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The import was applied' })).toBeVisible(
    { timeout: 30_000 },
  );
  const done = page.getByLabel('What was done');
  await expect(done.getByText('Created').locator('xpath=following-sibling::dd')).toHaveText('1');
  // The run is in the history with ada's name.
  const history = page.getByRole('table', { name: 'Previous imports' });
  await expect(history.getByRole('row').filter({ hasText: fileName })).toContainText('Ada Admin');

  await gotoSettled(page, appUrl(info, `/admin/users?q=${encodeURIComponent(email)}`));
  await expect(page.getByRole('link', { name: 'Importer, Imre' })).toBeVisible();
});

test('a wrong file type shows Invalid File Type and sends nothing', async ({ page }, info) => {
  await openAs(page, info, USERS_PAGE, ADA);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/admin/imports/')) uploads.push(r.url());
  });
  await chooseFile(page, 'notes.txt', 'email\n', 'text/plain');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid File Type' })).toBeVisible();
  expect(uploads).toEqual([]);
});

test('both import pages have no serious accessibility violations', async ({ page }, info) => {
  allowTime(90_000);
  await openAs(page, info, USERS_PAGE, ADA);
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Import history' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseFile(page, 'notes.txt', 'email\n', 'text/plain');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid File Type' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoSettled(page, appUrl(info, ORGS_PAGE));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organization bulk assignment' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('parent');
  await expectNoSeriousA11yViolations(page);
});
