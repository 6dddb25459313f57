// The attestation modal in the portal: opened unclosable by the required action, groups and rows
// as the spec lists them, disabling, the accuracy confirmation, failures, and the edit link.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import { askForModal } from '../../../test/modal-requests';
import { apiBodies, apiRequests } from '../../../test/server';
import { userWithClaims } from '../../../test/personas';
import { attestationAnswers, attestationUser as u } from '../../../test/compliance-data';

const USERS = [
  u(1, 'Aria', 200, 'aria@x.example'),
  u(2, 'Olaf', 120),
  u(6, 'Ike', 95),
  u(3, 'Nina', null),
  u(4, 'Wes', 45),
  u(5, 'Rae', 3),
];

function open(api: Record<string, unknown> = {}, requiredActions = ['adminAttestation']) {
  return renderApp({
    path: '/',
    user: userWithClaims({ name: 'Aria Test', email: 'aria@x.example' }),
    persona: { access: { requiredActions, features: ['admin:users:write'] } },
    api: {
      ...attestationAnswers(USERS),
      ...api,
    },
  });
}

const findDialog = () =>
  screen.findByRole('dialog', { name: 'Administrator attestation' }, { timeout: 20_000 });

/** The modal once its list is there. */
async function loaded() {
  const dialog = await findDialog();
  await within(dialog).findByRole('button', { name: 'Select suggested' });
  return dialog;
}

