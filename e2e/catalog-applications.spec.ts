// Applications end to end: ada creates one for a web security role and a holder of that role
// finds it in My Applications on home.
import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADA, choose, save, unique } from './catalog-helpers';

test('ada creates an application for a role and a user holding the role sees it', async ({
  page,
  browser,
}, info) => {
  const name = unique('Fleet planner');
  await openAs(page, info, '/admin/applications', ADA);
  await page.getByRole('link', { name: 'New application' }).click();
  await page.getByLabel('Title').fill(name.toLowerCase().replace(/ /g, '-'));
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Link', { exact: true }).fill('https://fleet.atlas.example');
  await page.getByLabel('Region').selectOption('NA');
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Atlas' });
  await page.getByLabel('New entry for Categories').fill('Service');
  await page.getByRole('button', { name: 'Add Categories' }).click();
  await choose(page, 'Web security roles', ['Document reader']);
  await save(page);
  await expect(page).toHaveURL(/\/admin\/application\/\d+$/);

  const sam = await browser.newPage();
  await openAs(sam, info, '/', 'sam.standard@atlas.example');
  await expect(sam.getByRole('link', { name })).toBeVisible();
  await sam.close();

  const ivy = await browser.newPage();
  await openAs(ivy, info, '/', 'ivy.internal@atlas.example');
  await expect(ivy.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(ivy.getByRole('link', { name })).toHaveCount(0);
  await ivy.close();
});
