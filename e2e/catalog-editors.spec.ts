// Catalogue editors end to end: leaving with changes asks to save or discard; otto (read only)
// sees every list without "new" and every editor without save or delete. axe on each page.
import { expect, type Page } from '@playwright/test';
import { gotoSettled, test } from './users-helpers';
import { expectNoSeriousA11yViolations, openAs } from './helpers';
import { ADA, OTTO, choose, save, unique } from './catalog-helpers';

test('leaving an editor with changes asks to save or discard', async ({ page }, info) => {
  const name = unique('E2E_SET').replace(' ', '_').toUpperCase();
  await openAs(page, info, '/admin/permission-set', ADA);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Display name').fill('Counter staff');
  await page.getByLabel('Selection mode').selectOption('SINGLE');
  await choose(page, 'Security roles', ['Parts manager', 'Warranty clerk']);
  await save(page);
  await expect(page).toHaveURL(/\/admin\/permission-set\/\d+$/);
  const editor = page.url();

  await page.getByLabel('Display name').fill('Counter and desk staff');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Display name')).toHaveValue('Counter and desk staff');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permission sets' })).toBeVisible();
  await gotoSettled(page, editor);
  await expect(page.getByLabel('Display name')).toHaveValue('Counter staff');

  await page.getByLabel('Display name').fill('Front desk');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await ask.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permission sets' })).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${name}.*Front desk`) })).toBeVisible();
});

const CATALOGUES = [
  {
    list: '/admin',
    heading: 'Announcements',
    create: 'New announcement',
    editor: 'Edit announcement',
  },
  {
    list: '/admin/applications',
    heading: 'Applications',
    create: 'New application',
    editor: 'Edit application',
  },
  {
    list: '/admin/permission-sets',
    heading: 'Permission sets',
    create: 'New permission set',
    editor: 'Edit permission set',
  },
  {
    list: '/admin/security-roles',
    heading: 'Security roles',
    create: 'New security role',
    editor: 'Edit security role',
  },
];

async function openFirstEntry(page: Page, heading: string, editor: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: editor })).toBeVisible();
}

for (const c of CATALOGUES) {
  test(`otto sees the ${c.heading.toLowerCase()} list and editor read-only`, async ({
    page,
  }, info) => {
    await openAs(page, info, c.list, OTTO);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: c.create })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Issue 25 item 7: a page he may only read is titled "View …", without required marks.
    await openFirstEntry(page, c.heading, c.editor.replace(/^Edit/, 'View'));
    await expect(page.getByRole('note')).toHaveText(
      'You can view this page but not change it: your role allows reading only.',
    );
    await expect(page.getByRole('main').getByText('*', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
    // The form's read-only switch shows values as text: no field to type in, disabled or not.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`ada sees the ${c.heading.toLowerCase()} list and editor with their controls`, async ({
    page,
  }, info) => {
    await openAs(page, info, c.list, ADA);
    await expect(page.getByRole('link', { name: c.create })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openFirstEntry(page, c.heading, c.editor);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^Choose/ })
      .first()
      .click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  });
}
