// Human words in both history views (issue 25, item 2): the user editor's History tab and the
// users' edit history show no raw code (UPPER_SNAKE, camelCase field names, bare booleans, ISO
// timestamps, region codes), in English and German, on the one history table; the History tab
// has no Save / Discard bar.
import { expect, type Locator, type Page } from '@playwright/test';
import { allowTime, appUrl, openAs } from './helpers';
import { gotoSettled, test } from './users-helpers';

const ADA = 'ada.admin@atlas.example';
const SAM_SERIAL = 'D200002';
// The seeded history is weeks old; other specs edit Sam's job title today and would push the
// seeded entries off the first page of ten, so the users' edit history is read up to two days ago.
const SEEDED = `to=${new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)}`;

const RAW = [
  /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/, // DOCUMENT_READER, VERIFICATION_SENT
  /\b(?:CREATE|UPDATE|VERIFY|DEACTIVATE|REACTIVATE|EXTERNAL|INTERNAL|STANDARD|ADMINISTRATOR|ACTIVE|INACTIVE)\b/,
  /(?:^|\s)[a-z]+(?:[A-Z][a-z0-9]+)+(?:\s|$)/, // mobilePhone, emailVerified
  /^(?:true|false)$/,
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
  /^(?:NA|EMEA|APAC|LATAM)$/,
  /\((?:include|exclude)/,
];

/** Every cell of the table as read, with the raw codes it shows. */
async function rawCodesIn(table: Locator): Promise<string[]> {
  const cells = await table.locator('td, th').allInnerTexts();
  return cells.flatMap((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => RAW.some((re) => re.test(line))),
  );
}

async function toGerman(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

test("the user editor's History tab words every value, in English and German", async ({
  page,
}, info) => {
  allowTime(120_000);
  await openAs(page, info, '/admin/users?q=sam.standard', ADA);
  await page.getByRole('link', { name: 'Standard, Sam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Standard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const table = page.getByRole('table', { name: 'Changes of this user, newest first' });
  await expect(table).toBeVisible();
  await expect(table).toContainText('Mobile phone');
  await expect(table).toContainText('Changed');
  await expect(table).toContainText('E-mail verified');
  await expect(table).toContainText('North America');
  expect(await rawCodesIn(table)).toEqual([]);
  // Nothing to save on the history.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);

  await toGerman(page);
  const german = page.getByRole('table', { name: 'Änderungen dieses Benutzers, neueste zuerst' });
  await expect(german).toContainText('Mobiltelefon');
  await expect(german).toContainText('Geändert');
  await expect(german).toContainText('Nordamerika');
  await expect(german).toContainText('eingeschlossen, bevorzugt');
  expect(await rawCodesIn(german)).toEqual([]);
});

test("the users' edit history words the same entries the same way, in English and German", async ({
  page,
}, info) => {
  allowTime(120_000);
  await openAs(page, info, `/admin/audit/users?q=${SAM_SERIAL}&${SEEDED}`, ADA);
  const table = page.getByRole('table', { name: 'Changes to users' });
  await expect(table).toContainText('Mobile phone');
  // The operation is named as on the History tab ("Changed", never "UPDATE").
  await expect(table.getByRole('cell', { name: 'Changed', exact: true }).first()).toBeVisible();
  expect(await rawCodesIn(table)).toEqual([]);
  // Pat's deactivation by the inactivity job: status and reason in words.
  await gotoSettled(page, appUrl(info, '/admin/audit/users?q=pat.password'));
  await expect(table).toContainText('Inactivity');
  await expect(table).toContainText('Inactive');
  expect(await rawCodesIn(table)).toEqual([]);

  await toGerman(page);
  const german = page.getByRole('table', { name: 'Änderungen an Benutzern' });
  await expect(german).toContainText('Inaktiv');
  await expect(german).toContainText('Inaktivität');
  expect(await rawCodesIn(german)).toEqual([]);
  await gotoSettled(page, appUrl(info, `/admin/audit/users?q=${SAM_SERIAL}&${SEEDED}`));
  await expect(german).toContainText('Mobiltelefon');
  expect(await rawCodesIn(german)).toEqual([]);
  // Sam's creation: other specs' changes to him push it off the first page of all entries.
  await gotoSettled(page, appUrl(info, `/admin/audit/users?q=${SAM_SERIAL}&operation=CREATE`));
  await expect(german).toContainText('Nordamerika');
  expect(await rawCodesIn(german)).toEqual([]);
});
