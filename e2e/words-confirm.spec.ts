// Asked once before a bulk action, at 390 px and 1280 px (issue 25, item 4): the attestation
// modal's "Select suggested" opens the groups it ticks and says so; "Disable selected accounts"
// names the accounts first, says how many ticked accounts are out of sight (other pages, closed
// groups) with a count that matches the rows in sight, and, on Cancel, disables nothing.
import { expect } from '@playwright/test';
import { openAs } from './helpers';
import { test } from './users-helpers';

for (const width of [390, 1280])
  test(`attestation at ${width} px: suggested rows in sight, disabling asked once with names`, async ({
    page,
  }, info) => {
    // ada's review ticks about a thousand accounts: finding them by role and name takes a while.
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    // Opened from the DEV ONLY section as ada: aria's own review is due only until another test
    // of the same server completes it.
    await openAs(page, info, '/', 'ada.admin@atlas.example');
    await page.getByRole('button', { name: 'Open the attestation review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Administrator attestation' });
    await dialog.getByRole('button', { name: 'Select suggested' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: /Suggested accounts selected: \d+/ }),
    ).toBeVisible();
    // Ticked account rows in sight (not the group checkboxes "Select all in …").
    const ticked = dialog.getByRole('checkbox', { checked: true, name: /^Select (?!all in )/ });
    const count = await ticked.count();
    expect(count).toBeGreaterThan(0);
    // The first ten and the last: ada's review holds hundreds of suggested accounts; the last
    // ticked row of this page can be scrolled to like any other.
    for (let i = 0; i < Math.min(count, 10); i++) await expect(ticked.nth(i)).toBeVisible();
    // The input itself is visually hidden (clipped to nothing): its label is what a person sees.
    const last = await ticked
      .nth(count - 1)
      .locator('xpath=ancestor::label[1]')
      .elementHandle();
    await last!.scrollIntoViewIfNeeded();
    const row = await last!.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(row.top).toBeGreaterThanOrEqual(0);
    expect(row.bottom).toBeLessThanOrEqual(844);
    expect(row.height).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Disable selected accounts' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Disable accounts' });
    await expect(ask).toContainText(/Deactivate the following accounts \(\d+\)\?/);
    const question = (await ask.textContent()) ?? '';
    const total = Number(/Deactivate the following accounts \((\d+)\)\?/.exec(question)?.[1]);
    expect(total).toBeGreaterThanOrEqual(count);
    // The ticked accounts out of sight are counted, and the count is the ones not in sight.
    if (total > count)
      await expect(ask).toContainText(
        `${total - count} of these ${total} accounts ${total - count === 1 ? 'is' : 'are'} not in sight`,
      );
    else await expect(ask).not.toContainText('not in sight');
    await expect(ask.getByRole('listitem').first()).toBeVisible();
    const box = await ask.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`attestation-confirm-${width}.png`) });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByText(/Accounts disabled/)).toHaveCount(0);
  });
