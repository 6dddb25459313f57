// Provisioning clients: the list, registering one (the token shown once), its OAuth client (the
// secret shown once, a new one after confirming) and revoking after confirming.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type ProvisioningClient } from '@portal/shared';
import { renderApp } from '../../test/render';
import { apiBodies } from '../../test/server';
import { OPTIONS } from '../../test/users-data';

const WAIT = { timeout: 8000 };
const ADMIN = { access: { features: [FEATURES.provisioningWrite, FEATURES.usersWrite] } };

const client = (id: number, extra: Partial<ProvisioningClient> = {}): ProvisioningClient => ({
  id,
  name: `Client ${id}`,
  tokenHint: 'atlas_scim_AbCd',
  userType: 'INTERNAL',
  organizationIds: [1],
  brandIds: [1],
  regionCodes: ['NA'],
  roleIds: [10],
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  oauthClientId: null,
  oauthSecretHint: null,
  oauthSecretSetAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  createdBy: 'ada.admin@atlas.example',
  ...extra,
});

/** Picks options with the project's multi-select chooser (as the other admin forms do). */
async function choose(label: string, names: string[], check?: (list: HTMLElement) => void) {
  await userEvent.click(screen.getByRole('button', { name: `Choose ${label}` }));
  const list = await screen.findByRole('listbox', { name: label }, WAIT);
  check?.(list);
  for (const name of names) await userEvent.click(within(list).getByRole('option', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('listbox', { name: label })).toBeNull());
}

