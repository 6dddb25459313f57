// The create form: the editor's tabbed sections, each checked when its tab is left, all on the one
// Create button, with the spec's messages.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { renderApp } from '../../../test/render';
import { apiRequests } from '../../../test/server';
import { OPTIONS } from '../../../test/users-data';
import { Component as CreateUserPage } from './create-user-page';

/** The first render loads a lazy page and its data: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const routes = [
  { path: '/admin/users/create', Component: CreateUserPage },
  { path: '/admin/users/:id/:mode', Component: () => <p>editor</p> },
];

describe('create user', () => {
  it('uses the editor’s tabs, checks a section when it is left, creates the user with all fields', async () => {
    const { router } = await renderApp({
      path: '/admin/users/create',
      routes,
      persona: { access: { features: [FEATURES.usersWrite] } },
      api: { '/admin/users/options': OPTIONS, 'POST /admin/users': { id: 99, version: 1 } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Profile' }, WAIT);
    // The sections are the editor's tabs: no steps, no Next.
    const tabs = screen.getByRole('tablist', { name: 'Sections of the user' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Profile',
      'Locations',
      'Roles and permissions',
      'Applications',
      'E-mail preferences',
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Leaving a section checks it: its tab is marked.
    await userEvent.click(screen.getByRole('tab', { name: /^Locations/ }));
    expect(screen.getByRole('tab', { name: /^Profile\s*has errors$/ })).toBeInTheDocument();
    // Create checks everything and opens the first section with errors.
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('Please correct the errors marked')).toBeInTheDocument();
    expect(screen.getAllByText('Value is required')).toHaveLength(3);
    expect(apiRequests().some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByLabelText(/First name/));
    await userEvent.paste('x'.repeat(256));
    expect(screen.getByText('The maximum length allowed is 255')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/First name/), 'Nina');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Newcomer');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nina@dealer.example');
    await userEvent.type(screen.getByLabelText(/Fax/), '12');
    expect(screen.getByText('Value is not a valid phone number')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Fax/));
    // External administrators cannot create internal users.
    expect(screen.getByRole('radio', { name: 'Internal' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: /^Locations/ }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();

    await screen.findByRole('heading', { level: 2, name: 'Locations' });
    await userEvent.click(screen.getByRole('tab', { name: /^Roles and permissions/ }));
    await userEvent.click(screen.getByRole('tab', { name: /^Locations\s*has errors$/ }));
    expect(
      screen.getAllByText('Validation Error: Selection required for: Locations').length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add a location' }));
    const offered = await screen.findByRole('listbox', { name: 'Locations' });
    await userEvent.click(
      within(offered).getByRole('option', { name: 'Buckeye Heavy Equipment (ATL-0001)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('checkbox', { name: 'Atlas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Atlas Portable Power' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: /^Roles and permissions/ }));

    await screen.findByRole('heading', { level: 2, name: 'Roles and permissions' });
    // Roles the administrator may not assign are not offered.
    await userEvent.click(screen.getByRole('button', { name: 'Choose Other roles' }));
    const others = await screen.findByRole('listbox', { name: 'Other roles' });
    expect(within(others).getByRole('option', { name: 'Document reader' })).toBeInTheDocument();
    expect(
      within(others).queryByRole('option', { name: 'Dealer user administrator' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('radio', { name: /Service manager/ }));
    expect(screen.getByLabelText('Location of the role Service manager')).toHaveValue('1');
    await userEvent.click(screen.getByRole('tab', { name: /^Applications/ }));
    await screen.findByRole('heading', { level: 2, name: 'Applications' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Applications' }));
    const apps = await screen.findByRole('listbox', { name: 'Applications' });
    await userEvent.click(within(apps).getByRole('option', { name: 'Parts Catalogue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('tab', { name: /^E-mail preferences/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Service bulletins' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/99/edit'));
    expect(apiRequests().find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Nina',
      lastName: 'Newcomer',
      email: 'nina@dealer.example',
      jobTitle: null,
      mobilePhone: null,
      secondaryPhone: null,
      fax: null,
      userType: 'EXTERNAL',
      accountType: 'STANDARD',
      preferredLanguage: 'en',
      serialNumber: null,
      locations: [{ organizationId: 1, mode: 'INCLUDE', preferred: true }],
      brandIds: [1],
      regionCodes: ['NA'],
      roles: [{ roleId: 11, organizationId: 1 }],
      permissionSetIds: [],
      applicationIds: [30],
      digitalPermissions: [],
      emailPreferences: ['serviceBulletins'],
    });
  }, 40_000);

  it('Create with a section left incomplete opens that section and creates nothing', async () => {
    await renderApp({
      path: '/admin/users/create',
      routes,
      persona: { access: { features: [FEATURES.usersWrite] } },
      api: { '/admin/users/options': OPTIONS, 'POST /admin/users': { id: 99, version: 1 } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Profile' }, WAIT);
    await userEvent.type(screen.getByLabelText(/First name/), 'Nina');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Newcomer');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nina@dealer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Locations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Locations\s*has errors$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(apiRequests().some((c) => c.method === 'POST')).toBe(false);
  }, 20_000);
});
