// Sign-in and sign-out requests, and the guarded session reset.
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { fakeJwt, makeUser, testConfig } from '../../test/personas';
import { createAuthServices, missingWebScopes } from './auth-services';
import { currentReturnTo, hasAuthParams, safeReturnTo, userStorageKey } from './auth-paths';
import { createUserManager } from './user-manager';

function setup() {
  const userManager = createUserManager({ ...testConfig, basePath: '/portal' }, 'https://p.test');
  const signinRedirect = vi.spyOn(userManager, 'signinRedirect').mockResolvedValue();
  const signoutRedirect = vi.spyOn(userManager, 'signoutRedirect').mockResolvedValue();
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  const services = createAuthServices(
    async () => userManager,
    () => 'de',
  );
  return { userManager, services, signinRedirect, signoutRedirect, reload };
}

describe('the OIDC client settings', () => {
  it('uses the configured issuer, client, scopes and base path', () => {
    const { settings } = setup().userManager;
    expect(settings.authority).toBe(testConfig.issuer);
    expect(settings.client_id).toBe(testConfig.clientId);
    expect(settings.redirect_uri).toBe('https://p.test/portal/login/callback');
    expect(settings.post_logout_redirect_uri).toBe('https://p.test/portal/');
    expect(settings.scope).toBe(testConfig.scopes.join(' '));
    expect(settings.response_type).toBe('code');
    expect(settings.automaticSilentRenew).toBe(false);
  });
});

describe('createAuthServices', () => {
  it('signs in with the return address in the state and the language as ui_locales', async () => {
    const { services, signinRedirect } = setup();
    await services.signIn('/admin?x=1#y');
    await services.signIn('/admin?x=1#y');
    expect(signinRedirect).toHaveBeenCalledOnce();
    expect(signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/admin?x=1#y' },
      extraQueryParams: { ui_locales: 'de' },
    });
  });

  it('signs out with the id token as hint', async () => {
    const { services, userManager, signoutRedirect } = setup();
    await userManager.storeUser(makeUser());
    await services.signOut();
    expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
  });

  it('removes the stored user and reloads, but not twice in a row', async () => {
    const { services, userManager, reload } = setup();
    await userManager.storeUser(makeUser());
    expect(localStorage.getItem(userStorageKey(testConfig))).not.toBeNull();
    expect(await services.resetSession('test')).toBe(true);
    expect(localStorage.getItem(userStorageKey(testConfig))).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(await services.resetSession('test')).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('helpers', () => {
  it('finds the requested API scopes the access token lacks, whatever the token response says', () => {
    const token = (scope: string) => ({ access_token: fakeJwt({ sub: 'sam', scope }) });
    const requested = ['openid', 'profile', 'api:iam', 'api:dms', 'offline_access'];
    expect(missingWebScopes(token('api:iam api:dms'), requested)).toEqual([]);
    expect(missingWebScopes(token('api:iam'), requested)).toEqual(['api:dms']);
    const claimed = { ...token('openid'), scope: 'openid profile api:iam api:dms' };
    expect(missingWebScopes(claimed, requested)).toEqual(['api:iam', 'api:dms']);
    expect(missingWebScopes(token('openid'), ['openid'])).toEqual(['api:iam']);
  });

  it('follows same-app return addresses only', () => {
    expect(safeReturnTo({ state: { returnTo: '/admin/users?x=1' } })).toBe('/admin/users?x=1');
    expect(safeReturnTo({ state: { returnTo: '//evil.test/x' } })).toBe('/');
    expect(safeReturnTo({ state: { returnTo: 'https://evil.test' } })).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });

  it('takes the current address relative to the base path', () => {
    const at = (href: string) => new URL(href) as unknown as Location;
    expect(currentReturnTo('/portal', at('https://p.test/portal/admin?x=1#h'))).toBe(
      '/admin?x=1#h',
    );
    expect(currentReturnTo('/portal', at('https://p.test/portal'))).toBe('/');
    expect(currentReturnTo('', at('https://p.test/documents'))).toBe('/documents');
  });

  it('tells a sign-in response from other addresses', () => {
    const at = (href: string) => new URL(href);
    expect(hasAuthParams(at('https://p.test/login/callback?code=c&state=s'))).toBe(true);
    expect(hasAuthParams(at('https://p.test/login/callback?error=denied&state=s'))).toBe(true);
    expect(hasAuthParams(at('https://p.test/login/callback#code=c&state=s'))).toBe(true);
    expect(hasAuthParams(at('https://p.test/login/callback?code=c'))).toBe(false);
    expect(hasAuthParams(at('https://p.test/login/callback'))).toBe(false);
  });
});
