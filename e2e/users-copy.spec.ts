// Copy user and copy by role end to end (feature:dev): the copy and its editor, roles given to fresh users,
// the combine rule, access without feature:dev, and accessibility of both pages.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { gotoSettled, test } from './users-helpers';
import { allowTime, appUrl, expectNoSeriousA11yViolations, openAs } from './helpers';

const ADA = 'ada.admin@atlas.example';
const DAN = 'dan.dealer@atlas.example';

/** An address no other test (or project, or run) uses. */
function uniqueEmail(info: TestInfo, who: string) {
  return `${who}.${info.project.name}.${Date.now()}.${info.workerIndex}@dealer.example`;
}

async function pickUser(page: Page, search: string, query: string, name: RegExp) {
  await page.getByLabel(search).fill(query);
  await page.getByRole('listbox', { name: 'Matching users' }).getByRole('option', { name }).click();
}

/** On the copy user page: copies Sam into a new user and waits for the success message. */
async function copySam(page: Page, firstName: string, lastName: string, email: string) {
  await pickUser(page, 'Find the user to copy', 'sam.standard', /Standard, Sam/);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Create copy' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `${firstName} ${lastName} was created as a copy of Sam Standard. A verification e-mail was sent to ${email}.`,
    }),
  ).toBeVisible();
}

/** Opens a user's editor from the users list, found by e-mail. */
async function openEditor(page: Page, info: TestInfo, email: string, listName: string) {
  await gotoSettled(page, appUrl(info, `/admin/users?q=${encodeURIComponent(email)}`));
  await page.getByRole('link', { name: listName }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
}

test('ada copies sam into a new user who then holds his locations and roles', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'cora');
  await openAs(page, info, '/admin/users/copyuser', ADA);
  await expect(page.getByRole('heading', { level: 1, name: 'Copy user' })).toBeVisible();
  await pickUser(page, 'Find the user to copy', 'sam.standard', /Standard, Sam/);
  // What the copy takes over shows before it is made.
  const summary = page.locator('dl');
  await expect(summary).toContainText('Buckeye Heavy Equipment');
  await expect(summary).toContainText('Document reader');
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Copied');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Create copy' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Cora Copied was created as a copy of Sam Standard' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Cora Copied' })).toBeVisible();

  // The new user is in the list; the editor shows the copied location and role.
  await openEditor(page, info, email, 'Copied, Cora');
  await expect(page.getByRole('heading', { level: 1, name: 'Cora Copied' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(
    page.getByRole('radio', { name: 'Preferred location: Buckeye Heavy Equipment (ATL-0001)' }),
  ).toBeChecked();
  await page.getByRole('tab', { name: 'Roles and permissions' }).click();
  const staff = page.getByRole('grid', { name: 'Dealer staff' });
  await expect(staff).toContainText('Document reader');
  await expect(staff).not.toContainText('Parts manager');
});

test('ada gives a role to two fresh users at once; both then hold it', async ({ page }, info) => {
  allowTime(90_000);
  const first = uniqueEmail(info, 'rhea');
  const second = uniqueEmail(info, 'rolf');
  await openAs(page, info, '/admin/users/copyuser', ADA);
  await copySam(page, 'Rhea', 'Rolegiven', first);
  await page.getByRole('button', { name: 'Choose another' }).click();
  await copySam(page, 'Rolf', 'Rolegiven', second);

  await gotoSettled(page, appUrl(info, '/admin/users/copyrole'));
  await expect(page.getByRole('heading', { level: 1, name: 'Copy users by role' })).toBeVisible();
  const roles = page.getByRole('group', { name: 'Roles' });
  // Roles excluded from copying are not offered.
  await expect(roles.getByRole('checkbox', { name: 'Parts manager' })).toBeVisible();
  await expect(roles.getByRole('checkbox', { name: 'Portal super administrator' })).toHaveCount(0);
  await roles.getByRole('checkbox', { name: 'Parts manager' }).check();
  await pickUser(page, 'Find users', first, /Rolegiven, Rhea/);
  await pickUser(page, 'Find users', second, /Rolegiven, Rolf/);
  await expect(page.getByRole('list', { name: 'Chosen users' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: 'Give roles' }).click();
  // Asked once, naming the users.
  const ask = page.getByRole('dialog', { name: 'Give roles to users' });
  await expect(ask).toContainText('Give Parts manager to these users (2)?');
  await expect(ask.getByRole('listitem')).toHaveCount(2);
  await ask.getByRole('button', { name: 'Give roles' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Users updated: 2' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Roles given: Parts manager');

  for (const [email, name] of [
    [first, 'Rolegiven, Rhea'],
    [second, 'Rolegiven, Rolf'],
  ] as const) {
    await openEditor(page, info, email, name);
    await page.getByRole('tab', { name: 'Roles and permissions' }).click();
    const staff = page.getByRole('grid', { name: 'Dealer staff' });
    await expect(staff).toContainText('Parts manager');
    await expect(staff).toContainText('Document reader');
  }
});

test('combining roles needs at least two roles selected', async ({ page }, info) => {
  await openAs(page, info, '/admin/users/copyrole', ADA);
  await page.getByRole('checkbox', { name: 'Document reader' }).check();
  await page.getByRole('checkbox', { name: 'Combine roles' }).check();
  await pickUser(page, 'Find users', 'sam.standard', /Standard, Sam/);
  await page.getByRole('button', { name: 'Give roles' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Combining roles needs at least two roles selected/,
  );
  await expect(page.getByRole('checkbox', { name: 'Combine roles' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Nothing was given: the choice is still there to correct.
  await expect(page.getByRole('list', { name: 'Chosen users' })).toContainText(
    'sam.standard@atlas.example',
  );
});

test('without feature:dev, dan is refused the copy pages', async ({ page }, info) => {
  await openAs(page, info, '/admin/users/copyuser', DAN);
  await expect(page).toHaveURL(/\/access-denied(\?|$)/);
  await gotoSettled(page, appUrl(info, '/admin/users/copyrole'));
  await expect(page).toHaveURL(/\/access-denied(\?|$)/);
});

test('both copy pages have no serious accessibility violations', async ({ page }, info) => {
  await openAs(page, info, '/admin/users/copyuser', ADA);
  await expect(page.getByRole('heading', { level: 1, name: 'Copy user' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create copy' }).click();
  await expect(page.getByText('Value is required').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pickUser(page, 'Find the user to copy', 'sam.standard', /Standard, Sam/);
  await expect(page.locator('dl')).toContainText('Document reader');
  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Value is not a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoSettled(page, appUrl(info, '/admin/users/copyrole'));
  await expect(page.getByRole('checkbox', { name: 'Document reader' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Give roles' }).click();
  await expect(page.getByText('Validation Error: Selection required for: Users')).toBeVisible();
  await pickUser(page, 'Find users', 'sam.standard', /Standard, Sam/);
  await expectNoSeriousA11yViolations(page);
});
