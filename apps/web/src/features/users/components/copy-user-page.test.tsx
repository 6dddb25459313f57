// Copy user: find the source, see what is copied (excluded roles left out), the spec's messages, the call and its outcome.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type UserList, type UserOptions } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderUsers } from '../test/render-users';
import { detail, listItem, OPTIONS } from '../test/fixtures';
import { Component as CopyUserPage } from './copy-user-page';

/** The first render loads a lazy page and its data: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const routes = [
  { path: '/admin/users/copyuser', Component: CopyUserPage },
  { path: '/admin/users/:id/:mode', Component: () => <p>editor of the new user</p> },
];

const options: UserOptions = {
  ...OPTIONS,
  roles: [
    ...OPTIONS.roles,
    {
      id: 13,
      name: 'PORTAL_SUPER_ADMIN',
      displayName: 'Portal super administrator',
      singular: false,
      excludeFromCopyUser: true,
      assignable: true,
    },
  ],
  applications: [
    ...OPTIONS.applications,
    { id: 31, displayName: 'Generator Monitor', brandId: 2, regionCode: null, roleIds: [] },
  ],
};

const sam = listItem(7, {
  firstName: 'Sam',
  lastName: 'Standard',
  email: 'sam.standard@atlas.example',
});
const samDetail = detail({
  brandIds: [1, 2],
  locations: [
    ...detail().locations,
    {
      organizationId: 9,
      code: 'APP-0001',
      name: 'Portable Power Depot',
      brandId: 2,
      regionCode: 'NA',
      mode: 'INCLUDE',
      preferred: false,
      inScope: false,
    },
  ],
  roles: [
    ...detail().roles,
    {
      roleId: 11,
      name: 'SERVICE_MANAGER',
      displayName: 'Service manager',
      organizationId: 1,
      assignable: true,
    },
    {
      roleId: 13,
      name: 'PORTAL_SUPER_ADMIN',
      displayName: 'Portal super administrator',
      organizationId: null,
      assignable: true,
    },
  ],
  applicationIds: [30, 31],
});

const found = (): UserList => ({
  items: [sam],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 8,
  nextCursor: null,
});
const base = {
  '/admin/users/options': options,
  '/admin/users': found,
  '/admin/users/7': samDetail,
};

/** The text next to a label of the source's summary. */
const summary = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function pickSam() {
  await userEvent.type(
    await screen.findByLabelText('Find the user to copy', undefined, WAIT),
    'sam',
  );
  const results = await screen.findByRole('listbox', { name: /Matching users/ });
  await userEvent.click(await within(results).findByRole('option', { name: /Standard, Sam/ }));
}

async function fillNewUser() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Cora');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Copy');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'cora.copy@dealer.example');
}

describe('copy user', () => {
  it('shows what the source passes on, excluded and singular roles left out, and creates the copy', async () => {
    const { calls, router } = await renderUsers({
      path: '/admin/users/copyuser',
      routes,
      features: [FEATURES.usersWrite, FEATURES.dev],
      api: { ...base, 'POST /admin/users/copy': { id: 99, version: 1 } },
    });
    await pickSam();
    expect(screen.getByText(/sam\.standard@atlas\.example/)).toBeInTheDocument();
    // Keyboard users land on the control that replaced the search box.
    expect(screen.getByRole('button', { name: 'Choose another' })).toHaveFocus();
    await waitFor(() => expect(summary('Roles')).toBe('Document reader'));
    expect(summary('Locations')).toBe('Buckeye Heavy Equipment');
    // The application of a brand the administrator does not hold is not copied.
    expect(summary('Applications')).toBe('Parts Catalogue');
    expect(summary('Roles not copied')).toBe('Service manager, Portal super administrator');

    await fillNewUser();
    await userEvent.type(screen.getByLabelText(/Mobile phone/), '+1 614 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Create copy' }));

    expect(
      await screen.findByText(
        'Cora Copy was created as a copy of Sam Standard. A verification e-mail was sent to cora.copy@dealer.example.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/users/copy',
      body: {
        sourceUserId: 7,
        firstName: 'Cora',
        lastName: 'Copy',
        email: 'cora.copy@dealer.example',
        jobTitle: null,
        mobilePhone: '+1 614 555 0199',
        preferredLanguage: 'en',
      },
      query: undefined,
    });
    // The form is ready for the next copy of the same source.
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    await userEvent.click(screen.getByRole('link', { name: 'Open Cora Copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/99/edit'));
  }, 20_000);

  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const { calls } = await renderUsers({
      path: '/admin/users/copyuser',
      routes,
      features: [FEATURES.usersWrite, FEATURES.dev],
      api: base,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create copy' }, WAIT));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors marked');
    expect(
      screen.getByText('Validation Error: Selection required for: User to copy'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Value is required')).toHaveLength(3);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');

    // Once shown, the messages follow what is typed.
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText('Value is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Mobile phone/), 'call me');
    expect(screen.getByText('Value is not a valid phone number')).toBeInTheDocument();

    await pickSam();
    expect(
      screen.queryByText('Validation Error: Selection required for: User to copy'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create copy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors marked');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 20_000);

  it("shows the server's refusal and keeps what was typed", async () => {
    await renderUsers({
      path: '/admin/users/copyuser',
      routes,
      features: [FEATURES.usersWrite, FEATURES.dev],
      api: {
        ...base,
        'POST /admin/users/copy': new ApiError(409, {
          statusCode: 409,
          code: 'CONFLICT',
          details: { key: 'users.errors.emailTaken' },
          message: 'A user with this e-mail address already exists.',
        }),
      },
    });
    await pickSam();
    await fillNewUser();
    await userEvent.click(screen.getByRole('button', { name: 'Create copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A user with this e-mail address already exists.',
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('cora.copy@dealer.example');
    expect(screen.queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  }, 20_000);

  it('names the first ten locations of a source with many and counts the rest', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...detail().locations[0]!,
      organizationId: i + 1,
      name: `Location ${i + 1}`,
      preferred: i === 0,
    }));
    await renderUsers({
      path: '/admin/users/copyuser',
      routes,
      features: [FEATURES.usersWrite, FEATURES.dev],
      api: { ...base, '/admin/users/7': detail({ locations: many }) },
    });
    await pickSam();
    await waitFor(() => expect(summary('Locations')).toMatch(/^Location 1, Location 2, /));
    expect(summary('Locations')).toMatch(/Location 10 and 2 more$/);
    expect(screen.queryByText('Roles not copied')).not.toBeInTheDocument();
  }, 20_000);

  it('choosing another source returns to the search box', async () => {
    await renderUsers({
      path: '/admin/users/copyuser',
      routes,
      features: [FEATURES.usersWrite, FEATURES.dev],
      api: base,
    });
    await pickSam();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Find the user to copy')).toHaveFocus();
    expect(screen.queryByText('Roles not copied')).not.toBeInTheDocument();
  }, 20_000);
});
