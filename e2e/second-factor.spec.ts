// Second factors in Chromium (issue 26): the set-up an administrator without a factor meets (with a
// passkey through Chromium's virtual authenticator, or with an app), enrolment on the account
// page, and sign-in with an app code and with a recovery code, all computed here.
import { expect, test, type Page } from '@playwright/test';
import {
  appUrl,
  enterCode,
  expectHome,
  expectNoSeriousA11yViolations,
  fillLogin,
  totpCode,
} from './helpers';
import { amrOfSession, passkeysOn, virtualAuthenticator } from './passkey-helpers';

async function typedSecret(page: Page) {
  return ((await page.locator('#totp-secret').textContent()) ?? '').replace(/\s/g, '');
}

async function recoveryCodes(page: Page) {
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

// Mara, the demo administrator without a factor, in turn: the passkey test leaves her without one.
test.describe('the set-up required action', () => {
  test.describe.configure({ mode: 'serial' });

  test('an administrator without a factor sets up a passkey, then renews her recovery codes with it', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await page.goto(appUrl(info, '/'));
    await fillLogin(page, 'mara.setup@atlas.example');
    await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passkey', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authenticator app' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Name of the passkey').fill('Mara’s phone');
    await page.getByRole('button', { name: 'Set up a passkey' }).click();
    const first = await recoveryCodes(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHome(page, 'Mara Setup');
    await expect.poll(() => amrOfSession(page)).toEqual(['pwd', 'hwk', 'user']);
    expect(await passkeysOn(cdp, authenticatorId)).toHaveLength(1);

    // Passkeys only: the account page renews the recovery codes after the passkey confirms it.
    await page.goto(appUrl(info, '/account/security/authenticator'));
    await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    const renewed = await recoveryCodes(page);
    expect(renewed.filter((c) => first.includes(c))).toEqual([]);

    // Without her passkey (and so without codes) she meets the set-up again: the next test.
    await page.goto(appUrl(info, '/account/security/passkeys'));
    await page.getByRole('button', { name: 'Remove “Mara’s phone”' }).click();
    await page.getByRole('button', { name: 'Remove the passkey' }).click();
    await expect(page.getByText('No passkey is set up.')).toBeVisible();
  });

  test('an administrator without a factor sets up an app before reaching the portal', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl(info, '/'));
    await fillLogin(page, 'mara.setup@atlas.example');
    await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const secret = await typedSecret(page);
    await page.getByLabel('Six-digit code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is not correct.');
    await page.getByLabel('Six-digit code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await recoveryCodes(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHome(page, 'Mara Setup');
  });
});

test('a person enrols an app on the account page, then signs in with a code and a recovery code', async ({
  page,
  browser,
}, info) => {
  const email = 'rosa.recent@atlas.example';
  await page.goto(appUrl(info, '/'));
  await fillLogin(page, email);
  await expectHome(page, 'Rosa Recent');

  await page.goto(appUrl(info, '/account/security'));
  await page.getByRole('link', { name: 'Authenticator app and recovery codes' }).click();
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = await typedSecret(page);
  await page.getByLabel('Six-digit code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = await recoveryCodes(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();
  await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Another browser: the password, then a code of the next time step (this one was used).
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(appUrl(info, '/'));
  await fillLogin(second, email, undefined, { secondStep: false });
  await expect(second.getByRole('heading', { name: 'Second step' })).toBeVisible();
  await enterCode(second, await totpCode(secret, 1));
  await expectHome(second, 'Rosa Recent');
  await other.close();

  // A third browser: a recovery code instead.
  const third = await browser.newContext();
  const recovery = await third.newPage();
  await recovery.goto(appUrl(info, '/'));
  await fillLogin(recovery, email, undefined, { secondStep: false });
  await enterCode(recovery, codes[0]!);
  await expectHome(recovery, 'Rosa Recent');
  await third.close();

  await page.reload();
  await expect(page.getByText('Unused recovery codes: 9')).toBeVisible();
});
