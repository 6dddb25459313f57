// Route guard: features of the route table decide between the page and /access-denied.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type TestRouter } from '../../test/render';
import { makeAccess, makeProfile } from '../../test/personas';
import { GUARD_WAIT_MS, decideAccess } from './route-guard';

/** The guard let the page through: the route loaded, stayed where it was and nothing was denied. */
async function expectAllowed(router: TestRouter, path: string) {
  await router.pageLoaded();
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

function api(features: string[]) {
  return { '/user': makeProfile(), '/user/ui-access-data': makeAccess({ features }) };
}

describe('decideAccess', () => {
  const any = { features: ['a', 'b'], mode: 'any' } as const;
  const all = { features: ['a', 'b'], mode: 'all' } as const;

  it('lets routes without features in at once', () => {
    expect(decideAccess({ features: [], mode: 'all' }, undefined, false)).toBe('allow');
  });
  it('waits for unknown features, then denies once the wait is over', () => {
    expect(decideAccess(all, undefined, false)).toBe('wait');
    expect(decideAccess(all, undefined, true)).toBe('deny');
  });
  it('needs one feature in mode any and every feature in mode all', () => {
    expect(decideAccess(any, new Set(['b']), false)).toBe('allow');
    expect(decideAccess(all, new Set(['b']), false)).toBe('deny');
    expect(decideAccess(all, new Set(['a', 'b']), false)).toBe('allow');
  });
});

describe('RouteGuard in the router', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a page whose features the user holds', async () => {
    const { router } = await renderApp({ path: '/admin/users', api: api(['admin:users:read']) });
    await expectAllowed(router, '/admin/users');
  });

  it('sends users lacking the features to /access-denied with the attempted path', async () => {
    const { router } = await renderApp({ path: '/admin/users', api: api(['documents:view']) });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have access to this functionality.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(router.state.location.search).toBe('?from=%2Fadmin%2Fusers');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the page before the denied one, not to the denied page again', async () => {
    const { router } = await renderApp({
      path: '/documents',
      api: { ...api(['documents:view']), '/documents': [] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await act(() => router.navigate('/admin/users'));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });

  it('mode all: one of two required features is not enough', async () => {
    const { router } = await renderApp({
      path: '/admin/users/copyuser',
      api: api(['admin:users:write']),
    });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.search).toBe('?from=%2Fadmin%2Fusers%2Fcopyuser');
  });

  it('mode all: holding every required feature opens the page', async () => {
    const { router } = await renderApp({
      path: '/admin/users/copyuser',
      api: api(['admin:users:write', 'feature:dev']),
    });
    await expectAllowed(router, '/admin/users/copyuser');
  });

  it('mode any: a read feature alone opens the announcements list', async () => {
    const { router } = await renderApp({
      path: '/admin',
      api: api(['admin:announcements:read']),
    });
    await expectAllowed(router, '/admin');
  });

  it('gives up waiting for access data after 15 s and denies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderApp({
      path: '/documents',
      api: { '/user': makeProfile(), '/user/ui-access-data': () => new Promise(() => {}) },
    });
    // The shell is up (the router has loaded the route) and access data is still loading.
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GUARD_WAIT_MS - 1000));
    expect(router.state.location.pathname).toBe('/documents');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(router.state.location.search).toBe('?from=%2Fdocuments');
  });
});
