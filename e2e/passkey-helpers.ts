// Passkeys in the end-to-end tests: Chromium's virtual authenticator (DevTools protocol, reached by
// a CDP session) and how the web app's tokens say the person signed in.
import type { CDPSession, Page } from '@playwright/test';

/** A platform authenticator that keeps discoverable passkeys and verifies the person at once. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The passkeys the virtual authenticator keeps. */
export async function passkeysOn(
  cdp: CDPSession,
  authenticatorId: string,
): Promise<{ credentialId: string; isResidentCredential: boolean }[]> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

/** Whether the virtual authenticator answers at once, as if the person touched it. */
export async function presence(cdp: CDPSession, authenticatorId: string, enabled: boolean) {
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
}

/**
 * How the web app's tokens say the person signed in: the amr of its stored ID token; undefined
 * while none is stored or while the page is between documents. Poll it (a sign-out's redirect may still show the old home for a moment).
 */
export function amrOfSession(page: Page) {
  return page
    .evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
      const stored = key ? localStorage.getItem(key) : null;
      if (!stored) return undefined;
      const idToken = (JSON.parse(stored) as { id_token: string }).id_token;
      const payload = idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { amr?: string[] }).amr;
    })
    .catch(() => undefined);
}
