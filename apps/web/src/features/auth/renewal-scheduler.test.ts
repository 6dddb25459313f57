// Renewal scheduling: timers for short tokens, following other tabs, uid change, failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { makeUser, testConfig } from '../../test/personas';
import { SIGNED_OUT_DELAY_MS, startRenewalScheduler } from './renewal-scheduler';
import { createTokenRenewer } from './token-renewal';
import { userStorageKey } from './auth-paths';
import { createUserManager } from './user-manager';

const KEY = userStorageKey(testConfig);

function setup(initial: User) {
  // The app's own settings: the library must not renew on its own (no second refresh).
  const userManager = createUserManager(testConfig);
  const renewals = vi.spyOn(userManager, 'signinSilent');
  renewals.mockImplementation(async () => {
    const current = await userManager.getUser();
    const user = makeUser({ sub: current?.profile.sub, lifetime: 20 });
    await userManager.storeUser(user);
    await userManager.events.load(user);
    return user;
  });
  const onSignInRequired = vi.fn();
  const onSubjectChanged = vi.fn();
  const start = async () => {
    await userManager.storeUser(initial);
    const stop = startRenewalScheduler({
      userManager,
      renewer: createTokenRenewer(userManager, undefined),
      storageKey: KEY,
      onSignInRequired,
      onSubjectChanged,
    });
    await vi.advanceTimersByTimeAsync(0);
    return stop;
  };
  /** What another tab does: store a user, which this tab hears as a storage event. */
  const otherTabStores = async (user: User) => {
    await userManager.storeUser(user);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { userManager, renewals, onSignInRequired, onSubjectChanged, start, otherTabStores };
}

describe('startRenewalScheduler', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('renews a 20-second token at half its lifetime, then the new one likewise', async () => {
    const t = setup(makeUser({ lifetime: 20 }));
    stop = await t.start();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(t.renewals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(t.renewals).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.renewals).toHaveBeenCalledTimes(2);
    expect(t.onSignInRequired).not.toHaveBeenCalled();
  });

  it('follows a renewal made by another tab instead of renewing itself', async () => {
    const t = setup(makeUser({ lifetime: 20 }));
    stop = await t.start();
    await vi.advanceTimersByTimeAsync(8_000);
    await t.otherTabStores(makeUser({ lifetime: 20 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.renewals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.renewals).toHaveBeenCalledOnce();
  });

  it('reloads when a token for another uid arrives', async () => {
    const t = setup(makeUser({ sub: 'sam' }));
    stop = await t.start();
    await t.otherTabStores(makeUser({ sub: 'sam' }));
    expect(t.onSubjectChanged).not.toHaveBeenCalled();
    await t.otherTabStores(makeUser({ sub: 'ivy' }));
    expect(t.onSubjectChanged).toHaveBeenCalledOnce();
  });

  it('starts a new sign-in when renewal fails and the token has expired', async () => {
    const t = setup(makeUser({ lifetime: 20, remaining: -1 }));
    t.renewals.mockRejectedValue(new Error('invalid_grant'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = await t.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(t.renewals).toHaveBeenCalledOnce();
    expect(t.onSignInRequired).toHaveBeenCalledOnce();
  });

  it('retries a failed renewal while the token is still valid', async () => {
    const t = setup(makeUser({ lifetime: 3600, remaining: 31 }));
    t.renewals.mockRejectedValueOnce(new Error('network down'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = await t.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.renewals).toHaveBeenCalledOnce();
    expect(t.onSignInRequired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.renewals).toHaveBeenCalledTimes(2);
  });

  it('signs out here too, once the other tab had time to end the session', async () => {
    const t = setup(makeUser());
    stop = await t.start();
    await t.userManager.removeUser();
    const unloaded = vi.fn();
    t.userManager.events.addUserUnloaded(unloaded);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await vi.advanceTimersByTimeAsync(SIGNED_OUT_DELAY_MS - 100);
    expect(unloaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(unloaded).toHaveBeenCalledOnce();
  });

  it('stays signed in when another tab signed out and straight back in', async () => {
    const t = setup(makeUser());
    stop = await t.start();
    await t.userManager.removeUser();
    const unloaded = vi.fn();
    t.userManager.events.addUserUnloaded(unloaded);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await t.otherTabStores(makeUser());
    await vi.advanceTimersByTimeAsync(SIGNED_OUT_DELAY_MS + 100);
    expect(unloaded).not.toHaveBeenCalled();
  });
});
