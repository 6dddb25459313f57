// Forgotten password in Chromium (issue 26): the link from the sign-in page, the mail read from
// the outbox (as Ada, feature:dev), a new password under the rules, then signing in with it.
import { expect, test } from '@playwright/test';
import { appUrl, expectHome, expectNoSeriousA11yViolations, fillLogin, openAs } from './helpers';

test('a person who forgot the password gets a link by mail and signs in with a new one', async ({
  page,
  browser,
}, info) => {
  const email = 'mia.month@atlas.example';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(appUrl(info, '/'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this address');
  await expectNoSeriousA11yViolations(page);

  // The mail in the outbox, read by Ada.
  const ada = await browser.newContext();
  const adaPage = await ada.newPage();
  await openAs(adaPage, info, '/admin/users', 'ada.admin@atlas.example');
  let link: string | undefined;
  await expect(async () => {
    const dialog = adaPage.getByRole('dialog', { name: 'Outbox' });
    // An attempt before the mail arrived left the outbox open: read it again from the menu.
    if (await dialog.isVisible()) await adaPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await adaPage.getByRole('button', { name: 'More actions' }).click();
    await adaPage.getByRole('menuitem', { name: 'Outbox [DEV ONLY]' }).click();
    const mail = dialog.getByRole('listitem').filter({ hasText: 'Choose a new portal password' });
    await mail.filter({ hasText: email }).first().locator('summary').click({ timeout: 2000 });
    const body = (await mail.first().locator('pre').textContent()) ?? '';
    link = /https?:\/\/\S+\/account\/reset\?token=[\w-]+/.exec(body)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  await ada.close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('Mia-2026');
  await page.getByLabel('Confirm password').fill('Mia-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password cannot contain first or last name');
  await page.getByLabel('New password').fill('Harbour-Light-58!');
  await page.getByLabel('Confirm password').fill('Harbour-Light-58!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your new password is saved' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillLogin(page, email, 'Harbour-Light-58!');
  await expectHome(page, 'Mia Month');
});
