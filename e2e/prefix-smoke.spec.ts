// The base path, proven once: an admin page, its API calls and static files, and the provider's
// documents all live under the prefix (the sign-in tests tagged @prefix cover sign-in, deep links,
// the login pages and sign-out). The root project runs these too.
import { expect, test } from '@playwright/test';
import { appUrl, basePath, openAs } from './helpers';

test(
  'an admin page loads its files and API calls under the base path',
  { tag: '@prefix' },
  async ({ page }, info) => {
    const base = new URL(appUrl(info, '/'));
    const outside: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.host !== base.host) return;
      if (!url.pathname.startsWith(`${basePath(info)}/`) && url.pathname !== basePath(info))
        outside.push(url.pathname);
      if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    });
    await openAs(page, info, '/admin/users', 'ada.admin@atlas.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect({ outside, failed }).toEqual({ outside: [], failed: [] });
  },
);

test(
  'health, the API and the provider answer under the base path',
  { tag: '@prefix' },
  async ({ request }, info) => {
    expect((await request.get(appUrl(info, '/readyz'))).status()).toBe(200);
    const api = await request.get(appUrl(info, '/v2/user/ui-access-data'));
    expect(api.status()).toBe(401);
    const discovery = await request.get(appUrl(info, '/oidc/.well-known/openid-configuration'));
    expect(discovery.status()).toBe(200);
    const doc = (await discovery.json()) as Record<string, unknown>;
    const issuer = appUrl(info, '/oidc');
    expect(doc.issuer).toBe(issuer);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
    ])
      expect(String(doc[key]).startsWith(`${issuer}/`), key).toBe(true);
  },
);
