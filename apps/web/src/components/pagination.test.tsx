// The one pagination: five page buttons around the current page, previous/next, the span shown.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { Pagination, pageWindow, type PaginationProps } from './pagination';

async function renderPagination(props: PaginationProps) {
  const i18n = await createI18n({ basePath: '', backend: null });
  render(
    <I18nextProvider i18n={i18n}>
      <Pagination {...props} />
    </I18nextProvider>,
  );
}

describe('pageWindow', () => {
  it('keeps five pages around the current one inside the range', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('marks the current page, offers its neighbours and reports the span', async () => {
    const onPage = vi.fn();
    await renderPagination({ page: 3, total: 95, onPage });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByText('21–30 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(
      ['1', '2', '3', '4', '5'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[4], [5], [2]]);
  });

  it('disables previous on the first page and next on the last; names the list it pages', async () => {
    await renderPagination({
      page: 1,
      total: 7,
      onPage: () => {},
      label: 'Pages of the users list',
      showSummary: false,
    });
    expect(screen.getByRole('navigation', { name: 'Pages of the users list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByText(/of 7/)).not.toBeInTheDocument();
  });

  it('reaches the first and the last of 300 pages and offers a page size (issue 25 item 8)', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    await renderPagination({
      page: 150,
      total: 3000,
      onPage,
      pageSizes: [10, 25, 50, 100],
      onPageSize,
    });
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Last page (300)' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage.mock.calls).toEqual([[300], [1]]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
