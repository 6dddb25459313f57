// Foundation, end to end: sign-in through the real provider, route guard, deep links, brands per host, sign-out.
import { expect, test } from '@playwright/test';
import {
  appUrl,
  basePath,
  expectHome,
  expectNoSeriousA11yViolations,
  fillLogin,
  openAs,
} from './helpers';

/** Also in the base-path project's smoke run: sign-in, deep link, provider pages and sign-out. */
const PREFIX = { tag: '@prefix' };

test('sam signs in and lands on home with his name', PREFIX, async ({ page }, info) => {
  await openAs(page, info, '/', 'sam.standard@atlas.example', 'localhost', { fresh: true });
  await expectHome(page, 'Sam Standard');
  // Under a base path the router's home is '/portal' (no trailing slash); at the root it is '/'.
  const home = appUrl(info, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`^${home}/?$`));
  await expect(page).toHaveTitle(/Atlas/);
});

test('a wrong password shows a clear message on the login page', async ({ page }, info) => {
  await page.goto(appUrl(info, '/'));
  await fillLogin(page, 'sam.standard@atlas.example', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address or password is not correct.',
  );
});

test('sam opening /admin/users ends on access denied with the attempted path', async ({
  page,
}, info) => {
  await openAs(page, info, '/admin/users', 'sam.standard@atlas.example');
  await expect(page).toHaveURL(`${appUrl(info, '/access-denied')}?from=%2Fadmin%2Fusers`);
  await expect(page.getByText("You don't have access to this functionality.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test(
  'a deep link visited before sign-in is where the user lands after it',
  PREFIX,
  async ({ page }, info) => {
    await openAs(
      page,
      info,
      '/documents?subject=Parts',
      'sam.standard@atlas.example',
      'localhost',
      {
        fresh: true,
      },
    );
    await expect(page).toHaveURL(appUrl(info, '/documents?subject=Parts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  },
);

test('nora, with no brands, sees No Active Organization Assigned', async ({ page }, info) => {
  await openAs(page, info, '/', 'nora.noorg@atlas.example');
  await expect(
    page.getByRole('heading', { name: 'No Active Organization Assigned' }),
  ).toBeVisible();
});

test('cora on the Corvid host gets brand 3', async ({ page }, info) => {
  await openAs(page, info, '/', 'cora.corvid@corvid.example', 'corvid.localhost');
  await expectHome(page, 'Cora Corvid');
  await expect(page.locator('body')).toHaveClass(/theme corvid/);
  await expect(page.getByRole('img', { name: 'Corvid' }).first()).toBeVisible();
});

test('sam on the Corvid host gets the brand error', async ({ page }, info) => {
  await openAs(page, info, '/', 'sam.standard@atlas.example', 'corvid.localhost');
  await expect(page.getByRole('alert')).toContainText('Error:');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toHaveCount(0);
});

test('sign-out ends the session and returns to the login page', PREFIX, async ({ page }, info) => {
  await openAs(page, info, '/', 'ivy.internal@atlas.example');
  await expectHome(page, 'Ivy Internal');
  await page.getByRole('button', { name: /^Profile menu of/ }).click();
  await page
    .getByRole('dialog', { name: 'Profile' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user'))),
  ).toEqual([]);
  // The provider session is gone too: opening the portal asks for the password again.
  await page.goto(appUrl(info, '/'));
  await expect(page.getByLabel('Password')).toBeVisible();
});

test(
  'the login page, home and access denied have no serious accessibility violations',
  PREFIX,
  async ({ page }, info) => {
    await page.goto(appUrl(info, '/'));
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillLogin(page, 'dan.dealer@atlas.example');
    await expectHome(page, 'Dan Dealer');
    await expectNoSeriousA11yViolations(page);
    await page.goto(appUrl(info, '/access-denied'));
    await expect(page.getByText("You don't have access to this functionality.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(basePath(info)).toBe(info.project.name === 'portal-prefix' ? '/portal' : '');
  },
);
