// The route error panel: a page that throws while rendering is replaced by the panel with a reload
// button; navigating to another address renders the routes again.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { browser } from '../lib/browser';

function Broken(): never {
  throw new Error('Chunk failed to load');
}

describe('RouteErrorBoundary', () => {
  it('shows the error panel for a failed route and clears it on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { router } = await renderApp({
      path: '/broken',
      routes: [
        { path: '/broken', element: <Broken /> },
        { path: '/list', element: <h1>List page</h1> },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Chunk failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();

    await act(() => router.navigate('/list'));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
