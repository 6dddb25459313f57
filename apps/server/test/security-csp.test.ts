// No page of the portal allows inline styles: the SPA, the API, the provider's pages and the account pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { openInteraction } from './helpers/login-form.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

/** 'self' and at most the hashes of known inline <style> elements (react-aria's), nothing unsafe. */
function expectNoInlineStyles(csp: unknown) {
  const styleSrc = String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('style-src'));
  expect(styleSrc).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
}

describe('content security policy', () => {
  it.each([
    ['the web app configuration', '/app-config.json'],
    ['the API', '/v2/openapi.json'],
    ['the account pages', '/account/verify?token=x'],
    ['the provider account page', '/oidc/account'],
    ['the sign-out page', '/oidc/session/end'],
  ])('%s allows styles from the portal only', async (_name, url) => {
    const res = await portal.app.inject({ url });
    expectNoInlineStyles(res.headers['content-security-policy']);
  });

  it('the login page allows styles from the portal only', async () => {
    const interaction = await openInteraction(portal);
    const res = await portal.app.inject({
      url: interaction.url,
      headers: { cookie: interaction.cookie },
    });
    expect(res.statusCode).toBe(200);
    expectNoInlineStyles(res.headers['content-security-policy']);
    expect(res.body).not.toMatch(/<style|style="/);
  });
});
