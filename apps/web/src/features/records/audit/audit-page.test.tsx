// The edit history pages: names and old/new values, server pages and order, search and filters
// kept in the address, who changed, CSV export, one record's history with force resync, and the
// empty, error and denied states.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import { apiRequests } from '../../../test/server';
import { auditAnswer, auditRow, changersAnswer } from '../../../test/records-data';

const WAIT = { timeout: 8000 };
const AUDITOR = { access: { features: [FEATURES.auditUsersRead, FEATURES.auditOrgsRead] } };
const SENDER = {
  access: {
    features: [FEATURES.auditUsersRead, FEATURES.integrationsWrite, FEATURES.integrationStatusRead],
  },
};
const NO_EVENTS = { items: [], total: 0, page: 1, pageSize: 5 };
const resyncEvent = {
  id: 'evt-0042',
  eventType: 'user.resynced',
  entityType: 'user',
  entityId: 7,
  changedBy: 'ada.admin@atlas.example',
  changedByName: 'Ada Admin',
  createdAt: '2026-11-23T03:00:00Z',
  deliveries: { pending: 2, delivered: 0, failed: 0 },
};
/** The query of the list's last call. */
const lastQuery = (path = '/admin/audit/users') => apiRequests({ path }).at(-1)?.query;

describe('edit history of users', () => {
  it('shows names and the old and new value side by side, pages and sorts on the server', async () => {
    const { router } = await renderApp({
      path: '/admin/audit/users',
      persona: AUDITOR,
      api: { '/admin/audit/users': auditAnswer(25) },
    });
    expect(await screen.findByText('1–10 of 25 entries', undefined, WAIT)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes to users' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Sam Standard')).toBeInTheDocument();
    expect(within(first).getByText('S-1001')).toBeInTheDocument();
    expect(within(first).getByText('Northside Equipment (ATL-0011)')).toBeInTheDocument();
    expect(within(first).getByText('Job title')).toBeInTheDocument();
    expect(within(first).getByText('Changed')).toBeInTheDocument();
    expect(within(first).getByText('Technician 1')).toBeInTheDocument();
    expect(within(first).getByText('Service lead 1')).toBeInTheDocument();
    expect(within(first).getByText('Ada Admin')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({
      page: '1',
      pageSize: '10',
      sortBy: 'changedOn',
      sortType: 'desc',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–25 of 25 entries')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '3' });
    expect(router.state.location.search).toContain('page=3');

    const header = screen.getByRole('columnheader', { name: /User/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sortBy: 'entityName', sortType: 'asc' }),
    );
    // A new order starts again at page 1.
    expect(lastQuery()?.page).toBe('1');
  });

  it('reads search and filters from the address and keeps new ones there', async () => {
    const { router } = await renderApp({
      path: '/admin/audit/users?q=S-1001&operation=UPDATE&from=2026-11-01&to=2026-11-20',
      persona: AUDITOR,
      api: { '/admin/audit/users': auditAnswer(3) },
    });
    await screen.findByText('1–3 of 3 entries', undefined, WAIT);
    const sent = lastQuery()!;
    expect(sent).toMatchObject({ q: 'S-1001', operation: 'UPDATE' });
    // Whole days of the browser's zone, sent as instants.
    expect(new Date(sent.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(sent.to!).getTime()).toBe(new Date(2026, 10, 21).getTime() - 1);
    expect(screen.getByLabelText('Search by serial number, name or e-mail')).toHaveValue('S-1001');
    expect(screen.getByLabelText('Operation')).toHaveValue('UPDATE');

    await userEvent.selectOptions(screen.getByLabelText('Operation'), 'DEACTIVATE');
    await waitFor(() => expect(lastQuery()).toMatchObject({ operation: 'DEACTIVATE' }));
    expect(router.state.location.search).toContain('operation=DEACTIVATE');

    const search = screen.getByLabelText('Search by serial number, name or e-mail');
    await userEvent.clear(search);
    await userEvent.type(search, 'sam@');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'sam@' }));
    expect(apiRequests({ path: '/admin/audit/users' }).filter((r) => r.query?.q === 's')).toEqual(
      [],
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastQuery()).not.toHaveProperty('q');
    expect(lastQuery()).not.toHaveProperty('operation');
  });

  it('filters by who changed, suggested by the server from the people in the history', async () => {
    await renderApp({
      path: '/admin/audit/users',
      persona: AUDITOR,
      api: {
        '/admin/audit/users': ({ query }: { query: Record<string, string> }) =>
          auditAnswer(query.changedBy ? 2 : 12)({ query } as never),
        '/admin/audit/changers': changersAnswer([
          { id: 3, name: 'Otto Readonly', email: 'otto.readonly@atlas.example' },
          { id: 1, name: 'Ada Admin', email: 'ada.admin@atlas.example' },
        ]),
      },
    });
    await screen.findByText('1–10 of 12 entries', undefined, WAIT);
    await userEvent.type(screen.getByRole('combobox', { name: 'Changed by' }), 'atlas');
    const option = await screen.findByRole('option', {
      name: 'Otto Readonly (otto.readonly@atlas.example)',
    });
    expect(
      await screen.findByRole('option', { name: 'Ada Admin (ada.admin@atlas.example)' }),
    ).toBeVisible();
    // The suggestions come from the changers list, not from pages of the history.
    expect(apiRequests({ path: '/admin/audit/changers' }).at(-1)?.query).toEqual({
      search: 'atlas',
      limit: '20',
    });
    expect(apiRequests({ path: '/admin/audit/users' })).toHaveLength(1);
    await userEvent.click(option);
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ changedBy: 'otto.readonly@atlas.example', page: '1' }),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove the filter Changed by otto.readonly@atlas.example',
      }),
    );
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('changedBy'));
  });

  it('asks for no suggestions before two letters and says when none match', async () => {
    await renderApp({
      path: '/admin/audit/users',
      persona: AUDITOR,
      api: { '/admin/audit/users': auditAnswer(3), '/admin/audit/changers': changersAnswer([]) },
    });
    await screen.findByText('1–3 of 3 entries', undefined, WAIT);
    const box = screen.getByRole('combobox', { name: 'Changed by' });
    await userEvent.type(box, 'z');
    await new Promise((r) => setTimeout(r, 600));
    expect(apiRequests({ path: '/admin/audit/changers' })).toHaveLength(0);
    await userEvent.type(box, 'q');
    await waitFor(() =>
      expect(apiRequests({ path: '/admin/audit/changers' }).at(-1)?.query).toMatchObject({
        search: 'zq',
      }),
    );
    expect(await screen.findByText('No matches found.')).toBeVisible();
  });

  it('exports the filtered list as CSV with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await renderApp({
      path: '/admin/audit/users?q=sam&operation=UPDATE&page=2',
      persona: AUDITOR,
      api: {
        '/admin/audit/users': auditAnswer(15),
        '/admin/audit/users/export': new Blob(['id\n1\n'], { type: 'text/csv' }),
      },
    });
    await screen.findByText('11–15 of 15 entries', undefined, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    // Said where the button is, and announced.
    const done = await screen.findByText('The CSV file was downloaded.', undefined, WAIT);
    expect(done).toHaveAttribute('role', 'status');
    const request = apiRequests({ path: '/admin/audit/users/export' }).at(-1)!;
    expect(request.query).toEqual({
      q: 'sam',
      operation: 'UPDATE',
      sortBy: 'changedOn',
      sortType: 'desc',
      lang: 'en',
    });
    expect(request.headers?.get('authorization')).toMatch(/^Bearer /);
  });

  it("opens one user's history and forces a resync, showing the queued event", async () => {
    const { router } = await renderApp({
      path: '/admin/audit/users',
      persona: SENDER,
      api: {
        '/admin/audit/users': auditAnswer(3),
        '/admin/integration-events': () =>
          apiRequests({ method: 'POST' }).length
            ? { ...NO_EVENTS, items: [resyncEvent], total: 1 }
            : NO_EVENTS,
        'POST /admin/audit/users/7/resync': {
          eventId: 'evt-0042',
          eventType: 'user.resynced',
          deliveries: 2,
        },
      },
    });
    await screen.findByText('1–3 of 3 entries', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Force resync' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Show the history of Sam Standard' })[0]!,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'History of Sam Standard' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('entityId=7');
    await waitFor(() => expect(lastQuery()).toMatchObject({ entityId: '7' }));
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    expect(apiRequests({ path: '/admin/integration-events' }).at(-1)?.query).toMatchObject({
      entityType: 'user',
      entityId: '7',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Force resync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force resync' });
    expect(dialog).toHaveTextContent(
      'Send the current data of Sam Standard again to every connected system?',
    );
    const before = apiRequests({ path: '/admin/audit/users' }).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force resync' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('The resync of Sam Standard was queued.');
    expect(status).toHaveTextContent('evt-0042');
    expect(status).toHaveTextContent('user.resynced');
    expect(status).toHaveTextContent('2 webhook subscriptions');
    expect(apiRequests({ method: 'POST', path: '/admin/audit/users/7/resync' })).toHaveLength(1);
    // The history reloads and shows the resync entry.
    await waitFor(() =>
      expect(apiRequests({ path: '/admin/audit/users' }).length).toBeGreaterThan(before),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The queued event shows among the record's events.
    const events = await screen.findByRole('region', { name: 'Events sent downstream' });
    expect(await within(events).findByText('user.resynced')).toBeInTheDocument();
    expect(within(events).getByText('0 delivered, 2 pending, 0 failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to all entries' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('entityId'));
  });

  it('offers no resync without admin:integrations:write', async () => {
    await renderApp({
      path: '/admin/audit/users?entityId=7',
      persona: AUDITOR,
      api: { '/admin/audit/users': auditAnswer(1) },
    });
    await screen.findByRole('heading', { name: 'History of Sam Standard' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Force resync' })).not.toBeInTheDocument();
  });

  it('keeps the modal open with the reason when the resync fails', async () => {
    await renderApp({
      path: '/admin/audit/users?entityId=7',
      persona: SENDER,
      api: {
        '/admin/audit/users': auditAnswer(1),
        '/admin/integration-events': NO_EVENTS,
        'POST /admin/audit/users/7/resync': new ApiError(403, {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Forbidden',
          details: { key: 'errors.accessDenied' },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Force resync' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Force resync' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force resync' }));
    // The question stays (naming the record) with the reason under it, announced.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "You don't have access to this functionality.",
    );
    expect(dialog).toHaveTextContent('Send the current data of Sam Standard again');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and shows a failed call as an error', async () => {
    await renderApp({
      path: '/admin/audit/users?q=nobody',
      persona: AUDITOR,
      api: {
        '/admin/audit/users': ({ query }: { query: Record<string, string> }) =>
          query.q === 'nobody'
            ? { items: [], total: 0, page: 1, pageSize: 10 }
            : new ApiError(400, {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Value is not a valid date',
              }),
      },
    });
    expect(
      await screen.findByText('No results. Change the search or the filters.', undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const search = screen.getByLabelText('Search by serial number, name or e-mail');
    await userEvent.clear(search);
    await userEvent.type(search, 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Value is not a valid date');
  });

  it('is denied without audit:users:read', async () => {
    const { router } = await renderApp({
      path: '/admin/audit/users',
      persona: { access: { features: [FEATURES.usersWrite] } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), WAIT);
    expect(apiRequests({ path: '/admin/audit/users' })).toEqual([]);
  });
});

describe('edit history of organizations', () => {
  it('lists organisations by name and code, searched by id or code', async () => {
    await renderApp({
      path: '/admin/audit/organizations?q=ATL-0011',
      persona: AUDITOR,
      api: {
        '/admin/audit/organizations': auditAnswer(1, (i) =>
          auditRow(i, {
            entityType: 'organization',
            entityId: 11,
            entityName: 'Northside Equipment',
            serialNumber: null,
            email: null,
            field: 'name',
            oldValue: 'Northside Equip.',
            newValue: 'Northside Equipment',
          }),
        ),
      },
    });
    const table = await screen.findByRole('table', { name: 'Changes to organizations' }, WAIT);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit history of organizations' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('ATL-0011')).toBeInTheDocument();
    expect(within(table).getByText('Northside Equip.')).toBeInTheDocument();
    expect(lastQuery('/admin/audit/organizations')).toMatchObject({ q: 'ATL-0011' });
  });
});
