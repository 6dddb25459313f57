// The announcements' date range filter keeps calendar days through Apply and reloads, in time zones
// east and west of UTC, and asks the API for the instants those days span in the browser's zone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { resetLocalTimeZone } from '@internationalized/date';
import catalogEn from '../../../../../../packages/shared/locales/catalog/en.json';
import { AccessContext, type AccessState } from '../../../lib/access-context';
import { ApiContext, type ApiClient } from '../../../lib/api-client';
import { createI18n } from '../../../lib/i18n';
import { memoryRouter } from '../../../test/render';
import { Component as AnnouncementsPage } from './announcements-page';
// The page loads the calendar lazily; loaded here, the test waits for the filter, not a transform.
import '../../../components/date-range-picker';

/** The calendar is a lazy chunk: a render or two later than the page. */
const WAIT = { timeout: 5000 };
const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
  resetLocalTimeZone();
});

const access = {
  status: 'ready',
  features: new Set<string>(),
  hasFeatures: () => false,
  isAnyAdmin: true,
  requiredAction: null,
} as AccessState;

async function renderAt(path: string, queries: Record<string, unknown>[]) {
  const i18n = await createI18n({ basePath: '', backend: null });
  i18n.addResourceBundle('en', 'catalog', catalogEn);
  const get = vi.fn(async (_path: string, init?: { query?: Record<string, unknown> }) => {
    queries.push(init?.query ?? {});
    return { items: [], total: 0, page: 1, pageSize: 10 } as never;
  });
  const api = { get } as unknown as ApiClient;
  const { router, element } = memoryRouter(path, [
    { path: '/admin', element: <AnnouncementsPage /> },
  ]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AccessContext.Provider value={access}>
        <ApiContext.Provider value={api}>
          <QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>
        </ApiContext.Provider>
      </AccessContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

/** The day, month and year the picker's start and end fields show. */
async function shownDays() {
  const group = await screen.findByRole('group', { name: 'From – To' }, WAIT);
  return within(group)
    .getAllByRole('spinbutton')
    .map((s) => s.getAttribute('aria-valuenow'))
    .join(' ');
}

const CASES = [
  // West of UTC, across the start of daylight saving time (8 March 2026).
  { zone: 'America/New_York', from: '2026-03-05T05:00:00.000Z', to: '2026-03-11T03:59:59.999Z' },
  // East of UTC, where the old filter moved each day back by one.
  { zone: 'Asia/Tokyo', from: '2026-03-04T15:00:00.000Z', to: '2026-03-10T14:59:59.999Z' },
];

describe.each(CASES)('the date range filter in $zone', ({ zone, from, to }) => {
  it('keeps 5–10 March through Apply, Apply again and a reload, and sends that span', async () => {
    process.env.TZ = zone;
    resetLocalTimeZone();
    const queries: Record<string, unknown>[] = [];
    const first = await renderAt('/admin?from=2026-03-05&to=2026-03-10', queries);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ from, to }));
    expect(await shownDays()).toBe('3 5 2026 3 10 2026');

    const apply = screen.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    await userEvent.click(apply);
    expect(first.router.state.location.search).toBe('?from=2026-03-05&to=2026-03-10');
    expect(await shownDays()).toBe('3 5 2026 3 10 2026');

    // A reload (or going back) reads the address again.
    const address = first.router.state.location;
    first.unmount();
    queries.length = 0;
    await renderAt(`${address.pathname}${address.search}`, queries);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ from, to }));
    expect(await shownDays()).toBe('3 5 2026 3 10 2026');
  });
});

describe('the date range filter', () => {
  it('writes the chosen calendar days into the address', async () => {
    process.env.TZ = 'Asia/Tokyo';
    resetLocalTimeZone();
    const queries: Record<string, unknown>[] = [];
    const { router } = await renderAt('/admin', queries);
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'custom');
    const group = await screen.findByRole('group', { name: 'From – To' }, WAIT);
    const [month] = within(group).getAllByRole('spinbutton');
    await userEvent.click(month!);
    await userEvent.keyboard('03052026');
    await userEvent.keyboard('03102026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=2026-03-05&to=2026-03-10');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        from: '2026-03-04T15:00:00.000Z',
        to: '2026-03-10T14:59:59.999Z',
      }),
    );
  });
});
