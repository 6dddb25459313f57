// The directory review modals: the locations still lacking a required holder, editing one at a
// time, the search, saving only chosen holders, the last review date, skip flags and failures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DirectoryIdentity, DirectoryLocation } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { userWithClaims } from '../../../test/personas';
import { renderApp } from '../../../test/render';
import { apiBodies, apiRequests } from '../../../test/server';

const PAULA: DirectoryIdentity = {
  id: 31,
  firstName: 'Paula',
  lastName: 'Parts',
  email: 'paula@x.example',
  serialNumber: 'D1',
};
const SEAN: DirectoryIdentity = { ...PAULA, id: 32, firstName: 'Sean', lastName: 'Service' };
const item = (id: number, name: string, required: boolean, identity: DirectoryIdentity | null) => ({
  id,
  name,
  displayName: name,
  description: `${name} duties`,
  required,
  identity,
});
const location = (
  id: number,
  name: string,
  parts: DirectoryIdentity | null,
): DirectoryLocation => ({
  id,
  locationName: name,
  configurations: [
    {
      id: id * 10,
      items: [
        item(1, 'Service Manager', true, SEAN),
        item(2, 'Parts Manager', true, parts),
        item(3, 'Warranty', false, null),
      ],
    },
  ],
});

function open(
  api: Record<string, unknown> = {},
  action = 'directoryReview',
  user = userWithClaims({ auth_time: 1_795_000_000 }),
) {
  let toledo = location(4, 'Toledo', null);
  let reviewed = false;
  return renderApp({
    path: '/',
    user,
    persona: {
      access: {
        requiredActions: [action],
        features: ['admin:users:write'],
        brands: [
          { id: 1, name: 'Atlas', status: 'ACTIVE' },
          { id: 2, name: 'Atlas Portable Power', status: 'ACTIVE' },
        ],
      },
    },
    api: {
      '/admin/directory-data/:context': () => [toledo, location(5, 'Dayton', SEAN)],
      '/admin/directory-data/:context/identities-search': ({
        query,
      }: {
        query: Record<string, string>;
      }) => ((query.text ?? '').toLowerCase().startsWith('pa') ? [PAULA] : []),
      'POST /admin/directory-data/:context/selections': () => {
        toledo = location(4, 'Toledo', PAULA);
        return toledo;
      },
      'PUT /admin/directory-data/last-review-date/:context': () => {
        reviewed = true;
        return { reviewedAt: '2026-11-23' };
      },
      // Recording the review clears the action on the server.
      '/user/ui-access-data': () => ({
        brands: [
          { id: 1, name: 'Atlas', status: 'ACTIVE' },
          { id: 2, name: 'Atlas Portable Power', status: 'ACTIVE' },
        ],
        regions: [],
        workspaces: [],
        features: ['admin:users:write'],
        requiredActions: reviewed ? [] : [action],
      }),
      ...api,
    },
  });
}

const findDialog = (name = 'Directory review') =>
  screen.findByRole('dialog', { name }, { timeout: 20_000 });

