// Copy by role: the roles offered (excluded ones left out), choosing users, the combine rule, the call and its outcome.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type UserList, type UserOptions } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import { apiRequests } from '../../../test/server';
import { listItem, OPTIONS } from '../../../test/users-data';
import { Component as CopyRolePage } from './copy-role-page';

/** The first render loads a lazy page and its data: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const routes = [{ path: '/admin/users/copyrole', Component: CopyRolePage }];

const role = (id: number, displayName: string, extra: Partial<UserOptions['roles'][number]>) => ({
  id,
  name: displayName.toUpperCase().replace(/ /g, '_'),
  displayName,
  singular: false,
  excludeFromCopyUser: false,
  assignable: true,
  ...extra,
});
const options: UserOptions = {
  ...OPTIONS,
  roles: [
    ...OPTIONS.roles,
    role(13, 'Portal super administrator', { excludeFromCopyUser: true }),
    role(14, 'Parts manager', {}),
  ],
};

const found = (): UserList => ({
  items: [listItem(1), listItem(2)],
  total: 2,
  totalCapped: false,
  page: 1,
  pageSize: 8,
  nextCursor: null,
});
const base = { '/admin/users/options': options, '/admin/users': found };

async function chooseUser(name: RegExp) {
  const search = screen.getByRole('combobox', { name: 'Find users' });
  await userEvent.clear(search);
  await userEvent.type(search, 'dealer');
  const results = await screen.findByRole('listbox', { name: /Matching users/ });
  await userEvent.click(await within(results).findByRole('option', { name }));
}

const chosen = () => screen.queryByRole('list', { name: 'Chosen users' });

describe('copy by role', () => {
  it('offers only roles that may be given to many: excluded, singular and foreign roles are left out', async () => {
    await renderApp({
      path: '/admin/users/copyrole',
      routes,
      persona: { access: { features: [FEATURES.usersWrite, FEATURES.dev] } },
      api: base,
    });
    const roles = await screen.findByRole('group', { name: 'Roles' }, WAIT);
    await within(roles).findByRole('checkbox', { name: 'Document reader' });
    expect(
      within(roles)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Document reader', 'Parts manager', 'Combine roles']);
    expect(screen.queryByRole('checkbox', { name: 'Portal super administrator' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Service manager' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Dealer user administrator' })).toBeNull();
  });

  it('asks for roles and users, and for two roles when combining, before sending anything', async () => {
    await renderApp({
      path: '/admin/users/copyrole',
      routes,
      persona: { access: { features: [FEATURES.usersWrite, FEATURES.dev] } },
      api: base,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Give roles' }, WAIT));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors marked');
    expect(screen.getByText('Validation Error: Selection required for: Roles')).toBeInTheDocument();
    expect(screen.getByText('Validation Error: Selection required for: Users')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Document reader' }));
    await chooseUser(/Last001, First1/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Combine roles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Give roles' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Combining roles needs at least two roles selected',
    );
    expect(screen.getByRole('checkbox', { name: 'Combine roles' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/Selection required for/)).not.toBeInTheDocument();
    expect(apiRequests().some((c) => c.method === 'POST')).toBe(false);

    // A second role fixes it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parts manager' }));
    expect(screen.getByRole('checkbox', { name: 'Combine roles' })).not.toHaveAttribute(
      'aria-invalid',
    );
  }, 20_000);

  it('gives the roles to the chosen users and says how many were updated', async () => {
    await renderApp({
      path: '/admin/users/copyrole',
      routes,
      persona: { access: { features: [FEATURES.usersWrite, FEATURES.dev] } },
      api: { ...base, 'POST /admin/users/copy-role': { updated: 2 } },
    });
    expect(await screen.findByText('No users chosen yet.', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Parts manager' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Document reader' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Combine roles' }));
    await chooseUser(/Last001, First1/);
    // A chosen user is not offered again.
    await userEvent.type(screen.getByRole('combobox', { name: 'Find users' }), 'dealer');
    const results = await screen.findByRole('listbox', { name: /Matching users/ });
    await within(results).findByRole('option', { name: /Last002, First2/ });
    expect(within(results).getAllByRole('option')).toHaveLength(1);
    await chooseUser(/Last002, First2/);
    expect(within(chosen()!).getAllByRole('listitem')).toHaveLength(2);
    // One can be taken off the list again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove First2 Last002' }));
    expect(within(chosen()!).getAllByRole('listitem')).toHaveLength(1);
    await chooseUser(/Last002, First2/);

    await userEvent.click(screen.getByRole('button', { name: 'Give roles' }));
    // Asked once, naming the users and roles; nothing is sent before the answer.
    const ask = await screen.findByRole('dialog', { name: 'Give roles to users' }, WAIT);
    expect(ask).toHaveTextContent('Give Document reader, Parts manager to these users (2)?');
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('First1 Last001'),
      expect.stringContaining('First2 Last002'),
    ]);
    expect(apiRequests().find((c) => c.method === 'POST')).toBeUndefined();
    await userEvent.click(within(ask).getByRole('button', { name: 'Give roles' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Users updated: 2');
    expect(status).toHaveTextContent(
      'Roles given: Document reader, Parts manager. Chosen users: First1 Last001, First2 Last002.',
    );
    expect(apiRequests().find((c) => c.method === 'POST')).toMatchObject({
      path: '/admin/users/copy-role',
      body: { roleIds: [14, 10], userIds: [1, 2], combine: true },
    });
    // Ready for the next set.
    expect(screen.getByText('No users chosen yet.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Parts manager' })).not.toBeChecked();
  }, 20_000);

  it("shows the server's refusal with its details", async () => {
    await renderApp({
      path: '/admin/users/copyrole',
      routes,
      persona: { access: { features: [FEATURES.usersWrite, FEATURES.dev] } },
      api: {
        ...base,
        'POST /admin/users/copy-role': new ApiError(403, {
          statusCode: 403,
          code: 'FORBIDDEN',
          details: { key: 'users.errors.roleNotAssignable' },
          message: 'You may not assign or remove the role Document reader.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Document reader' }, WAIT));
    await chooseUser(/Last001, First1/);
    await userEvent.click(screen.getByRole('button', { name: 'Give roles' }));
    const ask = await screen.findByRole('dialog', { name: 'Give roles to users' }, WAIT);
    await userEvent.click(within(ask).getByRole('button', { name: 'Give roles' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('You may not assign or remove one of these roles.');
    expect(alert).toHaveTextContent('You may not assign or remove the role Document reader.');
    // Nothing is lost: the choice can be corrected and sent again.
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(chosen()!).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: 'Document reader' })).toBeChecked();
  }, 20_000);

  it('says in a neutral tone why nothing changed when the users already hold the roles', async () => {
    await renderApp({
      path: '/admin/users/copyrole',
      routes,
      persona: { access: { features: [FEATURES.usersWrite, FEATURES.dev] } },
      api: { ...base, 'POST /admin/users/copy-role': { updated: 0 } },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Document reader' }, WAIT));
    await chooseUser(/Last001, First1/);
    await userEvent.click(screen.getByRole('button', { name: 'Give roles' }));
    const ask = await screen.findByRole('dialog', { name: 'Give roles to users' }, WAIT);
    await userEvent.click(within(ask).getByRole('button', { name: 'Give roles' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Nothing changed: the chosen users already hold these roles.');
    expect(status).not.toHaveTextContent('Users updated');
    expect(status.className).not.toMatch(/green/);
  }, 20_000);
});