describe('attestation modal', () => {
  it('lists the groups in order, over 90 days open, the own row disabled and unknown days as ?', async () => {
    await open();
    const dialog = await loaded();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Never, over 90 (error colour), over 30 (warn colour), the rest (correct colour).
    const toggles = [...dialog.querySelectorAll('button[aria-expanded]')];
    expect(toggles.map((b) => [b.textContent, b.className.match(/text-[a-z-]+\d*$/)?.[0]])).toEqual(
      [
        ['Never logged in(Accounts: 1)', 'text-page-fg'],
        ['Not logged in for more than 90 days(Accounts: 3)', 'text-danger'],
        ['Not logged in for more than 30 days(Accounts: 1)', 'text-warning'],
        ['Logged in within the last 30 days(Accounts: 1)', 'text-emerald-800'],
      ],
    );
    const over90 = within(dialog).getByRole('button', { name: /more than 90 days/ });
    expect(over90).toHaveAttribute('aria-expanded', 'true');
    const table = within(dialog).getByRole('table', {
      name: 'Not logged in for more than 90 days',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Aria Test'),
      expect.stringContaining('Olaf Test'),
      expect.stringContaining('Ike Test'),
    ]);
    expect(
      within(table).getByRole('checkbox', { name: 'Your own account cannot be selected' }),
    ).toBeDisabled();
    expect(within(table).getByRole('link', { name: 'Edit Olaf Test' })).toHaveAttribute(
      'href',
      '/admin/users/2/edit',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Never logged in/ }));
    const never = within(dialog).getByRole('table', { name: 'Never logged in' });
    expect(within(never).getByRole('cell', { name: '?' })).toBeVisible();
  });

  it('shows a group as indeterminate and ticks only selectable members', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await loaded();
    const group = within(dialog).getByRole('checkbox', {
      name: 'Select all in “Not logged in for more than 90 days”',
    }) as HTMLInputElement;
    await user.click(group);
    expect(group).toBeChecked();
    expect(within(dialog).getByText('2 selected')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Olaf Test' }));
    expect(group.indeterminate).toBe(true);
    expect(within(dialog).getByText('1 selected')).toBeVisible();
    await user.click(group);
    expect(group).toBeChecked();
    await user.click(group);
    expect(within(dialog).getByText('0 selected')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Select suggested' }));
    // Never logged in and over 90 days, without the administrator's own account.
    expect(within(dialog).getByText('3 selected')).toBeVisible();
    // The suggested rows are where the person sees them: their groups open, and it is said.
    expect(within(dialog).getByRole('button', { name: /Never logged in/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Select Nina Test' })).toBeVisible();
    expect(
      within(dialog).getByText('Suggested accounts selected: 3. Their groups are open.'),
    ).toBeVisible();
  });

  it('disables the ticked users, clears the selection and reloads the list', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await loaded();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Olaf Test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Disable selected accounts' }));
    // Asked once, naming the accounts; nothing is sent before the answer.
    const ask = await screen.findByRole('alertdialog', { name: 'Disable accounts' });
    expect(ask).toHaveTextContent('Deactivate the following accounts (1)?');
    expect(within(ask).getByRole('listitem')).toHaveTextContent('Olaf Test');
    expect(apiBodies('PUT', '/admin/attestation-review/deactivate')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Disable accounts' }));
    expect(await within(dialog).findByText('Accounts disabled (1): Olaf Test.')).toBeVisible();
    expect(apiBodies('PUT', '/admin/attestation-review/deactivate')).toEqual([
      { identityIds: [2] },
    ]);
    await waitFor(() => expect(within(dialog).queryByText('Olaf Test')).toBeNull());
    expect(within(dialog).getByText('0 selected')).toBeVisible();
  });

  it('says in the question how many ticked accounts are out of sight, and the count matches', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await loaded();
    // Nothing ticked: the button stays focusable and says why.
    const disable = within(dialog).getByRole('button', { name: 'Disable selected accounts' });
    expect(disable).toHaveAttribute('aria-disabled', 'true');
    expect(disable).toHaveAccessibleDescription('Tick the accounts to disable first.');
    await user.click(disable);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // One row in the open group, the whole closed group "more than 30 days" by its checkbox.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Olaf Test' }));
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Select all in “Not logged in for more than 30 days”',
      }),
    );
    // Of the two ticked accounts, one row is in sight (the other's group is closed).
    expect(
      within(dialog).getAllByRole('checkbox', { checked: true, name: /^Select (?!all)/ }),
    ).toHaveLength(1);
    await user.click(disable);
    const ask = await screen.findByRole('alertdialog', { name: 'Disable accounts' });
    expect(ask).toHaveTextContent('Deactivate the following accounts (2)?');
    expect(ask).toHaveTextContent(
      '1 of these 2 accounts is not in sight: on another page of this list or in a closed group.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    // With the group open every ticked row is in sight: nothing more to say.
    await user.click(within(dialog).getByRole('button', { name: /more than 30 days/ }));
    await user.click(disable);
    const again = await screen.findByRole('alertdialog', { name: 'Disable accounts' });
    expect(again).not.toHaveTextContent('not in sight');
  });

  it('keeps a refused Proceed focusable and says why; activating it records nothing', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await loaded();
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    proceed.focus();
    expect(proceed).toHaveFocus();
    expect(proceed).toHaveAccessibleDescription('Confirm that the list is accurate first.');
    await user.keyboard('{Enter}');
    await user.click(proceed);
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeVisible();
    expect(apiRequests({ method: 'PUT', path: '/admin/attestation-review/update' })).toHaveLength(
      0,
    );
  });

  it('proceeds only after the accuracy checkbox, records it and closes', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await loaded();
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
    // The access data is loaded again (the server no longer lists the action).
    expect(apiRequests({ method: 'GET', path: '/user/ui-access-data' }).length).toBeGreaterThan(1);
  });

  it('shows a failed disable in the modal, which then may be closed', async () => {
    const user = userEvent.setup();
    await open({
      'PUT /admin/attestation-review/deactivate': new ApiError(404, { message: 'Not found' }),
    });
    const dialog = await loaded();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Olaf Test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Disable selected accounts' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable accounts' });
    await user.click(within(ask).getByRole('button', { name: 'Disable accounts' }));
    expect(await within(dialog).findByText('The accounts could not be disabled')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed load in the modal, closable', async () => {
    await open({ '/admin/attestation-review/users': new ApiError(500, null) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('The accounts could not be loaded')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('steps aside on the edit page of a user and comes back after other navigation', async () => {
    const { router } = await open();
    const dialog = await findDialog();
    await act(() => router.navigate('/admin/users/2/edit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await findDialog()).toBeVisible();
  });

  it('opens closable from the DEV ONLY request', async () => {
    const user = userEvent.setup();
    await open({}, []);
    await screen.findByRole('heading', { name: /Welcome/ });
    const dialog = await askForModal('adminAttestation', 'Administrator attestation');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
