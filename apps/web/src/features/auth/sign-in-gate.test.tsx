// Sign-in gate: visitors go to the provider with their address; bad tokens are replaced.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import { makeAccess, makeProfile, makeUser, userWithClaims } from '../../test/personas';

const api = { '/user': makeProfile(), '/user/ui-access-data': makeAccess() };

describe('RequireSignIn', () => {
  it('sends a signed-out visitor to sign in with the address relative to the base path', async () => {
    const { services } = await renderApp({
      path: '/admin/users?q=ann#list',
      api,
      user: null,
    });
    await waitFor(() => expect(services.signIn).toHaveBeenCalledWith('/admin/users?q=ann#list'));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('waits for the renewal of an expired token that has a refresh token', async () => {
    const expired = makeUser({ lifetime: 20, remaining: -5 });
    const { services, router } = await renderApp({ path: '/', api, user: expired });
    await router.pageLoaded();
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(services.signIn).not.toHaveBeenCalled();
    expect(apiRequests()).toEqual([]);
  });

  it('signs in again when the expired token cannot be renewed', async () => {
    const expired = makeUser({ lifetime: 20, remaining: -5 });
    const withoutRefresh = new User({ ...expired, refresh_token: undefined });
    const { services } = await renderApp({ path: '/', api, user: withoutRefresh });
    await waitFor(() => expect(services.signIn).toHaveBeenCalledWith('/'));
  });

  it('drops a token lacking a required scope and reloads for a new one', async () => {
    const user = userWithClaims({}, { scope: 'openid profile' });
    const { services } = await renderApp({ path: '/', api, user });
    await waitFor(() => expect(services.resetSession).toHaveBeenCalledOnce());
    expect(apiRequests()).toEqual([]);
  });

  it('drops an access token lacking a requested API scope though the token response lists it', async () => {
    const user = userWithClaims({}, { scope: 'openid' });
    user.scope = 'openid profile api:iam offline_access';
    const { services } = await renderApp({ path: '/', api, user });
    await waitFor(() => expect(services.resetSession).toHaveBeenCalledOnce());
    expect(apiRequests()).toEqual([]);
  });

  it('lets a signed-in user with the required scopes in', async () => {
    const { services } = await renderApp({ path: '/', api });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Standard' })).toBeVisible();
    expect(services.signIn).not.toHaveBeenCalled();
    expect(services.resetSession).not.toHaveBeenCalled();
  });
});
