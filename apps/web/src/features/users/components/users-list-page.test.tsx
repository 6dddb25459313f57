// The users list: server pages with five page buttons, sortable headers, debounced search, re-send, rights.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type UserList } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import type { AnswerRequest, Answers } from '../../../test/handlers/answers';
import { apiRequests } from '../../../test/server';
import { listItem, OPTIONS } from '../../../test/users-data';
import { Component as UsersListPage } from './users-list-page';
import { pageWindow } from '../../../components/pagination';

/** The first render loads a lazy page and its data: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const routes = [{ path: '/admin/users', Component: UsersListPage }];

function listAnswer(total: number) {
  return ({ query }: AnswerRequest): UserList => {
    const page = Number(query.page ?? 1);
    const items = Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) =>
      listItem((page - 1) * 10 + i + 1, i === 0 ? { emailVerified: false } : {}),
    );
    return { items, total, totalCapped: false, page, pageSize: 10, nextCursor: null };
  };
}

/** The list of `total` users for an administrator with one feature, and further answers. */
const openList = (feature: string, total: number, more: Answers = {}, path = '/admin/users') =>
  renderApp({
    path,
    routes,
    persona: { access: { features: [feature] } },
    api: { '/admin/users': listAnswer(total), '/admin/users/options': OPTIONS, ...more },
  });

/** The query of the last list call, as sent (every value a string). */
/** The "More actions" button once its menu's code is there (a stand-in shows until then). */
const moreActions = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button).not.toHaveAttribute('aria-disabled');
    return button;
  }, WAIT);
const lastQuery = () => apiRequests({ path: '/admin/users' }).at(-1)?.query;

describe('page window', () => {
  it('shows five pages around the current one, within the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('users list page', () => {
  it('offers every row an action, the last page and a page size; secondary actions in one menu', async () => {
    await openList(FEATURES.usersWrite, 3000);
    expect(await screen.findByText('1–10 of 3000 users', undefined, WAIT)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('link', { name: /^Edit / })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await userEvent.click(await moreActions());
    expect(await screen.findByRole('menuitem', { name: 'Export CSV' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Last page (300)' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '300' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', pageSize: '50' }));
  });

  it('shows a page of ten with the total and five page buttons; a page button loads that page', async () => {
    await openList(FEATURES.usersWrite, 95);
    expect(await screen.findByText('1–10 of 95 users', undefined, WAIT)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const nav = screen.getByRole('navigation', { name: 'Pages of the users list' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('31–40 of 95 users')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '4', pageSize: '10', sort: 'name', order: 'asc' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
  });

  it('sorts by a column on the server, ascending then descending, and says so to screen readers', async () => {
    await openList(FEATURES.usersRead, 3);
    await screen.findByText('1–3 of 3 users', undefined, WAIT);
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', order: 'desc' }));
  });

  it('searches after typing stops and filters by status', async () => {
    await openList(FEATURES.usersRead, 3);
    await screen.findByText('1–3 of 3 users', undefined, WAIT);
    await userEvent.type(
      screen.getByLabelText('Search by name, e-mail, serial number or organization'),
      'smith',
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'smith' }));
    expect(
      apiRequests().filter((c) => c.path === '/admin/users' && c.query?.q?.startsWith('smi'))
        .length,
    ).toBe(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'INACTIVE');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ q: 'smith', status: 'INACTIVE', page: '1' }),
    );
  });

  it('re-sends the verification e-mail of an unverified user; read-only administrators see no create or re-send', async () => {
    await openList(FEATURES.usersWrite, 2, {
      'POST /admin/users/1/verification-email': { sent: true },
    });
    await screen.findByText('1–2 of 2 users', undefined, WAIT);
    expect(screen.getAllByRole('button', { name: /Re-send verification e-mail to/ })).toHaveLength(
      1,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Re-send verification e-mail to First1 Last001' }),
    );
    expect(
      await screen.findByText('A new verification e-mail was sent to user1@dealer.example.'),
    ).toBeInTheDocument();
    expect(
      apiRequests().some(
        (c) => c.method === 'POST' && c.path === '/admin/users/1/verification-email',
      ),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Create user' })).toBeInTheDocument();
  });

  it('hides changing actions from read-only administrators and links to the read-only view', async () => {
    await openList(FEATURES.usersRead, 2);
    await screen.findByText('1–2 of 2 users', undefined, WAIT);
    expect(screen.queryByRole('link', { name: 'Create user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-send/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last001, First1' })).toHaveAttribute(
      'href',
      '/admin/users/1/view',
    );
  });

  it('filters by location with a searchable picker, kept in the address', async () => {
    const { router } = await openList(FEATURES.usersRead, 3, {}, '/admin/users?locationId=1');
    await screen.findByText('1–3 of 3 users', undefined, WAIT);
    expect(lastQuery()).toMatchObject({ locationId: '1' });
    const picker = await screen.findByRole('button', {
      name: 'Location Buckeye Heavy Equipment (ATL-0001)',
    });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(picker);
    const list = await screen.findByRole('listbox', { name: 'Location' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Location' }), 'miami');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Miami Valley Machinery (ATL-0002)']);
    await userEvent.click(within(list).getByRole('option'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ locationId: '2', page: '1' }));
    expect(router.state.location.search).toContain('locationId=2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // "All" takes the filter out of the address and the query.
    await userEvent.click(
      screen.getByRole('button', { name: 'Location Miami Valley Machinery (ATL-0002)' }),
    );
    await userEvent.click(
      within(await screen.findByRole('listbox', { name: 'Location' })).getByRole('option', {
        name: 'All',
      }),
    );
    await waitFor(() => expect(lastQuery()?.locationId).toBeUndefined());
    expect(router.state.location.search).not.toContain('locationId');
    expect(screen.getByRole('button', { name: 'Location All' })).toBeInTheDocument();
  });

  it('says at once that the CSV export is working, then that it is done, beside the menu', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let finish: (blob: Blob) => void = () => {};
    await openList(FEATURES.usersWrite, 8000, {
      // Held until the test lets it finish: the working state must show before the file.
      '/admin/users/export': () => new Promise<Blob>((resolve) => (finish = resolve)),
    });
    await screen.findByText('1–10 of 8000 users', undefined, WAIT);
    const more = await moreActions();
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the CSV file…');
    expect(more).toHaveAttribute('aria-busy', 'true');
    finish(new Blob(['id\n1\n'], { type: 'text/csv' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The CSV file was downloaded.'),
    );
    expect(createObjectURL).toHaveBeenCalled();
    expect(more).not.toHaveAttribute('aria-busy');
  });

  it('shows a failed export', async () => {
    await openList(FEATURES.usersWrite, 8000, {
      '/admin/users/export': new ApiError(429, {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many exports. Try again in a minute.',
      }),
    });
    await screen.findByText('1–10 of 8000 users', undefined, WAIT);
    await userEvent.click(await moreActions());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByText('The CSV file was downloaded.')).not.toBeInTheDocument();
  });
});
