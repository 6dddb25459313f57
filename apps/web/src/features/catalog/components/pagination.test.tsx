// Pagination: five page buttons around the current page, previous/next, the current one marked.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page, renderApp } from '../../../test/render';
import { Pagination, pageWindow } from './pagination';

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
    await renderApp({
      path: '/',
      routes: page(<Pagination page={3} pageSize={10} total={95} onPage={onPage} />),
    });
    expect(await screen.findByText('21–30 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(
      ['1', '2', '3', '4', '5'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage.mock.calls).toEqual([[4], [5]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    await renderApp({
      path: '/',
      routes: page(<Pagination page={1} pageSize={10} total={7} onPage={() => {}} />),
    });
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
