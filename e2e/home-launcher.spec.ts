// Home as a launcher, as people meet it at 1280 and 390 px, in English and German: a favourite
// pinned with the star stays first after a reload (kept on the server), tiles carry initials and
// descriptions inside a reading-width column, and an announcement written only in German reaches
// an English reader in German with its language named.
import { expect, test, type Page } from '@playwright/test';
import { expectHome, openAs } from './helpers';
import { CORA, IVY } from './experience-helpers';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const WORDS = {
  en: {
    launcher: 'My Applications',
    favourites: 'Favourites',
    app: 'Parts Catalogue',
    add: 'Add Parts Catalogue to favourites',
    remove: 'Remove Parts Catalogue from favourites',
  },
  de: {
    launcher: 'Meine Anwendungen',
    favourites: 'Favoriten',
    app: 'Teilekatalog',
    add: 'Teilekatalog zu den Favoriten hinzufügen',
    remove: 'Teilekatalog aus den Favoriten entfernen',
  },
} as const;

async function inLanguage(page: Page, language: 'en' | 'de') {
  await page.getByRole('combobox', { name: /^(Language|Sprache)$/ }).selectOption(language);
}

// One persona's favourites are one list on the server: these run one after the other.
test.describe.configure({ mode: 'serial' });

for (const size of SIZES)
  for (const language of ['en', 'de'] as const)
    test(`a favourite pinned on home stays first after a reload (${size.width} px, ${language})`, async ({
      page,
    }, info) => {
      const w = WORDS[language];
      await page.setViewportSize({ width: size.width, height: size.height });
      await openAs(page, info, '/', CORA, 'corvid.localhost');
      await expectHome(page, 'Cora Corvid');
      await inLanguage(page, language);
      const launcher = page.getByRole('region', { name: w.launcher });
      await launcher.getByRole('button', { name: w.add }).click();
      await expect(launcher.getByRole('button', { name: w.remove })).toBeFocused();

      await page.reload();
      const favourites = page.getByRole('region', { name: w.favourites });
      await expect(favourites.getByRole('link', { name: new RegExp(`^${w.app}`) })).toBeVisible();
      // The pinned group comes first, before every region.
      await expect(launcher.getByRole('heading', { level: 3 }).first()).toHaveText(w.favourites);
      // Tiles stay in the reading column and inside the screen.
      const box = await favourites.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      if (size.width === 1280) expect(box!.x).toBeGreaterThan(100);

      await favourites.getByRole('button', { name: w.remove }).click();
      await expect(page.getByRole('region', { name: w.favourites })).toHaveCount(0);
      await page.reload();
      await expect(launcher.getByRole('button', { name: w.add })).toBeVisible();
      await expect(page.getByRole('region', { name: w.favourites })).toHaveCount(0);
    });

for (const size of SIZES)
  test(`an announcement written only in German reaches English readers in German (${size.width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAs(page, info, '/', IVY);
    await expectHome(page, 'Ivy Internal');
    const news = page.getByRole('region', { name: /^Announcements/ });
    const german = news.getByRole('button', { name: /Händlertreffen in Köln/ });
    await expect(german).toContainText('Written in German');
    await expect(news.getByRole('heading', { name: '-', exact: true })).toHaveCount(0);
    await german.click();
    await expect(news.getByText('Das Händlertreffen der Region findet am 12. Juni')).toBeVisible();

    await inLanguage(page, 'de');
    const inGerman = page
      .getByRole('region', { name: /^Ankündigungen/ })
      .getByRole('button', { name: /Händlertreffen in Köln/ });
    await expect(inGerman).toBeVisible();
    await expect(inGerman).not.toContainText('verfasst');
    await inLanguage(page, 'en');
  });