describe('provisioning clients page', () => {
  it('registers a client with the chosen scope and shows its token once', async () => {
    await renderApp({
      path: '/admin/provisioning',
      persona: ADMIN,
      api: {
        '/admin/provisioning-clients': {
          items: [client(1, { revokedAt: '2026-11-26T11:00:00.000Z' })],
        },
        '/admin/users/options': OPTIONS,
        'POST /admin/provisioning-clients': {
          client: client(2, { name: 'Entra ID' }),
          token: 'atlas_scim_secret-token',
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Provisioning clients' }, WAIT);
    expect(within(table).getByText('Revoked')).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Revoke Client 1' }),
    ).not.toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Register a client' }, WAIT);
    await userEvent.type(within(form).getByLabelText('Name'), 'Entra ID');
    await choose('Locations', ['Buckeye Heavy Equipment (ATL-0001)']);
    await choose('Brands', ['Atlas']);
    await choose('Regions', ['North America']);
    // Roles the administrator may not assign are not offered.
    await choose('Roles it may assign', ['Document reader'], (list) =>
      expect(within(list).queryByRole('option', { name: 'Dealer user administrator' })).toBeNull(),
    );
    // The chosen values show as tags under each field's name.
    expect(
      within(within(form).getByRole('grid', { name: 'Regions' })).getByRole('row', {
        name: 'North America',
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Bearer token', {}, WAIT)).toHaveValue(
      'atlas_scim_secret-token',
    );
    expect(screen.getByText('Copy the token now: it is shown only once.')).toBeInTheDocument();
    expect(apiBodies('POST', '/admin/provisioning-clients')).toEqual([
      {
        name: 'Entra ID',
        organizationIds: [1],
        brandIds: [1],
        regionCodes: ['NA'],
        roleIds: [10],
        expiresInDays: 365,
      },
    ]);
  });

  it('chooses the scope with the keyboard in named choosers, not native multiple selects', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/admin/provisioning',
      persona: ADMIN,
      api: {
        '/admin/provisioning-clients': { items: [] },
        '/admin/users/options': OPTIONS,
      },
    });
    const form = await screen.findByRole('form', { name: 'Register a client' }, WAIT);
    // Each field is a group named by its label, with a chooser button named after it.
    for (const label of ['Locations', 'Roles it may assign', 'Brands', 'Regions'])
      expect(
        within(within(form).getAllByRole('group', { name: label })[0]!).getByRole('button', {
          name: `Choose ${label}`,
        }),
      ).toBeInTheDocument();
    expect(within(form).queryByRole('listbox')).toBeNull();

    within(form).getByRole('button', { name: 'Choose Regions' }).focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('searchbox', { name: 'Search Regions' }, WAIT);
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('north');
    const list = screen.getByRole('listbox', { name: 'Regions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['North America']);
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'North America' })).toHaveFocus(),
    );
    await user.keyboard(' ');
    expect(within(list).getByRole('option', { name: 'North America' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Regions' })).toBeNull());
    expect(
      within(within(form).getByRole('grid', { name: 'Regions' })).getByRole('row', {
        name: 'North America',
      }),
    ).toBeInTheDocument();
    // Without a location the form names the field to check in words.
    await user.type(within(form).getByLabelText('Name'), 'Okta');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Check the field Locations: choose at least one location, brand and region.',
    );
  });

  it('revokes a client after confirming', async () => {
    await renderApp({
      path: '/admin/provisioning',
      persona: ADMIN,
      api: {
        '/admin/provisioning-clients': { items: [client(1)] },
        '/admin/users/options': OPTIONS,
        'DELETE /admin/provisioning-clients/1': client(1, {
          revokedAt: '2026-11-26T12:00:00.000Z',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Client 1' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the client?' });
    expect(within(dialog).getByText('Client 1')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/its bearer token and its OAuth client both stop/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Client 1 was revoked.', {}, WAIT)).toBeInTheDocument();
    expect(apiBodies('DELETE', '/admin/provisioning-clients/1')).toHaveLength(1);
  });

  it('creates an OAuth client and shows its secret once; a new secret is asked for first', async () => {
    const withOAuth = client(2, {
      oauthClientId: 'atlas-scim-2',
      oauthSecretHint: 'atlas_scimsec_AbCd',
      oauthSecretSetAt: '2026-11-26T12:00:00.000Z',
    });
    const issued = (c: ProvisioningClient, secret: string) => ({
      client: { ...c, oauthClientId: `atlas-scim-${c.id}` },
      clientId: `atlas-scim-${c.id}`,
      clientSecret: secret,
      tokenEndpoint: 'https://portal.example/oidc/token',
      scope: 'scim',
    });
    await renderApp({
      path: '/admin/provisioning',
      persona: ADMIN,
      api: {
        '/admin/provisioning-clients': { items: [client(1), withOAuth] },
        '/admin/users/options': OPTIONS,
        'POST /admin/provisioning-clients/1/oauth-client': issued(client(1), 'atlas_scimsec_first'),
        'POST /admin/provisioning-clients/2/oauth-client': issued(
          withOAuth,
          'atlas_scimsec_second',
        ),
      },
    });
    const table = await screen.findByRole('table', { name: 'Provisioning clients' }, WAIT);
    expect(within(table).getByText('atlas-scim-2')).toBeInTheDocument();
    expect(within(table).getByText('None')).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Create an OAuth client for Client 1' }),
    );
    expect(await screen.findByText('Client 1 has an OAuth client.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Client ID')).toHaveValue('atlas-scim-1');
    expect(screen.getByLabelText('Client secret')).toHaveValue('atlas_scimsec_first');
    expect(screen.getByLabelText('Token endpoint')).toHaveValue(
      'https://portal.example/oidc/token',
    );
    expect(screen.getByLabelText('Scope')).toHaveValue('scim');

    await userEvent.click(
      within(table).getByRole('button', { name: 'New OAuth secret for Client 2' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue a new secret?' });
    expect(within(dialog).getByText('Client 2')).toBeInTheDocument();
    expect(apiBodies('POST', '/admin/provisioning-clients/2/oauth-client')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New secret' }));
    expect(
      await screen.findByText('Client 2 has a new OAuth secret.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveValue('atlas_scimsec_second');
    expect(apiBodies('POST', '/admin/provisioning-clients/2/oauth-client')).toHaveLength(1);
  });
});
