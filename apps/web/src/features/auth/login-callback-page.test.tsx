// The callback page: waits while the sign-in completes, sends stray visits home, shows failures.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('LoginCallbackPage', () => {
  it('stays while the code is being exchanged (the sign-in navigates on)', async () => {
    const { router } = await renderApp({ path: '/login/callback?code=c&state=s', api: {} });
    await router.pageLoaded();
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/callback');
    expect(document.title).toBe('Atlas Portal');
  });

  it('sends a visit without a code home', async () => {
    const { router } = await renderApp({ path: '/login/callback', api: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a failed sign-in with a way to sign in again', async () => {
    const error = { name: 'Error', message: 'State does not match' };
    const { services } = await renderApp({
      path: '/login/callback?code=c&state=s',
      api: {},
      user: null,
      auth: { error },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Sign-in failed');
    expect(alert).toHaveTextContent('State does not match');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(services.signIn).toHaveBeenCalledWith('/');
  });
});
