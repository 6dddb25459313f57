// Issue 25 item 12 at 390 px: the header stays one row with the unread badge, the avatar shows
// readable letters, and the brand dialog fits the screen.
import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { IVY, openProfileMenu } from './experience-helpers';

test('ivy at 390 px: one header row with the badge, "Iv" avatar, brand dialog inside the screen', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, info, '/', IVY);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const banner = page.getByRole('banner');
  const profile = banner.getByRole('button', { name: /^Profile menu of/ });
  await expect(profile).toContainText('Iv');
  await expect(profile.locator('.badge')).toBeVisible();
  const logo = await banner.getByRole('link', { name: 'Home' }).boundingBox();
  const avatar = await profile.boundingBox();
  // Same row: the avatar's middle lies within the logo's height.
  const middle = avatar!.y + avatar!.height / 2;
  expect(middle).toBeGreaterThan(logo!.y);
  expect(middle).toBeLessThan(logo!.y + logo!.height);
  expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(390);

  const menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: /Change brand/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change brand' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
