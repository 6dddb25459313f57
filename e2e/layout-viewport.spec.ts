// Issue 25, "Done means": every route of the spec as ada at 390 px and 1280 px keeps every element
// inside the viewport (menus and drawers included), and no table cell or label shows a raw code.
import { expect, test, type Page } from '@playwright/test';
import { allowTime, appUrl, openAs } from './helpers';
import { ADA } from './experience-helpers';

/** The spec's routes (packages/shared/src/routes.ts) with their parameters filled in. */
const ROUTES = [
  '/',
  '/access-denied',
  '/admin',
  '/admin/announcement',
  '/admin/permission-sets',
  '/admin/permission-set',
  '/admin/security-roles',
  '/admin/security-role',
  '/admin/users',
  '/admin/users/copyuser',
  '/admin/users/copyrole',
  '/admin/users/create',
  'editUser',
  '/preferences',
  '/preferences/emails',
  '/preferences/security',
  '/support',
  '/admin/applications',
  '/admin/application',
  '/admin/audit/users',
  '/admin/audit/organizations',
  '/admin/manage-directory',
  '/admin/manage-directory/DEALER_LOCATION',
  '/admin/wsr-bulk-assignments',
  '/admin/orgs-bulk-assignments',
  '/documents',
  '/admin/integration-errors',
  '/admin/integration-errors/webhooks',
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
}

/** The first user's editor, found from the users list. */
async function editUserPath(page: Page, info: Parameters<typeof appUrl>[0]) {
  await page.goto(appUrl(info, '/admin/users'));
  await settle(page);
  const href = await page
    .getByRole('link', { name: /Admin, Ada/ })
    .first()
    .getAttribute('href');
  return new URL(String(href), page.url()).pathname.replace(/^\/portal/, '');
}

/** Elements that reach beyond the viewport's sides, unless a scrolling or clipping box holds them. */
function outsideViewport(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (r.right <= width + 1 && r.left >= -1) return false;
      return getComputedStyle(el).visibility !== 'hidden' && !clipped(el);
    });
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    return [
      ...(document.documentElement.scrollWidth > width
        ? [`page ${document.documentElement.scrollWidth}px wide`]
        : []),
      ...found.slice(0, 5).map(name),
    ];
  });
}

for (const width of [390, 1280]) {
  test(`every route as ada at ${width} px stays inside the viewport`, async ({ page }, info) => {
    allowTime(240_000);
    await page.setViewportSize({ width, height: 844 });
    await openAs(page, info, '/', ADA);
    await settle(page);
    const problems: string[] = [];
    for (const route of ROUTES) {
      const path = route === 'editUser' ? await editUserPath(page, info) : route;
      await page.goto(appUrl(info, path));
      await settle(page);
      for (const p of await outsideViewport(page)) problems.push(`${path}: ${p}`);
    }
    // The Admin menu, open (at 390 px inside the burger menu).
    await page.goto(appUrl(info, '/'));
    await settle(page);
    if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await expect(page.getByRole('menu', { name: 'Admin' })).toBeVisible();
    if (width >= 768) {
      await page.getByRole('menuitem').first().hover();
      await expect(page.getByRole('menu')).toHaveCount(2);
    }
    for (const p of await outsideViewport(page)) problems.push(`Admin menu: ${p}`);
    expect(problems).toEqual([]);
  });
}

/** Words a person should never read: UPPER_SNAKE codes, camelCase field names, bare booleans. */
const RAW_CODE = /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{4,}|[a-z]+(?:[A-Z][a-z0-9]+)+|true|false)$/;

test('no table cell or label on any route shows a raw code', async ({ page }, info) => {
  allowTime(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, info, '/', ADA);
  await settle(page);
  const found: string[] = [];
  for (const route of ROUTES) {
    const path = route === 'editUser' ? await editUserPath(page, info) : route;
    await page.goto(appUrl(info, path));
    await settle(page);
    // Identifiers a person types or matches (a file's column names, a role's technical name) are
    // shown as code on purpose, beside their words: they are not read as values.
    const texts = await page.locator('td, th, dd, dt, label').evaluateAll((els) =>
      els.flatMap((el) => {
        const codes = [...el.querySelectorAll('code')] as HTMLElement[];
        for (const c of codes) c.style.display = 'none';
        const text = (el as HTMLElement).innerText;
        for (const c of codes) c.style.display = '';
        return text.split(/[\n,→]+/).map((t) => t.trim());
      }),
    );
    for (const text of new Set(texts.filter((t) => RAW_CODE.test(t))))
      found.push(`${path}: ${text}`);
  }
  expect(found).toEqual([]);
});
