// The attestation review on a phone (issue 25, item 1): at 390 px every account is a stacked card
// (checkbox and name, then labelled lines), the group headers stay inside the modal and no
// element of the modal reaches beyond the viewport, in English and German; at 1280 px the
// accounts stay a table.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allowTime, openAs } from './helpers';
import { ADA } from './experience-helpers';

const WORDS = {
  en: {
    open: 'Open the attestation review',
    title: 'Administrator attestation',
    suggested: 'Select suggested',
    email: 'E-mail',
    over90: 'Not logged in for more than 90 days',
  },
  de: {
    open: 'Bestätigungsprüfung öffnen',
    title: 'Administrator-Bestätigung',
    suggested: 'Vorschlag auswählen',
    email: 'E-Mail',
    over90: 'Seit mehr als 90 Tagen nicht angemeldet',
  },
} as const;

async function openReview(page: Page, lang: keyof typeof WORDS, width: number) {
  await page.setViewportSize({ width, height: 844 });
  if (lang !== 'en') await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
  const w = WORDS[lang];
  await page.getByRole('button', { name: w.open }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  // Ada administers about a thousand accounts: their list takes a while on a busy machine.
  await expect(dialog.getByRole('button', { name: w.suggested })).toBeVisible({ timeout: 60_000 });
  // Every group open, so that every account of the page is laid out.
  const closed = dialog.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return dialog;
}

/**
 * Elements of the modal whose box reaches beyond the viewport's sides or the modal's own box
 * (content scrolled sideways inside the modal counts too).
 */
function beyondViewport(dialog: Locator) {
  return dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const left = Math.max(0, box.left) - 0.5;
    const right = Math.min(document.documentElement.clientWidth, box.right) + 0.5;
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.left < left || r.right > right);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

for (const lang of ['en', 'de'] as const)
  test(`attestation review at 390 px in ${lang}: one card per account, nothing beyond the viewport`, async ({
    page,
  }, info) => {
    allowTime(120_000);
    await openAs(page, info, '/', ADA);
    const dialog = await openReview(page, lang, 390);
    const w = WORDS[lang];
    await expect(dialog.getByRole('table')).toHaveCount(0);
    const group = dialog.locator('section', { hasText: w.over90 });
    const card = group.getByRole('listitem').first();
    await expect(card.getByRole('checkbox')).toBeVisible();
    await expect(card.getByRole('term').first()).toHaveText(w.email);
    await expect(card.getByRole('definition').first()).toContainText('@');
    // The group header (name and count) inside the modal's box.
    const header = group.getByRole('button', { name: new RegExp(w.over90) });
    const [box, modal] = [await header.boundingBox(), await dialog.boundingBox()];
    expect(box!.x + box!.width).toBeLessThanOrEqual(modal!.x + modal!.width);
    expect(await beyondViewport(dialog)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`attestation-390-${lang}.png`) });
  });

test('attestation review at 1280 px: the accounts stay a table inside the viewport', async ({
  page,
}, info) => {
  allowTime(120_000);
  await openAs(page, info, '/', ADA);
  const dialog = await openReview(page, 'en', 1280);
  const table = dialog.getByRole('table', { name: WORDS.en.over90 });
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  expect(await beyondViewport(dialog)).toEqual([]);
});