describe('directory review modal', () => {
  it('loads for all assigned brands and lists only locations missing a required holder', async () => {
    await open();
    const dialog = await findDialog();
    expect(await within(dialog).findByRole('heading', { name: 'Toledo' })).toBeVisible();
    expect(within(dialog).queryByRole('heading', { name: 'Dayton' })).toBeNull();
    expect(
      apiRequests({ method: 'GET', path: '/admin/directory-data/DEALER_LOCATION' })[0]?.query,
    ).toEqual({
      brandIds: '1,2',
    });
  });

  it('asks for a holder of each required role, then saves only the chosen ones and records the review', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await findDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Toledo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This role requires an assigned user')).toBeVisible();
    expect(apiRequests({ method: 'POST' })).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Search a user for Parts Manager'), 'Pa');
    await user.click(await screen.findByRole('option', { name: /Paula Parts/ }, { timeout: 3000 }));
    expect(
      apiRequests({ path: '/admin/directory-data/DEALER_LOCATION/identities-search' })[0]?.query,
    ).toEqual({
      orgId: '4',
      directoryDataTypeId: '2',
      text: 'Pa',
      limit: '30',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/All locations are fixed/)).toBeVisible();
    expect(apiBodies('POST', '/admin/directory-data/DEALER_LOCATION/selections')).toEqual([
      {
        directoryDataConfigurationId: 40,
        organizationId: 4,
        selections: [
          { directoryDataTypeId: 1, identityId: 32, serialNumber: 'D1' },
          { directoryDataTypeId: 2, identityId: 31, serialNumber: 'D1' },
        ],
      },
    ]);
    await waitFor(() =>
      expect(
        apiRequests({
          method: 'PUT',
          path: '/admin/directory-data/last-review-date/DEALER_LOCATION',
        }),
      ).toHaveLength(1),
    );
    // The access data is loaded again; the message stays until the reviewer closes it.
    await waitFor(() =>
      expect(apiRequests({ method: 'GET', path: '/user/ui-access-data' }).length).toBeGreaterThan(
        1,
      ),
    );
    expect(within(dialog).getByText(/All locations are fixed/)).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits one location at a time', async () => {
    const user = userEvent.setup();
    await open({
      '/admin/directory-data/:context': [location(4, 'Toledo', null), location(6, 'Akron', null)],
    });
    const dialog = await findDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Toledo' }));
    expect(within(dialog).getByRole('button', { name: 'Edit Akron' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit Akron' })).toBeEnabled();
  });

  it('shows a failed save with the server message', async () => {
    const user = userEvent.setup();
    await open({
      'POST /admin/directory-data/:context/selections': new ApiError(400, {
        message: 'Paula left the location',
      }),
    });
    const dialog = await findDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Toledo' }));
    await user.type(within(dialog).getByLabelText('Search a user for Parts Manager'), 'Pa');
    await user.click(await screen.findByRole('option', { name: /Paula Parts/ }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Paula left the location')).toBeVisible();
  });

  it('says when the locations cannot be loaded and records no review', async () => {
    await open({ '/admin/directory-data/:context': new ApiError(500, null) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Failed to fetch dealer location data')).toBeVisible();
    expect(apiRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it('says when recording the review date fails', async () => {
    await open({
      '/admin/directory-data/:context': [location(5, 'Dayton', SEAN)],
      'PUT /admin/directory-data/last-review-date/:context': new ApiError(500, null),
    });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Failed to update last review date')).toBeVisible();
  });

  it('skips dealer locations for 90 days under its key', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('dealer-location-reminder-popup-closed')).toMatch(/^until:\d+$/);
  });

  it('skips singular roles until the next login under its key, and a stored flag keeps it closed', async () => {
    const user = userEvent.setup();
    const first = await open({}, 'singularRolesReview');
    const dialog = await findDialog('Singular permissions review');
    await user.click(within(dialog).getByRole('button', { name: 'Skip until next login' }));
    expect(localStorage.getItem('dealer-location-reminder-popup-roles-closed')).toMatch(/^login:/);
    first.unmount();
    await open({}, 'singularRolesReview');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the singular-roles review again at a new login (a new auth_time in the ID token)', async () => {
    const user = userEvent.setup();
    const login = (authTime: number) => userWithClaims({ auth_time: authTime });
    const first = await open({}, 'singularRolesReview', login(1_795_000_000));
    await user.click(
      within(await findDialog('Singular permissions review')).getByRole('button', {
        name: 'Skip until next login',
      }),
    );
    expect(localStorage.getItem('dealer-location-reminder-popup-roles-closed')).toBe(
      'login:1795000000',
    );
    first.unmount();
    // The same login (a page reload, a refreshed token): still skipped.
    const same = await open({}, 'singularRolesReview', login(1_795_000_000));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    same.unmount();
    // A new login: the review is back.
    await open({}, 'singularRolesReview', login(1_795_003_600));
    expect(await findDialog('Singular permissions review')).toBeVisible();
  });
});
