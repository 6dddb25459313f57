// /admin/manage-directory/:context?: the list pattern of the other admin lists (one table row per
// location, named with city and code, search, the attention filter, pages), both contexts,
// editing in a dialog, an unknown context, and access only with admin:users:write.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requiresAttention, type DirectoryLocation } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import type { AnswerRequest } from '../../../test/handlers/answers';
import { renderApp } from '../../../test/render';
import { apiRequests } from '../../../test/server';

const SEAN = { id: 32, firstName: 'Sean', lastName: 'Service', email: 's@x', serialNumber: null };
const loc = (id: number, name: string, filled: boolean): DirectoryLocation => ({
  id,
  locationName: name,
  configurations: [
    {
      id: id * 10,
      items: [
        {
          id: 1,
          name: 'DEALER_PRINCIPAL',
          displayName: 'Dealer principal',
          description: 'Signs for the dealership.',
          required: true,
          identity: filled ? SEAN : null,
        },
      ],
    },
  ],
});
const LOCATIONS = Array.from({ length: 12 }, (_, i) =>
  loc(i + 1, `Location ${String(i + 1).padStart(2, '0')}`, i % 3 !== 0),
);
/** The names of the locations listed, in order (the table's first column). */
const listed = () =>
  within(screen.getByRole('table', { name: 'Locations' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** The paged call as the server answers it: search, attention filter, page of `pageSize`. */
function pageOfLocations({ query }: AnswerRequest) {
  const text = (query.text ?? '').toLowerCase();
  const matching = LOCATIONS.filter(
    (l) =>
      (query.attention !== 'true' || requiresAttention(l)) &&
      l.locationName.toLowerCase().includes(text),
  );
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}
const PAGED = '/admin/directory-data/:context/locations';
const pageCalls = (context: string) =>
  apiRequests({ path: `/admin/directory-data/${context}/locations` });

function open(path: string, api: Record<string, unknown> = {}, features = ['admin:users:write']) {
  return renderApp({
    path,
    persona: { access: { features } },
    api: { [PAGED]: pageOfLocations, ...api },
  });
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Manage directory' }, { timeout: 20_000 });

describe('manage directory page', () => {
  it('shows singular roles by default, ten locations a page', async () => {
    const user = userEvent.setup();
    await open('/admin/manage-directory');
    await heading();
    expect(screen.getByRole('link', { name: 'Singular roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByText('Location 01');
    expect(listed()).toHaveLength(10);
    // One row per location, not a card of its own: its roles, their holders and its state.
    const first = screen.getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Dealer principal: Unassigned');
    expect(first).toHaveTextContent('Needs attention');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Dealer principal: Sean Service');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Complete');
    expect(screen.getByText('1–10 of 12 locations')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(pageCalls('SINGULAR_ROLES').at(-1)?.query).toMatchObject({
      page: '1',
      pageSize: '10',
      attention: 'false',
      text: '',
    });
    expect(apiRequests({ path: '/admin/directory-data/SINGULAR_ROLES' })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Page 2|^2$/ }));
    expect(await screen.findByText('Location 12')).toBeVisible();
    expect(listed()).toEqual(['Location 11', 'Location 12']);
    expect(pageCalls('SINGULAR_ROLES').at(-1)?.query).toMatchObject({ page: '2' });
  });

  it('keeps the search, page in the address', async () => {
    const { router } = await open('/admin/manage-directory/SINGULAR_ROLES?search=location&page=2');
    expect(await screen.findByText('Location 11', {}, { timeout: 20_000 })).toBeVisible();
    expect(pageCalls('SINGULAR_ROLES')[0]?.query).toMatchObject({
      text: 'location',
      attention: 'false',
      page: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search locations' })).toHaveValue('location');
    expect(
      screen.getByRole('checkbox', { name: 'Only locations that need attention' }),
    ).not.toBeChecked();
    expect(router.state.location.search).toContain('page=2');
  });

  it('switches to dealer locations and loads that context', async () => {
    const user = userEvent.setup();
    await open('/admin/manage-directory');
    await heading();
    await user.click(screen.getByRole('link', { name: 'Dealer locations' }));
    await waitFor(() => expect(pageCalls('DEALER_LOCATION')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Dealer locations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches by name and filters the locations that need attention', async () => {
    const user = userEvent.setup();
    await open('/admin/manage-directory/SINGULAR_ROLES');
    await screen.findByText('Location 01', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Only locations that need attention' }));
    await waitFor(() =>
      expect(listed()).toEqual(['Location 01', 'Location 04', 'Location 07', 'Location 10']),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'zzz');
    expect(
      await screen.findByText('No locations match. Change the search or filter criteria.'),
    ).toBeVisible();
    // The search is debounced: one call for the settled text, not one per key.
    const texts = pageCalls('SINGULAR_ROLES').map((r) => r.query?.text);
    expect(texts.filter((x) => x === 'zzz')).toHaveLength(1);
    expect(texts).not.toContain('z');
    expect(pageCalls('SINGULAR_ROLES').at(-1)?.query).toMatchObject({ attention: 'true' });
  });

  it('edits a location in a dialog, requires a holder of a required role, says what it saved', async () => {
    const user = userEvent.setup();
    await open('/admin/manage-directory/SINGULAR_ROLES', {
      'POST /admin/directory-data/:context/selections': LOCATIONS[1],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Location 01' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location 01' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This role requires an assigned user')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A location with its holder: saved, and the page says so.
    await user.click(screen.getByRole('button', { name: 'Edit Location 02' }));
    const second = await screen.findByRole('dialog', { name: 'Edit Location 02' });
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('The holders of Location 02 were saved.');
    expect(saved.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the locations cannot be loaded', async () => {
    await open('/admin/manage-directory', {
      [PAGED]: new ApiError(500, null),
    });
    expect(
      await screen.findByText('Failed to fetch dealer location data', {}, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('shows not found for an unknown context', async () => {
    await open('/admin/manage-directory/EVERYTHING');
    expect(
      await screen.findByRole('heading', { name: /not found/i }, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('is denied without admin:users:write', async () => {
    const { router } = await open('/admin/manage-directory', {}, ['admin:users:read']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });
});
