// The password-expired prompt (spec section 8): the access data says the password expired, the
// portal asks for a new one (unclosable) and leads to the change-password form; else no prompt.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { userWithClaims } from '../../../test/personas';

function open(passwordExpired: boolean, requiredActions: string[] = []) {
  return renderApp({
    path: '/',
    user: userWithClaims({ name: 'Pat Parker', email: 'pat@x.example' }),
    persona: { access: { requiredActions, passwordExpired, features: ['admin:users:write'] } },
    api: {
      '/user/migrate/security-questions': [
        { key: 'firstPet', value: 'What was the name of your first pet?' },
      ],
      '/admin/attestation-review/users': [],
    },
  });
}

describe('password-expired prompt', () => {
  it('asks for a new password, cannot be dismissed, and leads to the change-password form', async () => {
    const user = userEvent.setup();
    await open(true);
    const prompt = await screen.findByRole(
      'dialog',
      { name: 'Password Expired' },
      { timeout: 20_000 },
    );
    expect(
      within(prompt).getByText('Your password has expired. Choose a new password to continue.'),
    ).toBeVisible();
    expect(within(prompt).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Password Expired' })).toBeVisible();
    await user.click(within(prompt).getByRole('button', { name: 'Choose a new password' }));
    const form = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(form).getByLabelText('New password')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('comes before another required action', async () => {
    await open(true, ['adminAttestation']);
    expect(
      await screen.findByRole('dialog', { name: 'Password Expired' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Administrator attestation' })).toBeNull();
  });

  it('does not show while the password is current', async () => {
    await open(false);
    await screen.findByRole('heading', { name: /Welcome/ }, { timeout: 20_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
