// Issue 25, items 7 and 10: the admin side navigation, grouped by purpose, names agreeing with the
// page titles, a drawer at 390 px, every entry reachable by scrolling the navigation (1280×720) or
// the drawer (390 px), and the read-only administrator reaching every page he may read.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allowTime, openAs } from './helpers';
import { ADA } from './experience-helpers';
import { OTTO } from './catalog-helpers';

const GROUPS = ['People', 'Catalogue', 'Compliance', 'Records', 'Integrations'];

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
}

/** Each link of the side navigation: its name (first line) and where it leads. */
async function entries(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Administration' });
  const links = nav.getByRole('link');
  return links.evaluateAll((els) =>
    els.map((a) => ({
      name: (a.firstChild?.textContent ?? '').trim(),
      href: (a as HTMLAnchorElement).href,
    })),
  );
}

test('ada at 1280 px: every admin tool in the side navigation, named as its page', async ({
  page,
}, info) => {
  allowTime(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, info, '/admin', ADA);
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  for (const group of GROUPS)
    await expect(nav.getByRole('heading', { level: 2, name: group })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: /WSR Bulk Assignment/ })).toContainText(
    'Bulk import of users',
  );
  const found = await entries(page);
  expect(found.map((e) => e.name)).toEqual(
    expect.arrayContaining(['Manage directory', 'Provisioning clients']),
  );
  expect(found).toHaveLength(15);
  for (const entry of found) {
    await nav.getByRole('link', { name: entry.name, exact: false }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name);
    await expect(nav.getByRole('link', { name: entry.name }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('ada at 390 px: the side navigation is a drawer that closes on the way', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, info, '/admin/users', ADA);
  await settled(page);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Admin tools' }).click();
  const drawer = page.getByRole('dialog', { name: 'Administration' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await drawer.getByRole('link', { name: 'Manage directory' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage directory');
});

test('otto, read only, reaches every page he may read from the side navigation', async ({
  page,
}, info) => {
  allowTime(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, info, '/admin', OTTO);
  await settled(page);
  const found = await entries(page);
  expect(found.map((e) => e.name)).toEqual(
    expect.arrayContaining([
      'Users',
      'Announcements',
      'Applications',
      'Security roles',
      'Permission sets',
      'Edit history of users',
      'Edit history of organizations',
      'Integration error report',
      'Webhook subscriptions',
    ]),
  );
  // Tools that need a write feature are not offered.
  expect(found.map((e) => e.name)).not.toContain('Copy user');
  for (const entry of found) {
    await page.goto(entry.href);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name);
  }
});

/** The side navigation (or drawer) scrolled to its end as a person would, then to its start. */
async function expectEveryEntryReachable(page: Page, scroller: Locator, nav: Locator) {
  const links = nav.getByRole('link');
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(links.last()).toBeInViewport({ ratio: 1 });
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(links.first()).toBeInViewport({ ratio: 1 });
}

for (const path of ['/admin/provisioning', '/admin/users'])
  test(`ada at 1280×720 on ${path}: every entry of the side navigation can be scrolled to`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openAs(page, info, path, ADA);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Administration' });
    // More entries than fit: the navigation scrolls within itself, from the top of the page
    // (the header above it) and from its end (the footer below it).
    expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expectEveryEntryReachable(page, nav, nav);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nav.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(nav.getByRole('link').last()).toBeInViewport({ ratio: 1 });
  });

for (const height of [844, 560])
  test(`ada at 390×${height}: every entry of the drawer can be scrolled to`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height });
    await openAs(page, info, '/admin/users', ADA);
    await settled(page);
    await page.getByRole('button', { name: 'Admin tools' }).click();
    const drawer = page.getByRole('dialog', { name: 'Administration' });
    const nav = drawer.getByRole('navigation', { name: 'Administration' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    // The drawer's scrolling box is the modal around the dialog.
    const scroller = drawer.locator('xpath=..');
    await expectEveryEntryReachable(page, scroller, nav);
  });
