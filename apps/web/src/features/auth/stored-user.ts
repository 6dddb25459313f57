// The signed-in user as oidc-client-ts keeps it in localStorage, read without the library so that
// the first render and the first API calls need not wait for it to load.
import type { User } from 'oidc-client-ts';

/** What the app reads of the signed-in user; a library User has all of it. */
export type SessionUser = Pick<
  User,
  'access_token' | 'refresh_token' | 'id_token' | 'scope' | 'expires_at' | 'profile'
>;

/** The stored user (User.toStorageString's JSON), or null when there is none usable. */
export function readStoredUser(key: string, storage: Storage = localStorage): SessionUser | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    const user = value as Partial<Record<keyof SessionUser, unknown>> | null;
    const usable =
      typeof user?.access_token === 'string' &&
      typeof user.profile === 'object' &&
      user.profile !== null;
    return usable ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** As User.expired: the access token's expiry (whole seconds) has passed; none means never. */
export function hasExpired(user: Pick<SessionUser, 'expires_at'>, now = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(now / 1000) <= 0;
}
