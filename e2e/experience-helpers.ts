// Small actions of the signed-in experience for the end-to-end tests: menus and brand switching.
import { expect, type Page } from '@playwright/test';

export const SAM = 'sam.standard@atlas.example';
export const ADA = 'ada.admin@atlas.example';
export const IVY = 'ivy.internal@atlas.example';
export const CORA = 'cora.corvid@corvid.example';

/** Opens the profile menu (its button and title in English or German). */
export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /^(Profile menu of|Profilmenü von)/ }).click();
  const dialog = page.getByRole('dialog', { name: /^(Profile|Profil)$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function switchBrand(page: Page, brandName: string) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: /Change brand/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change brand' });
  await dialog.getByRole('radio', { name: new RegExp(`^${brandName}`) }).check({ force: true });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

export function headerLogo(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Home' }).getByRole('img');
}
