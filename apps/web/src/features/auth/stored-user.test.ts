// Reading the stored user without the library: the same data oidc-client-ts gives back.
import { describe, expect, it } from 'vitest';
import { makeUser, testConfig } from '../../test/personas';
import { userStorageKey } from './auth-paths';
import { hasExpired, readStoredUser } from './stored-user';
import { createUserManager } from './user-manager';

const KEY = userStorageKey(testConfig);

describe('readStoredUser', () => {
  it('reads the user the library stored, as the library reads it', async () => {
    const userManager = createUserManager(testConfig);
    await userManager.storeUser(makeUser());
    const stored = readStoredUser(KEY);
    const loaded = await userManager.getUser();
    expect(stored).toMatchObject({
      access_token: loaded?.access_token,
      refresh_token: loaded?.refresh_token,
      id_token: loaded?.id_token,
      scope: loaded?.scope,
      expires_at: loaded?.expires_at,
      profile: { sub: 'sam', name: 'Sam Standard' },
    });
  });

  it('finds no user where none or a broken one is stored', () => {
    expect(readStoredUser(KEY)).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readStoredUser(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ profile: { sub: 'sam' } }));
    expect(readStoredUser(KEY)).toBeNull();
  });
});

describe('hasExpired', () => {
  it('agrees with the library on when a token has expired', () => {
    for (const remaining of [-5, 0, 1, 3600]) {
      const user = makeUser({ lifetime: 3600, remaining });
      expect(hasExpired(user)).toBe(user.expired);
    }
    expect(hasExpired({ expires_at: undefined })).toBe(false);
  });
});
