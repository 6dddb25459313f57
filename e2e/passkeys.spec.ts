// Passkeys in Chromium (issue 26) through its virtual authenticator (DevTools protocol, reached by
// a CDP session): adding one on the account page, signing in with it instead of the password,
// and using it as the second step after the password.
import { expect, test, type Page } from '@playwright/test';
import { allowTime, appUrl, expectHome, expectNoSeriousA11yViolations, fillLogin } from './helpers';
import { amrOfSession, passkeysOn, presence, virtualAuthenticator } from './passkey-helpers';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Profile menu of/ }).click();
  await page
    .getByRole('dialog', { name: 'Profile' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Nothing reaches beyond the page's width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a person adds a passkey, signs in with it instead of the password, and after the password', async ({
  page,
}, info) => {
  allowTime(240_000);
  const email = 'olaf.old@atlas.example';
  await page.setViewportSize({ width: 390, height: 844 });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto(appUrl(info, '/'));
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  await fillLogin(page, email);
  await expectHome(page, 'Olaf Old');

  // Add a passkey on the account page.
  await page.goto(appUrl(info, '/account/security'));
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByText('No passkey is set up.')).toBeVisible();
  await page.getByLabel('Name of the passkey').fill('Olaf’s laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('The passkey “Olaf’s laptop” is added.');
  const codes = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Olaf’s laptop' })).toBeVisible();
  await expect(page.getByText('Not used yet')).toBeVisible();
  const stored = await passkeysOn(cdp, authenticatorId);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.isResidentCredential).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Sign out: the login page's e-mail field offers the passkey (autofill, conditional mediation),
  // which Chromium's virtual authenticator takes at once: signed in again without a password.
  await page.goto(appUrl(info, '/'));
  await expectHome(page, 'Olaf Old');
  await page.getByRole('button', { name: /^Profile menu of/ }).click();
  await page
    .getByRole('dialog', { name: 'Profile' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expectHome(page, 'Olaf Old');
  await expect.poll(() => amrOfSession(page)).toEqual(['hwk', 'user']);

  // The button: while the authenticator waits for the person, autofill stays open; then the
  // person touches it for the button's request.
  await presence(cdp, authenticatorId, false);
  await signOut(page);
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await presence(cdp, authenticatorId, true);
  await button.click();
  await expectHome(page, 'Olaf Old');
  await expect.poll(() => amrOfSession(page)).toEqual(['hwk', 'user']);

  // The password now leads to the second step, where the passkey confirms it.
  await presence(cdp, authenticatorId, false);
  await signOut(page);
  await fillLogin(page, email, undefined, { secondStep: false });
  await expect(page.getByRole('heading', { name: 'Second step' })).toBeVisible();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await presence(cdp, authenticatorId, true);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expectHome(page, 'Olaf Old');
  await expect.poll(() => amrOfSession(page)).toEqual(['pwd', 'hwk', 'user']);

  // The account page shows the last use; removing the passkey asks once.
  await page.goto(appUrl(info, '/account/security/passkeys'));
  await expect(page.getByText(/Last used /)).toBeVisible();
  await page.getByRole('button', { name: 'Remove “Olaf’s laptop”' }).click();
  await expect(
    page.getByRole('heading', { name: 'Remove the passkey “Olaf’s laptop”?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('The passkey “Olaf’s laptop” is removed.');
  await expect(page.getByText('No passkey is set up.')).toBeVisible();
});
