// The security review (spec section 4): opened from the users list by holders of admin:users:write
// (and from the Admin [DEV ONLY] section), the attestation list grouped never / under 30 / over 30
// / over 90 days, disabling the ticked accounts, Proceed only after the accuracy tick; closable.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { askForModal } from '../../../test/modal-requests';
import { apiBodies, apiRequests } from '../../../test/server';
import { userWithClaims } from '../../../test/personas';
import { attestationAnswers, attestationUser as u } from '../../../test/compliance-data';

function open(path: string, features = ['admin:users:write', 'admin:users:read']) {
  const users = [u(1, 'Ada', 2), u(2, 'Olaf', 120), u(3, 'Nina', null), u(4, 'Wes', 45)];
  return renderApp({
    path,
    user: userWithClaims({ name: 'Ada Test', email: 'ada@x.example' }),
    persona: { access: { features } },
    api: {
      '/admin/users': {
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 20,
        nextCursor: null,
      },
      '/admin/users/options': { brands: [], locations: [], roles: [] },
      ...attestationAnswers(users),
    },
  });
}

const findDialog = () =>
  screen.findByRole('dialog', { name: 'Account security review' }, { timeout: 20_000 });

describe('security review', () => {
  it('opens from the users list: groups never, under 30, over 30, over 90; disable; proceed', async () => {
    const user = userEvent.setup();
    await open('/admin/users');
    await user.click(
      await screen.findByRole('button', { name: 'Review account security' }, { timeout: 20_000 }),
    );
    const dialog = await findDialog();
    await within(dialog).findByRole('button', { name: 'Select suggested' });
    const toggles = [...dialog.querySelectorAll('button[aria-expanded]')].map((b) => b.textContent);
    expect(toggles).toEqual([
      'Never logged in(Accounts: 1)',
      'Logged in within the last 30 days(Accounts: 1)',
      'Not logged in for more than 30 days(Accounts: 1)',
      'Not logged in for more than 90 days(Accounts: 1)',
    ]);
    // The own account cannot be ticked; Olaf (over 90 days) can.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Olaf Test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Disable selected accounts' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable accounts' });
    await user.click(within(ask).getByRole('button', { name: 'Disable accounts' }));
    await waitFor(() =>
      expect(apiBodies('PUT', '/admin/attestation-review/deactivate')).toEqual([
        { identityIds: [2] },
      ]),
    );
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm that the list of accounts is accurate',
      }),
    );
    await user.click(proceed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiRequests({ method: 'PUT', path: '/admin/attestation-review/update' })).toHaveLength(
      1,
    );
  });

  it('can be closed without recording anything (also when the Admin [DEV ONLY] section asks for it)', async () => {
    const user = userEvent.setup();
    await open('/');
    await screen.findByRole('heading', { name: /Welcome/ }, { timeout: 20_000 });
    const dialog = await askForModal('securityReview', 'Account security review');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it('is not offered on the users list without admin:users:write', async () => {
    await open('/admin/users', ['admin:users:read']);
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Review account security' })).toBeNull();
  });
});
