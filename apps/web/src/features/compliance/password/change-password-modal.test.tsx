// The change-password flow: opened unclosable by the required action, the spec's form rules,
// success (close reloads), failure under the changePassword title, and the DEV ONLY request.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { renderApp } from '../../../test/render';
import { askForModal } from '../../../test/modal-requests';
import { apiBodies } from '../../../test/server';
import { userWithClaims } from '../../../test/personas';

const QUESTIONS = [
  { key: 'firstPet', value: 'What was the name of your first pet?' },
  { key: 'birthCity', value: 'In which city were you born?' },
];

function open(api: Record<string, unknown> = {}, requiredActions = ['changePassword']) {
  return renderApp({
    path: '/',
    user: userWithClaims({ name: 'Pat Parker', email: 'pat@x.example' }),
    persona: { access: { requiredActions } },
    api: {
      '/user/migrate/security-questions': ({ query }: { query: Record<string, string> }) =>
        query.language === 'de'
          ? [{ key: 'firstPet', value: 'Wie hieß Ihr erstes Haustier?' }]
          : QUESTIONS,
      'POST /user/migrate/ldap': { changed: true },
      ...api,
    },
  });
}

/** The first lazy chunk of a test file transforms slowly on a busy machine. */
const findDialog = () =>
  screen.findByRole('dialog', { name: 'Change password' }, { timeout: 20_000 });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), password);
  await user.selectOptions(await screen.findByLabelText('Security question'), 'firstPet');
  await user.type(screen.getByLabelText('Answer'), 'Rex the dog');
}

describe('change password modal', () => {
  it('opens unclosable after sign-in and keeps Save disabled until the form is valid', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await findDialog();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await fill(user, 'Parker-2026!');
    expect(
      await within(dialog).findByText('Password cannot contain first or last name'),
    ).toBeVisible();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'lowercase1!');
    expect(
      await screen.findByText(
        'The password requires an uppercase, lowercase, number and special character',
      ),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Tractor-2026!');
    expect(
      await screen.findByText('The value must be equal to the New password value'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'Tractor-2026!');
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
  }, 60_000);

  it("keeps an incomplete form's Save focusable, says why, and sends nothing on Enter", async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('New password'), 'Tractor-2026!');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    expect(save).toHaveFocus();
    expect(save).toHaveAccessibleDescription('Complete the fields marked as required first.');
    await user.keyboard('{Enter}');
    await user.click(save);
    expect(apiBodies('POST', '/user/migrate/ldap')).toEqual([]);
  }, 60_000);

  it('sends the password, the question text and the answer; closing the success reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    await open();
    await findDialog();
    await fill(user, 'Tractor-2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Your password and security question have been changed/),
    ).toBeVisible();
    expect(apiBodies('POST', '/user/migrate/ldap')).toEqual([
      {
        password: 'Tractor-2026!',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Rex the dog',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a failure under the changePassword title and keeps the form', async () => {
    const user = userEvent.setup();
    await open({
      'POST /user/migrate/ldap': new ApiError(400, { message: 'The password was used before' }),
    });
    await findDialog();
    await fill(user, 'Tractor-2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Change password')).toBeVisible();
    expect(within(alert).getByText('The password was used before')).toBeVisible();
    expect(screen.getByLabelText('New password')).toBeVisible();
  });

  it('loads the questions again in the new language', async () => {
    const { i18n } = await open();
    await screen.findByRole('option', { name: QUESTIONS[0]!.value });
    i18n.addResourceBundle('de', 'portal', { common: { close: 'Schließen' } });
    await act(() => i18n.changeLanguage('de'));
    expect(
      await screen.findByRole('option', { name: 'Wie hieß Ihr erstes Haustier?' }),
    ).toBeInTheDocument();
  });

  it('says when the questions cannot be loaded', async () => {
    await open({ '/user/migrate/security-questions': new ApiError(500, null) });
    expect(
      await screen.findByText(
        'Error while fetching admin migration data for the identity provider',
      ),
    ).toBeVisible();
  });

  it('opens unclosable from the DEV ONLY request too (spec: change-password modal unclosable)', async () => {
    const user = userEvent.setup();
    await open({}, []);
    await screen.findByRole('heading', { name: /Welcome/ });
    const dialog = await askForModal('changePassword', 'Change password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await findDialog()).toBeVisible();
  });

  it('asks for the current password when the person chose the change, and sends it', async () => {
    const user = userEvent.setup();
    await open({}, []);
    await screen.findByRole('heading', { name: /Welcome/ });
    await askForModal('changePassword', 'Change password');
    await fill(user, 'Tractor-2026!');
    const save = screen.getByRole('button', { name: 'Save' });
    // Without the current password the form is not complete.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Current password'), 'Portal-Demo-2026!');
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await user.click(save);
    await screen.findByText(/Your password and security question have been changed/);
    expect(apiBodies('POST', '/user/migrate/ldap')).toEqual([
      {
        currentPassword: 'Portal-Demo-2026!',
        password: 'Tractor-2026!',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Rex the dog',
      },
    ]);
  });

  it('does not ask for the current password in the required change', async () => {
    await open();
    await findDialog();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
