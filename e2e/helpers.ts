// Small actions for the end-to-end tests: addresses under the project's base path, signing in and out.
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { generate } from 'otplib';

export const PASSWORD = 'Portal-Demo-2026!';

/**
 * Gives a long test `ms` where the cores are fast, and as much more where they are slow as the
 * configured timeout gives every test (playwright.config.ts: 60 s fast, 120 s slow). A bare
 * `test.setTimeout(120_000)` held a slow, loaded machine to the fast machine's allowance.
 */
export function allowTime(ms: number) {
  const info = test.info();
  info.setTimeout((ms * info.project.timeout) / 60_000);
}

/** The project's base URL (with its base path) plus a path of the app. */
export function appUrl(info: TestInfo, path: string, host = 'localhost'): string {
  const base = new URL(String(info.project.use.baseURL));
  base.hostname = host;
  return `${base.origin}${base.pathname.replace(/\/$/, '')}${path}`;
}

export function basePath(info: TestInfo): string {
  return new URL(String(info.project.use.baseURL)).pathname.replace(/\/$/, '');
}

/** The README's authenticator key of the demo administrators (apps/server/src/seed/second-factors.ts). */
export const DEMO_TOTP_SECRET = 'ATLASPORTALDEMOSECRETKEY234567AB';

/** A TOTP code of the key, for now or `steps` time steps (30 s) away. */
export function totpCode(secret = DEMO_TOTP_SECRET, steps = 0): Promise<string> {
  return generate({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Signs in on the provider's login page; when the second step follows (a demo administrator), a
 * code of the README key is typed in. `secondStep: false` stops at the page after the password.
 */
export async function fillLogin(
  page: Page,
  email: string,
  password = PASSWORD,
  opts: { secondStep?: boolean } = {},
) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/login$/.test(r.url())),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  if (opts.secondStep === false || answer.status() !== 200) return;
  if (!/\/interaction\/[^"/]+\/code"/.test(await answer.text())) return;
  await enterCode(page, await totpCode());
}

/** Types a code on the sign-in's second step and continues. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code from the app or recovery code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Provider sessions of this worker, per project, host and persona: cookies only, never tokens. */
const providerSessions = new Map<string, Cookies>();

/**
 * Opens a page of the app as `email`. The first time in this worker it signs in on the provider's
 * login page; later tests of the same persona bring that provider session along (its cookies),
 * so the app's own sign-in redirect completes without the form and gets tokens of its own. When
 * an earlier test ended that session, the login page shows and the form is filled as before.
 * Tests about signing in itself pass `fresh`.
 */
export async function openAs(
  page: Page,
  info: TestInfo,
  path: string,
  email: string,
  host = 'localhost',
  { fresh = false } = {},
) {
  const key = `${info.project.name}|${host}|${email}`;
  const saved = fresh ? undefined : providerSessions.get(key);
  if (saved) await page.context().addCookies(saved);
  await page.goto(appUrl(info, path, host));
  if (saved) {
    const form = page.getByRole('button', { name: 'Sign in', exact: true });
    // Pages that refuse the person (a brand error) never hold tokens: then the test goes on.
    await expect
      .poll(async () => (await signedIn(page, info, host)) || (await form.isVisible()), {
        timeout: info.timeout / 4,
      })
      .toBe(true)
      .catch(() => undefined);
    if (!(await form.isVisible())) return;
  }
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await fillLogin(page, email);
  await expect
    .poll(() => !/\/oidc\//.test(new URL(page.url()).pathname), { timeout: info.timeout / 2 })
    .toBe(true);
  providerSessions.set(key, await page.context().cookies());
}

/** The app holds tokens and shows one of its own pages (not the provider's, not the callback). */
async function signedIn(page: Page, info: TestInfo, host: string) {
  const url = new URL(page.url());
  if (url.host !== new URL(appUrl(info, '/', host)).host) return false;
  if (/\/oidc\/|\/login\/callback/.test(url.pathname)) return false;
  return page
    .evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user')))
    .catch(() => false);
}

export async function expectHome(page: Page, name: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome, ${name}`) }),
  ).toBeVisible();
}

/** axe on the page as it is; once more if a navigation (e.g. a sign-in round trip) replaced it meanwhile. */
async function analyze(page: Page) {
  try {
    return await new AxeBuilder({ page }).analyze();
  } catch (error) {
    if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    return new AxeBuilder({ page }).analyze();
  }
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await analyze(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
