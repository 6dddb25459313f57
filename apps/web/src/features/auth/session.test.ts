// The session: the stored user at start without the OIDC library, then the loaded client's events.
import { describe, expect, it, vi } from 'vitest';
import { User, UserManager } from 'oidc-client-ts';
import { makeUser, testConfig } from '../../test/personas';
import { userStorageKey } from './auth-paths';
import { createSession, type SessionHooks } from './session';

const KEY = userStorageKey(testConfig);

function hooks() {
  return {
    onSignInRequired: vi.fn<SessionHooks['onSignInRequired']>(),
    onSubjectChanged: vi.fn<SessionHooks['onSubjectChanged']>(),
    onSignedIn: vi.fn<SessionHooks['onSignedIn']>(async () => {}),
  };
}

describe('createSession before the client has loaded', () => {
  it('is signed in with the stored user and gives its token to the API', () => {
    const user = makeUser();
    localStorage.setItem(KEY, user.toStorageString());
    const session = createSession(testConfig, { completeSignIn: false });
    expect(session.getState()).toMatchObject({
      user: { access_token: user.access_token, profile: { name: 'Sam Standard' } },
      isLoading: false,
      isAuthenticated: true,
    });
    expect(session.accessToken()).toBe(user.access_token);
  });

  it('does not count an expired stored token as signed in (it is renewed first)', () => {
    localStorage.setItem(KEY, makeUser({ lifetime: 20, remaining: -5 }).toStorageString());
    const state = createSession(testConfig, { completeSignIn: false }).getState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.user?.refresh_token).toMatch(/^refresh-sam-/);
  });

  it('is signed out without a stored user, and loading at the callback address', () => {
    expect(createSession(testConfig, { completeSignIn: false }).getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(createSession(testConfig, { completeSignIn: true }).getState().isLoading).toBe(true);
  });
});

describe('createSession with the client loaded', () => {
  it('follows renewed and removed users', async () => {
    localStorage.setItem(KEY, makeUser().toStorageString());
    const session = createSession(testConfig, { completeSignIn: false });
    session.start(hooks());
    const userManager = await session.userManager();
    const listener = vi.fn();
    session.subscribe(listener);
    const renewed = makeUser({ lifetime: 20 });
    await userManager.storeUser(renewed);
    await userManager.events.load(renewed);
    expect(listener).toHaveBeenCalled();
    expect(session.getState().user?.access_token).toBe(renewed.access_token);
    expect(session.accessToken()).toBe(renewed.access_token);
    await userManager.removeUser();
    expect(session.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(session.accessToken()).toBeUndefined();
  });

  it('completes a sign-in at the callback address, then goes where the user was going', async () => {
    const user = new User({ ...makeUser(), userState: { returnTo: '/documents' } });
    vi.spyOn(UserManager.prototype, 'signinCallback').mockResolvedValue(user);
    const session = createSession(testConfig, { completeSignIn: true });
    const started = hooks();
    session.start(started);
    await vi.waitFor(() => expect(session.getState().isLoading).toBe(false));
    expect(started.onSignedIn).toHaveBeenCalledWith(user);
    expect(session.getState()).toMatchObject({ user, isAuthenticated: true });
    expect(session.getState().error).toBeUndefined();
  });

  it('shows a sign-in response that could not be completed', async () => {
    const failure = new Error('State does not match');
    vi.spyOn(UserManager.prototype, 'signinCallback').mockRejectedValue(failure);
    const session = createSession(testConfig, { completeSignIn: true });
    const started = hooks();
    session.start(started);
    await vi.waitFor(() => expect(session.getState().isLoading).toBe(false));
    expect(session.getState().error).toEqual({ name: 'Error', message: 'State does not match' });
    expect(started.onSignedIn).not.toHaveBeenCalled();
  });
});
