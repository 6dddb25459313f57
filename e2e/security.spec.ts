// Security in the browser: the CSP blocks an injected inline script and inline style, the provider's
// session cookies carry the documented flags, and API answers are never cached.
import { expect, test } from '@playwright/test';
import { expectHome, openAs } from './helpers';

test('the CSP blocks an inline script and an inline style injected into the page', async ({
  page,
}, info) => {
  await openAs(page, info, '/', 'sam.standard@atlas.example');
  await expectHome(page, 'Sam Standard');
  // page.evaluate itself is not subject to the CSP: the elements it adds are.
  const outcome = await page.evaluate(async () => {
    const w = window as Window & { injectedRan?: boolean };
    const blocked: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => blocked.push(e.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.head.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(255, 0, 0) !important; }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      ran: w.injectedRan === true,
      outline: getComputedStyle(document.body).outlineWidth,
      blocked,
    };
  });
  expect(outcome.ran).toBe(false);
  expect(outcome.outline).not.toBe('7px');
  expect(outcome.blocked).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
});

test('the provider session cookies are HttpOnly and SameSite=Lax (not Secure over http)', async ({
  page,
  context,
}, info) => {
  await openAs(page, info, '/', 'sam.standard@atlas.example');
  await expectHome(page, 'Sam Standard');
  const session = (await context.cookies()).filter((c) => c.name.startsWith('_session'));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session)
    expect({ name: cookie.name, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite }).toEqual({
      name: cookie.name,
      httpOnly: true,
      sameSite: 'Lax',
    });
  // Over plain http the browser would drop a Secure cookie; behind https they are Secure (API test).
  expect(session.every((c) => !c.secure)).toBe(true);
});

test('API answers the web app reads are marked no-store, or private and revalidated', async ({
  page,
}, info) => {
  // The three home calls and the document library answer with an ETag so a repeat is a 304
  // (issues 15 and 28): the browser may keep them privately but must revalidate each time; no
  // shared cache may store any answer.
  const revalidated = /\/v2\/(user\/(ui-access-data|applications|notifications)|documents)$/;
  const answers: { path: string; cacheControl: string; etag: string | undefined }[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.includes('/v2/'))
      answers.push({
        path: pathname,
        cacheControl: res.headers()['cache-control'] ?? '',
        etag: res.headers()['etag'],
      });
  });
  await openAs(page, info, '/', 'sam.standard@atlas.example');
  await expectHome(page, 'Sam Standard');
  expect(answers.some((a) => revalidated.test(a.path))).toBe(true);
  for (const a of answers) {
    if (revalidated.test(a.path)) {
      expect(a.cacheControl, a.path).toMatch(/\bprivate\b/);
      expect(a.cacheControl, a.path).toMatch(/\bno-cache\b/);
      expect(a.etag, a.path).toBeTruthy();
    } else expect(a.cacheControl, a.path).toMatch(/\bno-store\b/);
  }
});
