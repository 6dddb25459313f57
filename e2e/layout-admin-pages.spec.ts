// Admin screens as a person meets them, at 390 px and 1280 px, in English and German (issue 25,
// items 5, 7, 9, 12): the directory as a list with search, filter and pages (locations named with
// city and code), the preferences' profile as one form with one Save, the users export's working
// and done states, and a security role otto may only read, its activities in words.
import { expect, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADA, SAM } from './experience-helpers';
import { test } from './users-helpers';

const OTTO = 'otto.readonly@atlas.example';
const LANGUAGES = [
  { lang: 'en', directory: 'Manage directory', range: / of \d+ locations/, edit: /^Edit / },
  {
    lang: 'de',
    directory: 'Verzeichnis verwalten',
    range: / von \d+ Standorten/,
    edit: / bearbeiten$/,
  },
] as const;

async function inGerman(page: Page, lang: 'en' | 'de') {
  if (lang === 'de') await page.getByLabel('Language').selectOption('de');
}

for (const width of [390, 1280])
  for (const l of LANGUAGES)
    test(`manage directory at ${width} px in ${l.lang}: a paged list of named locations`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, info, '/admin/manage-directory/DEALER_LOCATION', ADA);
      await inGerman(page, l.lang);
      await expect(page.getByRole('heading', { level: 1, name: l.directory })).toBeVisible();
      await expect(page.getByText(l.range)).toBeVisible();
      const edits = page.getByRole('main').getByRole('button', { name: l.edit });
      await expect(edits).toHaveCount(10);
      // Each location by name, city and code: no two alike.
      const names = (
        await edits.evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))
      ).map((n) => String(n));
      for (const n of names) expect(n).toMatch(/, .+ \([A-Z]+-[A-Z0-9]+\)/);
      expect(new Set(names).size).toBe(names.length);
      // A table on a wide screen, cards on a phone; either way a page of ten stays short.
      await expect(page.getByRole('table')).toHaveCount(width >= 768 ? 1 : 0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(width >= 768 ? 2200 : 5200);
      await expect(
        page.getByRole('navigation', { name: /Location pages|Seiten der Standorte/ }),
      ).toBeVisible();
      // Editing opens a dialog inside the viewport.
      await edits.first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

for (const width of [390, 1280])
  for (const l of [
    { lang: 'en', field: 'Job title', save: 'Save', saved: 'Saved: Job title.' },
    { lang: 'de', field: 'Position', save: 'Speichern', saved: 'Gespeichert: Position.' },
  ] as const)
    test(`preferences at ${width} px in ${l.lang}: one form, one Save, the result in view`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 800 });
      await openAs(page, info, '/preferences', SAM);
      await inGerman(page, l.lang);
      const field = page.getByRole('textbox', { name: l.field });
      await expect(field).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: l.save, exact: true })).toHaveCount(1);
      const before = await field.inputValue();
      await field.fill(`${before} ${l.lang}${width}`.trim());
      await main.getByRole('button', { name: l.save, exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: l.saved });
      await expect(status).toBeInViewport();
      // Put back as it was, for the other tests.
      await field.fill(before);
      await main.getByRole('button', { name: l.save, exact: true }).click();
      await expect(status).toBeInViewport();
    });

test('users export: busy at once, then done, in view and announced', async ({ page }, info) => {
  await openAs(page, info, '/admin/users', ADA);
  await expect(page.getByRole('table')).toBeVisible();
  // The file is held until the working state has been seen (no guess at how long 3,000 rows take).
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/v2/admin/users/export**', async (route) => {
    await held;
    await route.continue();
  });
  const more = page.getByRole('button', { name: 'More actions' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Preparing the CSV file…' }),
  ).toBeInViewport();
  await expect(more).toHaveAttribute('aria-busy', 'true');
  const download = page.waitForEvent('download');
  release();
  expect((await download).suggestedFilename()).toMatch(/^users-.*\.csv$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'The CSV file was downloaded.' }),
  ).toBeInViewport();
  await expect(more).not.toHaveAttribute('aria-busy', 'true');
});

for (const l of [
  { lang: 'en', list: 'Security roles', activities: 'Activities' },
  { lang: 'de', list: 'Sicherheitsrollen', activities: 'Aktivitäten' },
] as const)
  test(`otto reads a security role in ${l.lang}: activities by name, values as text`, async ({
    page,
  }, info) => {
    await openAs(page, info, '/admin/security-roles', OTTO);
    await inGerman(page, l.lang);
    await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('note')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    // The field's group (the first: its tags are a group of the same name inside it).
    const activities = page.getByRole('group', { name: l.activities, exact: true }).first();
    await expect(activities).toBeVisible();
    // No feature code such as admin:users:write where a name belongs.
    expect(await activities.textContent()).not.toMatch(/\b[a-z]+:[a-zA-Z]+(:[a-z]+)?\b/);
  });
