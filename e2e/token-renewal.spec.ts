// Access tokens live 20 seconds in these tests: the user stays signed in through renewals, in one tab or three.
import { expect, test, type Page, type Response } from '@playwright/test';
import { allowTime, appUrl, expectHome, openAs } from './helpers';

function watchTokenCalls(page: Page, calls: { status: number; grant: string }[]) {
  page.on('response', (res: Response) => {
    if (!res.url().includes('/oidc/token')) return;
    const grant = new URLSearchParams(res.request().postData() ?? '').get('grant_type') ?? '';
    calls.push({ status: res.status(), grant });
  });
}

test('the user stays signed in past the access token lifetime', async ({ page }, info) => {
  allowTime(120_000);
  const calls: { status: number; grant: string }[] = [];
  watchTokenCalls(page, calls);
  await openAs(page, info, '/', 'sam.standard@atlas.example');
  await expectHome(page, 'Sam Standard');
  await page.waitForTimeout(45_000);
  await expect
    .poll(() => calls.filter((c) => c.grant === 'refresh_token').length)
    .toBeGreaterThanOrEqual(2);
  expect(calls.filter((c) => c.status !== 200)).toEqual([]);
  await page.reload();
  await expectHome(page, 'Sam Standard');
  await expect(page).not.toHaveURL(/oidc\/interaction/);
});

test('three tabs share the tokens and renew one at a time without signing anyone out', async ({
  context,
  page,
}, info) => {
  allowTime(150_000);
  const calls: { status: number; grant: string }[] = [];
  watchTokenCalls(page, calls);
  await openAs(page, info, '/', 'dan.dealer@atlas.example');
  await expectHome(page, 'Dan Dealer');
  const others = [await context.newPage(), await context.newPage()];
  for (const tab of others) {
    watchTokenCalls(tab, calls);
    await tab.goto(appUrl(info, '/'));
    await expectHome(tab, 'Dan Dealer');
  }
  await page.waitForTimeout(65_000);
  const refreshes = calls.filter((c) => c.grant === 'refresh_token');
  expect(refreshes.length).toBeGreaterThanOrEqual(3);
  // A refresh token used twice would be refused (400) and revoke the grant.
  expect(calls.filter((c) => c.status !== 200)).toEqual([]);
  for (const tab of [page, ...others]) {
    await tab.reload();
    await expectHome(tab, 'Dan Dealer');
  }
});
