// Korean and Chinese in tables (issue 25, item 4): the users list at 1280 px keeps its column
// headers and short values whole, at most two lines, instead of one character per line in squeezed
// columns (Korean breaks between words as English does; Chinese keeps short table values whole).
import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADA } from './experience-helpers';

for (const lang of ['ko', 'zh'] as const)
  test(`users list in ${lang} at 1280 px: no header or value broken one character per line`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, info, '/admin/users', ADA);
    await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const tall = await table.locator('th, td').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = (cell as HTMLElement).innerText.trim();
        const line = parseFloat(getComputedStyle(cell).lineHeight) || 20;
        // The height of the text itself (a cell is as high as its row).
        const range = document.createRange();
        range.selectNodeContents(cell);
        const height = range.getBoundingClientRect().height;
        // More than two lines for a value of at most eight characters: broken between characters.
        return text.length > 0 && text.length <= 8 && height > line * 2.5 ? [text] : [];
      }),
    );
    expect(tall).toEqual([]);
  });
