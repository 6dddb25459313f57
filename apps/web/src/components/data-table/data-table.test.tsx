// The one data table: client-mode sorting, grouping and collapsing; server-mode sort requests;
// the pagination below it; cards on a narrow screen; only the rows in view of a long list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { createI18n } from '../../lib/i18n';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

interface Machine {
  id: number;
  name: string;
  kind: string;
  hours: number | null;
}

const MACHINES: Machine[] = [
  { id: 1, name: 'Loader 10', kind: 'Loaders', hours: 120 },
  { id: 2, name: 'Excavator', kind: 'Diggers', hours: null },
  { id: 3, name: 'Loader 9', kind: 'Loaders', hours: 5 },
  { id: 4, name: 'backhoe', kind: 'Diggers', hours: 40 },
];

const COLUMNS: DataTableColumn<Machine>[] = [
  { id: 'name', header: 'Name', sortValue: (m) => m.name, sortKey: 'name', cell: (m) => m.name },
  {
    id: 'hours',
    header: 'Hours',
    sortValue: (m) => m.hours,
    sortKey: 'hours',
    cell: (m) => m.hours ?? '—',
  },
  { id: 'kind', header: 'Kind', cell: (m) => m.kind },
];

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

async function renderTable(element: ReactElement) {
  const i18n = await createI18n({ basePath: '', backend: null });
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** The first cell of each data row, top to bottom. */
const names = () =>
  screen
    .getAllByRole('row')
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent)
    .filter(Boolean);

describe('DataTable in client mode', () => {
  it('sorts by a clicked column, ascending then descending, numbers in order and empty values last', async () => {
    await renderTable(
      <DataTable caption="Machines" rows={MACHINES} columns={COLUMNS} rowKey={(m) => m.id} />,
    );
    expect(screen.getByRole('table', { name: 'Machines' })).toBeInTheDocument();
    expect(names()).toEqual(['Loader 10', 'Excavator', 'Loader 9', 'backhoe']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names()).toEqual(['backhoe', 'Excavator', 'Loader 9', 'Loader 10']);
    await userEvent.click(screen.getByRole('button', { name: 'Hours' }));
    expect(names()).toEqual(['Loader 9', 'backhoe', 'Loader 10', 'Excavator']);
    await userEvent.click(screen.getByRole('button', { name: 'Hours' }));
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Loader 10', 'backhoe', 'Loader 9', 'Excavator']);
    expect(screen.getByRole('columnheader', { name: 'Kind' })).not.toHaveAttribute('aria-sort');
  });

  it('groups rows in the given order and collapses and expands a group', async () => {
    await renderTable(
      <DataTable
        caption="Machines"
        rows={MACHINES}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        initialSort={{ column: 'name', direction: 'asc' }}
        groupBy={(m) => m.kind}
        groupOrder={['Loaders', 'Diggers']}
        groupLabel={(k) => `${k}:`}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Loaders:(2)',
      'Diggers:(2)',
    ]);
    expect(names()).toEqual(['Loader 9', 'Loader 10', 'backhoe', 'Excavator']);
    const loaders = screen.getByRole('button', { name: /Loaders/ });
    expect(loaders).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(loaders);
    expect(loaders).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['backhoe', 'Excavator']);
    // Sorting keeps the collapsed group collapsed.
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Excavator', 'backhoe']);
    await userEvent.click(loaders);
    expect(names()).toEqual(['Loader 10', 'Loader 9', 'Excavator', 'backhoe']);
  });

  it('renders only the rows near the viewport of a long list', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      name: `Machine ${i + 1}`,
      kind: 'Loaders',
      hours: i,
    }));
    await renderTable(
      <DataTable caption="Machines" rows={many} columns={COLUMNS} rowKey={(m) => m.id} />,
    );
    const shown = names();
    expect(shown[0]).toBe('Machine 1');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(100);
  });
});

describe('DataTable in server mode', () => {
  it('leaves the order to the server and asks for the next serverOptions', async () => {
    const onServerOptionsChange = vi.fn();
    const onPage = vi.fn();
    await renderTable(
      <DataTable
        mode="server"
        caption="Machines"
        rows={MACHINES}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        serverOptions={{ sortBy: 'name', sortType: 'asc' }}
        onServerOptionsChange={onServerOptionsChange}
        pagination={{ page: 2, total: 95, onPage }}
      />,
    );
    // The rows stay in the server's order.
    expect(names()).toEqual(['Loader 10', 'Excavator', 'Loader 9', 'backhoe']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onServerOptionsChange).toHaveBeenLastCalledWith({ sortBy: 'name', sortType: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Hours' }));
    expect(onServerOptionsChange).toHaveBeenLastCalledWith({ sortBy: 'hours', sortType: 'asc' });
    expect(names()).toEqual(['Loader 10', 'Excavator', 'Loader 9', 'backhoe']);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenCalledWith(4);
  });

  it('says when there are no rows', async () => {
    await renderTable(
      <DataTable
        mode="server"
        caption="Machines"
        rows={[]}
        columns={COLUMNS}
        rowKey={(m: Machine) => m.id}
        emptyText="Nothing here."
        serverOptions={{ sortBy: 'name', sortType: 'asc' }}
        onServerOptionsChange={() => {}}
      />,
    );
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable on a narrow screen', () => {
  it('shows one card per row with each column named, grouped and collapsible', async () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    await renderTable(
      <DataTable
        caption="Machines"
        rows={MACHINES}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        groupBy={(m) => m.kind}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Machines' });
    const excavator = within(cards).getByText('Excavator').closest('li')!;
    expect(within(excavator).getByText('Hours').tagName).toBe('DT');
    expect(within(excavator).getByText('—').tagName).toBe('DD');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(cards).getByRole('button', { name: /Diggers/ }));
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).queryByText('Excavator')).not.toBeInTheDocument();
  });
});
