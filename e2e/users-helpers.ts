// Full page loads in the middle of a test that never cut a token renewal short. A load that aborts
// the renewal's POST /oidc/token loses the rotated refresh token the server has already issued;
// the next page presents the old one, which the server treats as reuse: it ends the session and
// the page stays on "Loading" (seen in CI as a flaky users-copy test). Tests that load a new page
// after signing in use `gotoSettled`, which waits until no renewal is in flight.
import { expect, test as base, type Page, type Request } from '@playwright/test';

interface Renewals {
  pending: Set<Request>;
  lastDone: number;
}

const renewals = new WeakMap<Page, Renewals>();

const isRenewal = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/oidc/token');

/** The test of the users and catalogue specs: every page's token requests are followed. */
export const test = base.extend<{ followRenewals: void }>({
  followRenewals: [
    async ({ page }, use) => {
      const state: Renewals = { pending: new Set(), lastDone: 0 };
      renewals.set(page, state);
      page.on('request', (r) => {
        if (isRenewal(r)) state.pending.add(r);
      });
      const done = (r: Request) => {
        if (state.pending.delete(r)) state.lastDone = Date.now();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      await use();
    },
    { auto: true },
  ],
});

/** The app stores a renewed token just after its response: this long is left for that. */
const STORE_MS = 500;

/** page.goto once no token renewal is in flight (and the last one's token is stored). */
export async function gotoSettled(page: Page, url: string) {
  const state = renewals.get(page);
  if (state)
    await expect
      .poll(() => state.pending.size === 0 && Date.now() - state.lastDone > STORE_MS, {
        timeout: 20_000,
        intervals: [100],
      })
      .toBe(true);
  await page.goto(url);
}
