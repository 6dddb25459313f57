// Brands end to end: switching theme changes logo, favicon and body class; ?brand= is applied
// and removed from the address.
import { expect, test } from '@playwright/test';
import { appUrl, expectHome, openAs } from './helpers';
import { ADA, IVY, headerLogo, switchBrand } from './experience-helpers';

test('ivy switches brand: logo, favicon and theme change and are remembered', async ({
  page,
}, info) => {
  await openAs(page, info, '/', IVY);
  await expectHome(page, 'Ivy Internal');
  await expect(headerLogo(page)).toHaveAccessibleName('Atlas');
  await expect(page.locator('body')).toHaveClass('defaultTheme');
  await switchBrand(page, 'Atlas Portable Power');
  await expect(headerLogo(page)).toHaveAccessibleName('Atlas Portable Power');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon-2\.svg$/);
  await expect(page.locator('html')).toHaveAttribute('data-brand', '2');
  // Brands 1 and 2 share the default theme class.
  await expect(page.locator('body')).toHaveClass('defaultTheme');
  // Brand 2's own announcement shows in its theme.
  await expect(page.getByRole('button', { name: /Portable power rental season/ })).toBeVisible();
  await page.reload();
  await expect(headerLogo(page)).toHaveAccessibleName('Atlas Portable Power');
});

test('ada switches to Kestrel: the body class becomes "theme kestrel"', async ({ page }, info) => {
  await openAs(page, info, '/', ADA);
  await expectHome(page, 'Ada Admin');
  await switchBrand(page, 'Kestrel');
  await expect(page.locator('body')).toHaveClass('theme kestrel');
  await expect(headerLogo(page)).toHaveAccessibleName('Kestrel');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon-4\.svg$/);
});

test('?brand=2 is applied and removed from the address', async ({ page }, info) => {
  await openAs(page, info, '/?brand=2', IVY);
  await expectHome(page, 'Ivy Internal');
  // Home without the parameter (under a base path the router may drop the trailing slash).
  await expect(page).toHaveURL(new RegExp(`^${appUrl(info, '')}/?$`));
  await expect(headerLogo(page)).toHaveAccessibleName('Atlas Portable Power');
  await expect(page.locator('html')).toHaveAttribute('data-brand', '2');
});
