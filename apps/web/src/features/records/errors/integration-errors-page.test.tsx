// The integration error report: every field with the log time in GMT, server pages and order,
// filters in the address, detail view, retry, CSV export, empty and denied states.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { renderApp } from '../../../test/render';
import { apiRequests } from '../../../test/server';
import { errorsAnswer, integrationError } from '../../../test/records-data';

const WAIT = { timeout: 8000 };
const READER = { access: { features: [FEATURES.integrationStatusRead] } };
const SENDER = {
  access: { features: [FEATURES.integrationStatusRead, FEATURES.integrationsWrite] },
};
const lastQuery = () => apiRequests({ path: '/admin/integration-errors' }).at(-1)?.query;

describe('integration error report', () => {
  it('shows every field with the log time in GMT, pages and sorts on the server', async () => {
    const { router } = await renderApp({
      path: '/admin/integration-errors',
      persona: READER,
      api: { '/admin/integration-errors': errorsAnswer(12) },
    });
    const table = await screen.findByRole('table', { name: 'Integration errors' }, WAIT);
    expect(screen.getByText('1–10 of 12 entries')).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of [
      'Nov 20, 2026, 11:30:15 PM',
      // The integration type in words (WEBHOOK).
      'Webhook',
      'User',
      '7',
      '11',
      'Northside Equipment',
      'S-1001',
      'deliver-webhook',
      'arn:aws:lambda:us-east-1:123456789012:function:deliver-webhook',
      '/portal/webhooks',
      '2026/11/20/[$LATEST]abc123',
      'Open',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: /Log timestamp \(GMT\)/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    // Read-only: no retry.
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('11–12 of 12 entries')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Serial number/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sortBy: 'serialNumber', sortType: 'asc', page: '1' }),
    );
    expect(router.state.location.search).toContain('sortBy=serialNumber');
  });

  it('filters by target type, status, organisation id and text, kept in the address', async () => {
    const { router } = await renderApp({
      path: '/admin/integration-errors?status=OPEN',
      persona: READER,
      api: { '/admin/integration-errors': errorsAnswer(2) },
    });
    await screen.findByText('1–2 of 2 entries', undefined, WAIT);
    expect(lastQuery()).toMatchObject({ status: 'OPEN' });
    await userEvent.selectOptions(screen.getByLabelText('Target type'), 'ORGANIZATION');
    await waitFor(() => expect(lastQuery()).toMatchObject({ targetType: 'ORGANIZATION' }));
    const org = screen.getByLabelText('Organization id');
    await userEvent.type(org, 'x1');
    expect(org).toHaveAttribute('aria-invalid', 'true');
    // Longer than the search's settling time: an id that is no number is never sent.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.search).not.toContain('organizationId');
    await userEvent.clear(org);
    await userEvent.type(org, '11');
    await waitFor(() => expect(lastQuery()).toMatchObject({ organizationId: '11' }));
    expect(
      apiRequests({ path: '/admin/integration-errors' }).some(
        (r) => r.query?.organizationId === 'x1',
      ),
    ).toBe(false);
    await userEvent.type(screen.getByLabelText(/Search by message/), 'S-1001');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'S-1001', status: 'OPEN' }));
    expect(router.state.location.search).toContain('organizationId=11');
  });

  it('opens the detail view and retries the failed event', async () => {
    await renderApp({
      path: '/admin/integration-errors',
      persona: SENDER,
      api: {
        '/admin/integration-errors': errorsAnswer(2, (i) =>
          integrationError(i, i === 2 ? { eventId: null, integrationType: 'DMS_SYNC' } : {}),
        ),
        '/admin/integration-errors/1': {
          ...integrationError(1),
          details: 'HTTP 500: upstream unavailable',
          eventType: 'user.changed',
          webhookUrl: 'https://hooks.example/portal',
        },
        'POST /admin/integration-errors/1/retry': { id: 1, status: 'RETRIED', deliveries: 1 },
      },
    });
    await screen.findByText('1–2 of 2 entries', undefined, WAIT);
    // An ingested report without an event has nothing to re-queue.
    expect(screen.getAllByRole('button', { name: /^Retry error/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Details of error 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integration error 1' });
    expect(within(dialog).getByText('The receiver answered 500 five times')).toBeInTheDocument();
    expect(await within(dialog).findByText('HTTP 500: upstream unavailable')).toBeInTheDocument();
    expect(within(dialog).getByText('https://hooks.example/portal')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 20, 2026, 11:30:15 PM')).toBeInTheDocument();
    const before = apiRequests({ path: '/admin/integration-errors' }).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Error 1 was queued again for 1 delivery.',
    );
    expect(apiRequests({ method: 'POST', path: '/admin/integration-errors/1/retry' })).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(apiRequests({ path: '/admin/integration-errors' }).length).toBeGreaterThan(before),
    );
  });

  it('exports the filtered report as CSV with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await renderApp({
      path: '/admin/integration-errors?targetType=USER',
      persona: READER,
      api: {
        '/admin/integration-errors': errorsAnswer(1),
        '/admin/integration-errors/export': new Blob(['id\n1\n'], { type: 'text/csv' }),
      },
    });
    await screen.findByText('1–1 of 1 entries', undefined, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const request = apiRequests({ path: '/admin/integration-errors/export' }).at(-1)!;
    expect(request.query).toEqual({
      targetType: 'USER',
      sortBy: 'logTimestamp',
      sortType: 'desc',
      lang: 'en',
    });
    expect(request.headers?.get('authorization')).toMatch(/^Bearer /);
  });

  it('says so when there are no errors', async () => {
    await renderApp({
      path: '/admin/integration-errors',
      persona: READER,
      api: { '/admin/integration-errors': errorsAnswer(0) },
    });
    expect(
      await screen.findByText('No results. Change the search or the filters.', undefined, WAIT),
    ).toBeInTheDocument();
  });

  it('is denied without admin:integrationStatus:read', async () => {
    const { router } = await renderApp({
      path: '/admin/integration-errors',
      persona: { access: { features: [FEATURES.auditUsersRead] } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), WAIT);
  });
});
