// Sessions and second factors as people meet them in Chromium: a person signed in on two browsers
// ends the other one from the account page and its API calls fail at once; an administrator
// removes a user's second factors from the user editor after one question.
import { expect, test, type Page } from '@playwright/test';
import {
  allowTime,
  appUrl,
  expectHome,
  expectNoSeriousA11yViolations,
  fillLogin,
  openAs,
  totpCode,
} from './helpers';

/** An API call of the app in this page with its own access token: the answer's status. */
function callApi(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
    const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }) : null;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token?.access_token}` } });
    return res.status;
  }, path);
}

// Both tests are Nils's: one after the other (the first counts his sessions, the second gives him
// an authenticator app). Olaf Old, the other account nobody else signs in as, is the passkey tests'.
test.describe.configure({ mode: 'serial' });

test('a person ends the session of another browser and its API calls fail at once', async ({
  page,
  browser,
}, info) => {
  allowTime(180_000);
  const email = 'nils.never@atlas.example';
  const other = await browser.newContext();
  const there = await other.newPage();
  await there.goto(appUrl(info, '/'));
  await fillLogin(there, email);
  await expectHome(there, 'Nils Never');
  const apiPath = appUrl(info, '/v2/user');
  expect(await callApi(there, apiPath)).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(appUrl(info, '/'));
  await fillLogin(page, email);
  await expectHome(page, 'Nils Never');
  await page.goto(appUrl(info, '/account/security'));
  const sessions = page.getByRole('region', { name: 'Sessions and devices' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device', { exact: true })).toHaveCount(1);
  await expect(sessions.getByText(/^Last used: about /)).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // The other browser's row has the only "End session" button; it asks once, naming the device.
  await sessions.getByRole('button', { name: /^End session: .+ on .+/ }).click();
  await expect(page.getByRole('heading', { name: 'End this session?' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Session ended: .+ on .+ is signed out\.$/);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('You are signed in on no other device.')).toBeVisible();

  // The other browser: its very next API call is refused, and the app asks it to sign in again.
  expect(await callApi(there, apiPath)).toBe(401);
  await there.reload();
  await expect(there.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // This browser goes on: back in the app, it renews its tokens and calls the API.
  await page.goto(appUrl(info, '/'));
  await expectHome(page, 'Nils Never');
  expect(await callApi(page, apiPath)).toBe(200);
  await other.close();
});

test('an administrator removes a user’s second factors from the editor after one question', async ({
  page,
  browser,
}, info) => {
  allowTime(180_000);
  // Nils sets up an authenticator app on the account page.
  const email = 'nils.never@atlas.example';
  const own = await browser.newContext();
  const nils = await own.newPage();
  await nils.goto(appUrl(info, '/'));
  await fillLogin(nils, email);
  await expectHome(nils, 'Nils Never');
  await nils.goto(appUrl(info, '/account/security/authenticator'));
  await nils.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = ((await nils.locator('#totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await nils.getByLabel('Six-digit code').fill(await totpCode(secret));
  await nils.getByRole('button', { name: 'Confirm' }).click();
  await expect(nils.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
  await own.close();

  await openAs(page, info, '/admin/users?q=nils.never', 'ada.admin@atlas.example');
  const row = page.getByRole('row').filter({ hasText: 'Never, Nils' });
  // The list loads slowly on a busy machine: its first page gets longer than the default.
  await expect(row.getByRole('cell', { name: 'Authenticator app' })).toBeVisible({
    timeout: 60_000,
  });
  await row.getByRole('link', { name: 'Never, Nils' }).click();
  // The editor's facts (the list's filter also offers the words).
  await expect(page.locator('dd', { hasText: /^Authenticator app$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Remove second factors' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Remove the second factors of Nils Never?',
  });
  await expect(dialog.getByText(`Nils Never · ${email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove second factors' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Second factors of Nils Never removed' }),
  ).toHaveText(/Second factors of Nils Never removed: Authenticator app\./);
  await expect(page.getByRole('button', { name: 'Remove second factors' })).toHaveCount(0);

  // The history says what happened, in words.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page.getByRole('cell', { name: 'Second factors reset by an administrator' }),
  ).toBeVisible();
});
