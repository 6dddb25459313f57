// Token renewal across tabs: one renewal at a time, a token renewed elsewhere is reused.
import { describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { makeUser } from '../../test/personas';
import type { RenewalStore } from './renewal-store';
import {
  createTokenRenewer,
  isFresh,
  renewAheadSeconds,
  type LockRunner,
  type RenewalUserManager,
} from './token-renewal';

/** Web Locks stand-in: callbacks under the same lock run one after the other. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, _options: unknown, callback: () => Promise<unknown>) => {
    const run = tail.then(() => callback());
    tail = run.catch(() => {});
    return run;
  });
  return { request } as unknown as LockRunner & { request: typeof request };
}

function memoryStore(): RenewalStore {
  let value: string | null = null;
  return { read: async () => value, write: async (v) => void (value = v) };
}

/**
 * Tabs of one browser. Each reads its own view of localStorage, which (as in Chromium) may lag
 * behind another tab's write; the provider accepts each refresh token once.
 */
function browserWith(initial: User) {
  const spent: string[] = [];
  const tab = (view: { user: User | null } = { user: initial }) => ({
    view,
    getUser: vi.fn(async () => view.user),
    storeUser: vi.fn(async (user: User | null) => void (view.user = user)),
    signinSilent: vi.fn(async () => {
      const token = view.user?.refresh_token;
      if (!token || spent.includes(token)) throw new Error('invalid_grant');
      spent.push(token);
      await new Promise((resolve) => setTimeout(resolve, 5));
      view.user = makeUser({ lifetime: 20 });
      return view.user;
    }),
  });
  return { tab, spent };
}

type Tab = RenewalUserManager & ReturnType<ReturnType<typeof browserWith>['tab']>;

describe('renewal timing', () => {
  it('renews 30 s ahead, or at half the lifetime of short tokens', () => {
    expect(renewAheadSeconds(makeUser({ lifetime: 3600 }))).toBe(30);
    expect(renewAheadSeconds(makeUser({ lifetime: 20 }))).toBe(10);
  });

  it('tells a token renewed since the timer was set from one that is due', () => {
    expect(isFresh(makeUser({ lifetime: 20, remaining: 20 }))).toBe(true);
    expect(isFresh(makeUser({ lifetime: 20, remaining: 10 }))).toBe(false);
    expect(isFresh(makeUser({ lifetime: 3600, remaining: 3590 }))).toBe(true);
    expect(isFresh(makeUser({ lifetime: 3600, remaining: 29 }))).toBe(false);
  });
});

describe('createTokenRenewer', () => {
  it('renews once when two tabs race, even when the second tab still sees the old token', async () => {
    const { tab, spent } = browserWith(makeUser({ lifetime: 20, remaining: 9 }));
    const locks = fakeLocks();
    const handOver = memoryStore();
    const first: Tab = tab();
    const second: Tab = tab();
    const [a, b] = await Promise.all([
      createTokenRenewer(first, locks, handOver).renew(),
      createTokenRenewer(second, locks, handOver).renew(),
    ]);
    expect(spent).toHaveLength(1);
    expect(first.signinSilent).toHaveBeenCalledOnce();
    expect(second.signinSilent).not.toHaveBeenCalled();
    expect(a).toEqual({ user: first.view.user, renewed: true });
    expect(b.renewed).toBe(false);
    expect(b.user?.access_token).toBe(first.view.user?.access_token);
    // The second tab stored the handed-over token, so its next renewal uses the new refresh token.
    expect(second.view.user?.refresh_token).toBe(first.view.user?.refresh_token);
    expect(locks.request.mock.calls.map((c) => c[0])).toEqual([
      'portal-token-renewal',
      'portal-token-renewal',
    ]);
  });

  it('joins a renewal already running in the same tab', async () => {
    const only: Tab = browserWith(makeUser({ lifetime: 20, remaining: 9 })).tab();
    const renewer = createTokenRenewer(only, fakeLocks(), memoryStore());
    const [a, b] = await Promise.all([renewer.renew(), renewer.renew()]);
    expect(only.signinSilent).toHaveBeenCalledOnce();
    expect(a).toBe(b);
  });

  it('reuses a token another tab renewed (seen in localStorage) without a request', async () => {
    const { tab, spent } = browserWith(makeUser({ lifetime: 20, remaining: 19 }));
    const late: Tab = tab();
    const result = await createTokenRenewer(late, fakeLocks(), memoryStore()).renew();
    expect(late.signinSilent).not.toHaveBeenCalled();
    expect(spent).toEqual([]);
    expect(result.renewed).toBe(false);
  });

  it('ignores a handed-over token of another user', async () => {
    const handOver = memoryStore();
    await handOver.write(makeUser({ sub: 'ivy', lifetime: 20 }).toStorageString());
    const only: Tab = browserWith(makeUser({ lifetime: 20, remaining: 5 })).tab();
    const result = await createTokenRenewer(only, fakeLocks(), handOver).renew();
    expect(only.signinSilent).toHaveBeenCalledOnce();
    expect(result.user?.profile.sub).toBe('sam');
  });

  it('renews directly where Web Locks are missing', async () => {
    const only: Tab = browserWith(makeUser({ lifetime: 20, remaining: 5 })).tab();
    const result = await createTokenRenewer(only, undefined, memoryStore()).renew();
    expect(only.signinSilent).toHaveBeenCalledOnce();
    expect(result.renewed).toBe(true);
  });

  it('renews again after an earlier renewal finished', async () => {
    const only: Tab = browserWith(makeUser({ lifetime: 20, remaining: 5 })).tab();
    const renewer = createTokenRenewer(only, fakeLocks(), memoryStore());
    await renewer.renew();
    // A later token (long-lived this time) that is due again.
    only.view.user = makeUser({ lifetime: 3600, remaining: 25 });
    await renewer.renew();
    expect(only.signinSilent).toHaveBeenCalledTimes(2);
  });
});
