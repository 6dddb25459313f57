// Query caching of the home page's calls: going home again asks the server nothing while the answers
// are fresh, and a change that alters home (a catalogue save, a role change) makes it ask again.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { apiRequests } from '../test/server';
import { makeApplication, makeNotification } from '../test/data';

const HOME_CALLS = ['/user', '/user/ui-access-data', '/user/applications', '/user/notifications'];
const count = () => HOME_CALLS.map((path) => apiRequests({ method: 'GET', path }).length);

async function homeShown() {
  expect(await screen.findByRole('link', { name: /Parts Catalogue/ })).toBeVisible();
  expect(await screen.findByText('Stock take on Friday')).toBeVisible();
}

const leftHome = () =>
  waitFor(() => expect(screen.queryByText('Stock take on Friday')).not.toBeInTheDocument());

type AppRouter = Awaited<ReturnType<typeof renderApp>>['router'];

// Preferences needs no feature: a guarded page would redirect to /access-denied on its own, and
// that redirect could land after the test's next navigation.
async function visitPreferences(router: AppRouter) {
  await router.navigate('/preferences');
  await leftHome();
  await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
}

async function visitPreferencesAndReturn(router: AppRouter) {
  await visitPreferences(router);
  await router.navigate('/');
  await homeShown();
}

const api = {
  '/user/applications': [makeApplication('Parts Catalogue')],
  '/user/notifications': [makeNotification('Stock take on Friday')],
};

describe('home page calls', () => {
  it('are not sent again when the user comes back home', async () => {
    const { router } = await renderApp({ path: '/', api });
    await homeShown();
    expect(count()).toEqual([1, 1, 1, 1]);

    await visitPreferencesAndReturn(router);
    expect(count()).toEqual([1, 1, 1, 1]);
  });

  it('are sent again after a change that alters home', async () => {
    const { router, queryClient } = await renderApp({ path: '/', api });
    await homeShown();
    await visitPreferences(router);

    const save = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => 'saved',
      meta: { changesHome: true },
    });
    await save.execute(undefined);
    await router.navigate('/');
    await homeShown();
    await waitFor(() => expect(count()).toEqual([2, 2, 2, 2]));
  });

  it('are kept by a change that does not alter home', async () => {
    const { router, queryClient } = await renderApp({ path: '/', api });
    await homeShown();
    const save = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => 'saved',
    });
    await save.execute(undefined);
    await visitPreferencesAndReturn(router);
    expect(count()).toEqual([1, 1, 1, 1]);
  });
});
