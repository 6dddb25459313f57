// Announcements end to end: ada targets brand 1, sam sees it on home and ivy (internal) also its
// description; ada edits and deletes it. axe checks the list and the editor.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, openAs } from './helpers';
import { ADA, choose, save, unique } from './catalog-helpers';

test('ada creates a brand 1 announcement that sam and ivy see, then edits and deletes it', async ({
  page,
  browser,
}, info) => {
  // Three sign-ins, two axe scans and a rich-text editor: over two minutes when the machine also
  // runs the API tests (load 15 on two cores), so three times the configured timeout.
  test.slow();
  const title = unique('Brand one news');
  await openAs(page, info, '/admin', ADA);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New announcement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Link URL').fill('https://atlas.example/news/e2e');
  await page.getByLabel('Description').fill('For employees: budget code E2E-1');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await content.pressSequentially('Service days');
  await page.getByRole('button', { name: 'Bold' }).click();
  await content.pressSequentially(' are coming.');
  await page.getByLabel('Priority').selectOption('highest');
  await choose(page, 'Brands', ['Atlas']);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('For employees: budget code E2E-1')).toBeVisible();
  await preview.getByLabel('Dealer (external user)').check();
  await expect(preview.getByText('For employees: budget code E2E-1')).toBeHidden();
  await preview.getByRole('button', { name: 'OK' }).click();

  await save(page);
  await expect(page).toHaveURL(/\/admin\/announcement\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit announcement' })).toBeVisible();

  // Home lists announcements as an accordion: open ours and read its panel (not another test's
  // announcement, such as one an earlier try of this test left behind).
  const opened = async (home: Page) => {
    const button = home.getByRole('button', { name: new RegExp(`^${title}`) });
    await button.click();
    return home.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  };
  const sam = await browser.newPage();
  await openAs(sam, info, '/', 'sam.standard@atlas.example');
  const samSees = await opened(sam);
  await expect(samSees.getByText('Service days')).toBeVisible();
  await expect(samSees.getByText('For employees: budget code E2E-1')).toBeHidden();
  await sam.close();

  const ivy = await browser.newPage();
  await openAs(ivy, info, '/', 'ivy.internal@atlas.example');
  const ivySees = await opened(ivy);
  await expect(ivySees.getByText('Service days')).toBeVisible();
  await expect(ivySees.getByText('For employees: budget code E2E-1')).toBeVisible();
  await ivy.close();

  const edited = `${title} (updated)`;
  await page.getByLabel('Title').fill(edited);
  await save(page);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.getByRole('searchbox').fill(edited);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: edited }).click();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete "${edited}"?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await page.getByRole('searchbox').fill(edited);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText('No results. Try changing the search or filter criteria.'),
  ).toBeVisible();
});

test('the list filters by date range and pages on the server', async ({ page }, info) => {
  await openAs(page, info, '/admin', ADA);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: /^Title/ }).click();
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByLabel('Show').selectOption('next');
  await page.getByLabel('Number of days').fill('7');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/nextDays=7/);
  await expect(page.getByRole('table')).toBeVisible();
});
