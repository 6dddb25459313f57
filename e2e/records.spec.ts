// Edit history, force resync and the integration error report end to end: a change made in the
// users editor is found in the history with names and old/new values; dealers are kept out; a
// resync shows its queued event; the report lists a failed delivery; axe on the pages.
import { expect, test, type Page } from '@playwright/test';
import { allowTime, appUrl, expectNoSeriousA11yViolations, openAs } from './helpers';

const ADA = 'ada.admin@atlas.example';
const OTTO = 'otto.readonly@atlas.example';
const DAN = 'dan.dealer@atlas.example';
/** Sam Standard's serial number in the demo data. */
const SAM_SERIAL = 'D200002';

async function searchHistory(page: Page, text: string) {
  await page.getByLabel('Search by serial number, name or e-mail').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

test("ada changes sam's job title; otto finds it under sam's serial number with ada's name", async ({
  page,
  browser,
}, info) => {
  allowTime(120_000);
  const title = `Service lead ${info.project.name} ${Date.now()}`;
  await openAs(page, info, '/admin/users?q=sam.standard', ADA);
  await page.getByRole('link', { name: 'Standard, Sam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Standard' })).toBeVisible();
  const jobTitle = page.getByLabel('Job title');
  const before = await jobTitle.inputValue();
  await jobTitle.fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A data change asks to review the e-mail preferences first (the dialog loads lazily: wait).
  const review = page.getByRole('dialog', { name: 'Please review' });
  const saved = page.getByRole('status').filter({ hasText: 'The user was saved.' });
  await expect(review.or(saved)).toBeVisible();
  if (await review.isVisible()) await review.getByRole('button', { name: 'Save anyway' }).click();
  await expect(saved).toBeVisible();

  const otto = await (await browser.newContext()).newPage();
  await openAs(otto, info, '/admin/audit/users', OTTO);
  await expect(
    otto.getByRole('heading', { level: 1, name: 'Edit history of users' }),
  ).toBeVisible();
  await searchHistory(otto, SAM_SERIAL);
  const row = otto.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sam Standard');
  await expect(row).toContainText(SAM_SERIAL);
  await expect(row).toContainText('Job title');
  await expect(row).toContainText(before);
  await expect(row).toContainText('Ada Admin');
  // Otto reads, but sends nothing downstream.
  await row.getByRole('button', { name: 'Show the history of Sam Standard' }).click();
  await expect(
    otto.getByRole('heading', { level: 2, name: 'History of Sam Standard' }),
  ).toBeVisible();
  await expect(otto.getByRole('button', { name: 'Force resync' })).toHaveCount(0);
  // The filters are in the address: a reload keeps them.
  await otto.reload();
  await expect(
    otto.getByRole('heading', { level: 2, name: 'History of Sam Standard' }),
  ).toBeVisible();
  await expect(otto.getByLabel('Search by serial number, name or e-mail')).toHaveValue(SAM_SERIAL);
  await otto.context().close();
});

test('dan is denied the edit history and the integration error report', async ({ page }, info) => {
  await openAs(page, info, '/admin/audit/users', DAN);
  await expect(page).toHaveURL(/\/access-denied\?from=/);
  await expect(page.getByText("You don't have access to this functionality.")).toBeVisible();
  for (const path of ['/admin/audit/organizations', '/admin/integration-errors']) {
    await page.goto(appUrl(info, path));
    await expect(page).toHaveURL(/\/access-denied\?from=/);
  }
});

test('ada forces a resync of sam and sees the queued event in the history', async ({
  page,
}, info) => {
  await openAs(page, info, `/admin/audit/users?q=${SAM_SERIAL}`, ADA);
  await page.getByRole('button', { name: 'Show the history of Sam Standard' }).first().click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'History of Sam Standard' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Force resync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Force resync' });
  await expect(dialog).toContainText('Send the current data of Sam Standard again');
  await dialog.getByRole('button', { name: 'Force resync' }).click();
  const status = page
    .getByRole('status')
    .filter({ hasText: 'The resync of Sam Standard was queued.' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('user.resynced');
  const eventId = (await status.locator('dd').first().textContent())?.trim();
  expect(eventId).toBeTruthy();
  // The event is among the record's events sent downstream.
  const events = page.getByRole('region', { name: 'Events sent downstream' });
  await expect(events.getByText(eventId!)).toBeVisible();
  await expect(events).toContainText('user.resynced');
  // The resync is audited with ada's name.
  const entry = page.getByRole('row').filter({ hasText: 'Resync forced' }).first();
  await expect(entry).toContainText('Ada Admin');
});

test('the integration error report lists a failed delivery with its details', async ({
  page,
}, info) => {
  await openAs(page, info, '/admin/integration-errors', ADA);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Integration error report' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Integration errors' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Log timestamp \(GMT\)/ })).toBeVisible();
  // The demo data holds a webhook delivery that failed for good.
  const delivery = table.getByRole('row').filter({ hasText: 'WEBHOOK' }).first();
  await expect(delivery).toContainText(/failed/i);
  await delivery.getByRole('button', { name: /^Details of error/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Integration error \d+/ });
  await expect(dialog).toContainText('Log stream');
  await expect(dialog).toContainText(/Webhook address\s*https?:\/\//);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('the records pages have no serious accessibility violations', async ({ page }, info) => {
  // Five pages and a form, each scanned by axe: over a minute on a loaded 2-core machine.
  allowTime(120_000);
  await openAs(page, info, '/admin/audit/users', ADA);
  await expect(page.getByRole('table', { name: 'Changes to users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(appUrl(info, '/admin/audit/organizations'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit history of organizations' }),
  ).toBeVisible();
  await expect(page.getByText(/entries|No results/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(appUrl(info, '/admin/integration-errors'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Integration error report' }),
  ).toBeVisible();
  await expect(page.getByText(/entries|No results/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(appUrl(info, '/admin/integration-errors/webhooks'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Webhook subscriptions' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New subscription' }).click();
  await expect(page.getByRole('dialog', { name: 'New webhook subscription' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
