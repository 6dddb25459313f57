// SCIM provisioning end to end: ada registers a client on /admin/provisioning, the token shown once
// drives /scim/v2 (under the base path too), the page shows its last use, revoking shuts it out.
import { expect, test } from '@playwright/test';
import { allowTime, appUrl, expectNoSeriousA11yViolations, openAs } from './helpers';
import { choose } from './catalog-helpers';

const ADA = 'ada.admin@atlas.example';

test('ada registers a SCIM client, it provisions a user, ada revokes it', async ({
  page,
}, info) => {
  allowTime(120_000);
  const name = `Entra ${info.project.name} ${Date.now()}`;
  await openAs(page, info, '/admin/provisioning', ADA);
  await expect(page.getByRole('heading', { level: 1, name: 'Provisioning clients' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register a client' });
  await form.getByLabel('Name').fill(name);
  // The project's multi-select choosers, as on the other admin forms.
  await choose(page, 'Locations', ['Buckeye Heavy Equipment (ATL-0001)']);
  await choose(page, 'Brands', ['Atlas']);
  await choose(page, 'Regions', ['North America']);
  await choose(page, 'Roles it may assign', ['Document reader']);
  await form.getByRole('button', { name: 'Register' }).click();
  const token = await page.getByLabel('Bearer token').inputValue();
  expect(token).toMatch(/^atlas_scim_/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `test-results/provisioning-${info.project.name}.png`,
    fullPage: true,
  });

  const scim = (path: string) => appUrl(info, `/scim/v2${path}`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
  const created = await page.request.post(scim('/Users'), {
    headers,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: `e2e.scim.${Date.now()}@dealer.example`,
      name: { givenName: 'Eve', familyName: 'Provisioned' },
    },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['content-type']).toContain('application/scim+json');

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke the client?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was revoked.` })).toBeVisible();
  expect((await page.request.get(scim('/Users'), { headers })).status()).toBe(401);
});
