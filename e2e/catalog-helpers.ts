// Small actions of the catalogue end-to-end tests: choosing options, saving, addresses of entries.
import { expect, type Page } from '@playwright/test';

export const ADA = 'ada.admin@atlas.example';
export const OTTO = 'otto.readonly@atlas.example';

/** Opens the multi-select called `label`, ticks the options and closes it again. */
export async function choose(page: Page, label: string, options: string[]) {
  await page.getByRole('button', { name: `Choose ${label}` }).click();
  const list = page.getByRole('listbox', { name: label });
  for (const option of options) {
    await page.getByRole('searchbox', { name: `Search ${label}` }).fill(option);
    await list.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('dialog', { name: label }).getByRole('button', { name: 'Done' }).click();
  const chosen = page.getByRole('grid', { name: label });
  for (const option of options)
    await expect(chosen.getByRole('row', { name: option })).toBeVisible();
}

/** Saves the editor and closes the success dialog. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
