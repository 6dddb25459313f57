// User administration end to end: create, verification mail, first password and sign-in, deactivate and
// reactivate, the read-only editor, and accessibility of the list, create and edit pages.
import { expect, type Page } from '@playwright/test';
import { gotoSettled, test } from './users-helpers';
import { allowTime, appUrl, expectNoSeriousA11yViolations, fillLogin, openAs } from './helpers';

const DAN = 'dan.dealer@atlas.example';

async function fillProfile(page: Page, email: string) {
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Endtoend');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile phone').fill('+1 614 555 0142');
}

/** Opens a section of the create form by its tab (the editor's tabs). */
async function openSection(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Reads the newest verification link sent to `email` from the outbox, as Ada (feature:dev). */
async function verificationLink(page: Page, info: Parameters<typeof appUrl>[0], email: string) {
  await openAs(page, info, '/admin/users', 'ada.admin@atlas.example');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Outbox [DEV ONLY]' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outbox' });
  const mail = dialog.getByRole('listitem').filter({ hasText: email }).first();
  await mail.locator('summary').click();
  const body = (await mail.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return link!;
}

test('dan creates a user who verifies, sets a password and signs in; dan deactivates and reactivates them', async ({
  page,
  browser,
}, info) => {
  allowTime(120_000);
  const email = `erin.${info.project.name}.${Date.now()}@dealer.example`;
  await openAs(page, info, '/admin/users/create/', DAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible();

  // The sections are the editor's tabs; Create checks them all with the spec's messages.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('alert')).toContainText('Please correct the errors marked');
  await expect(page.getByRole('tab', { name: 'Profile has errors' })).toBeVisible();
  await expect(page.getByText('Value is required').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Value is not a valid email address')).toBeVisible();

  await fillProfile(page, email);
  await openSection(page, 'Locations');
  await page.getByRole('button', { name: 'Add a location' }).click();
  await page.getByRole('searchbox', { name: 'Search Locations' }).fill('ATL-0001');
  await page.getByRole('option', { name: 'Buckeye Heavy Equipment (ATL-0001)' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('checkbox', { name: 'Atlas', exact: true })).toBeChecked();
  await openSection(page, 'Roles and permissions');
  await page.getByRole('button', { name: 'Choose Dealer staff' }).click();
  await page
    .getByRole('listbox', { name: 'Dealer staff' })
    .getByRole('option', { name: 'Document reader' })
    .click();
  await page.getByRole('button', { name: 'Done' }).click();
  await openSection(page, 'E-mail preferences');
  await page.getByRole('checkbox', { name: 'Announcements' }).check();
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
  await expect(
    page.getByRole('status').filter({ hasText: `A verification e-mail was sent to ${email}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toBeVisible();
  const editorUrl = page.url();

  // The mail appears in the outbox; its link lets the new user choose a password.
  const adaContext = await browser.newContext();
  const link = await verificationLink(await adaContext.newPage(), info, email);
  await adaContext.close();
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await newcomer.getByLabel('New password').fill('Erin-2026');
  await newcomer.getByLabel('Confirm password').fill('Erin-2026');
  await newcomer.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomer.getByRole('alert')).toHaveText(
    'Password cannot contain first or last name',
  );
  await newcomer.getByLabel('New password').fill('Gravel-Road-77!');
  await newcomer.getByLabel('Confirm password').fill('Gravel-Road-77!');
  await newcomer.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await newcomer.getByRole('link', { name: 'Sign in to the portal' }).click();
  await fillLogin(newcomer, email, 'Gravel-Road-77!');
  await expect(newcomer.getByRole('heading', { level: 1, name: /Erin Endtoend/ })).toBeVisible();
  await newcomer.context().close();

  // Deactivation needs a reason and a confirmation; reactivation is immediate.
  await gotoSettled(page, editorUrl);
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Erin Endtoend?' });
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(dialog.getByText('Value is required')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Left the company' });
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erin Endtoend was deactivated' }),
  ).toBeVisible();
  await expect(page.getByText('Left the company')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erin Endtoend is active again' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeVisible();
});

test('otto sees the editor read-only: values as text, one notice, no save button', async ({
  page,
}, info) => {
  await openAs(page, info, '/admin/users?q=sam.standard', 'otto.readonly@atlas.example');
  await page.getByRole('link', { name: 'Standard, Sam' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Standard' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'You can view this page but not change it: your role allows reading only.',
  );
  await expect(page.getByRole('group', { name: 'First name' })).toHaveText(/Sam/);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Roles and permissions' }).click();
  // Held roles show as tags (a list of text under the set's name), with nothing to choose or remove.
  await expect(
    page
      .getByRole('group', { name: /^Dealer staff/ })
      .getByRole('listitem')
      .filter({ hasText: 'Document reader' }),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^(Choose|Remove)/ })).toHaveCount(0);
  // The edit address does not make the editor writable either.
  await gotoSettled(page, page.url().replace(/\/view$/, '/edit'));
  await expect(page.getByRole('group', { name: 'First name' })).toHaveText(/Sam/);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('dan filters the list by location with the searchable picker, by keyboard; a reload keeps it', async ({
  page,
}, info) => {
  await openAs(page, info, '/admin/users', DAN);
  await expect(page.getByRole('table')).toBeVisible();
  const picker = page.getByRole('button', { name: 'Location All' });
  await picker.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: 'Search Location' });
  await expect(search).toBeFocused();
  await search.fill('ATL-0001');
  const list = page.getByRole('listbox', { name: 'Location' });
  await expect(list.getByRole('option')).toHaveText(['Buckeye Heavy Equipment (ATL-0001)']);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await expect(list.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]locationId=\d+/);
  const chosen = page.getByRole('button', {
    name: 'Location Buckeye Heavy Equipment (ATL-0001)',
  });
  await expect(chosen).toBeFocused();
  await expect(page.getByRole('link', { name: 'Standard, Sam' })).toBeVisible();
  await page.reload();
  await expect(chosen).toBeVisible();
  await expect(page.getByRole('link', { name: 'Standard, Sam' })).toBeVisible();
});

test('list, create and edit pages have no serious accessibility violations', async ({
  page,
}, info) => {
  // Seven axe runs over large pages: on a loaded machine each takes several seconds.
  allowTime(120_000);
  await openAs(page, info, '/admin/users', DAN);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Create user' }).click();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Value is required').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Roles and permissions' }).click();
  await expectNoSeriousA11yViolations(page);

  await gotoSettled(page, appUrl(info, '/admin/users?q=sam.standard'));
  await page.getByRole('link', { name: 'Standard, Sam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Standard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
