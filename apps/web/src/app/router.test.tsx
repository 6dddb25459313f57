// The portal's routes: a page whose chunk is still loading keeps the current page on screen with
// the loader over it, then replaces it; the title follows the route table.
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { makeAccess, makeProfile } from '../test/personas';
import type { PAGES as Pages } from './pages';

// The preferences page's chunk arrives when the test releases it.
const gate = vi.hoisted(() => {
  let release: (page: { Component: ComponentType }) => void = () => {};
  const loaded = new Promise<{ Component: ComponentType }>((resolve) => (release = resolve));
  return { loaded, release: (page: { Component: ComponentType }) => release(page) };
});
vi.mock('./pages', async (original) => {
  const { PAGES } = await original<{ PAGES: typeof Pages }>();
  return { PAGES: { ...PAGES, preferences: () => gate.loaded } };
});

describe('the portal routes', () => {
  it('keep the page with the loader while the next page’s chunk loads', async () => {
    const { router } = await renderApp({
      path: '/documents',
      api: {
        '/user': makeProfile(),
        '/user/ui-access-data': makeAccess({ features: ['documents:view'] }),
        '/documents': [],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    await act(() => router.navigate('/preferences'));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');

    await act(async () => gate.release({ Component: () => <h1>Preferences stub</h1> }));
    expect(await screen.findByRole('heading', { name: 'Preferences stub' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/preferences');
    await waitFor(() => expect(document.title).toMatch(/^Global preferences \| /));
  });
});
