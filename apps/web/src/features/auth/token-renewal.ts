// One token renewal at a time across tabs (Web Lock); a token another tab renewed is reused.
import { User, type UserManager } from 'oidc-client-ts';
import { jwtLifetimeSeconds } from '../../lib/jwt';
import { createRenewalStore, type RenewalStore } from './renewal-store';

export const RENEWAL_LOCK = 'portal-token-renewal';
/** Renew this long before expiry, or at half the lifetime for short-lived tokens. */
export const MAX_RENEW_AHEAD_SECONDS = 30;

export type RenewalUserManager = Pick<UserManager, 'getUser' | 'signinSilent' | 'storeUser'>;
export type LockRunner = Pick<LockManager, 'request'>;
export type TokenUser = Pick<User, 'access_token' | 'expires_in'>;

export interface RenewalResult {
  user: User | null;
  /** False when another tab had already renewed and its token was reused. */
  renewed: boolean;
}

export interface TokenRenewer {
  renew(): Promise<RenewalResult>;
}

export function tokenLifetimeSeconds(user: TokenUser): number {
  return jwtLifetimeSeconds(user.access_token) ?? Math.max(user.expires_in ?? 0, 0);
}

export function renewAheadSeconds(user: TokenUser): number {
  return Math.min(MAX_RENEW_AHEAD_SECONDS, tokenLifetimeSeconds(user) / 2);
}

/** Comfortably above the renewal point: someone has renewed it since the timer was set. */
export function isFresh(user: TokenUser): boolean {
  if (user.expires_in === undefined) return true;
  const ahead = renewAheadSeconds(user);
  return user.expires_in > ahead + Math.max(2, ahead / 2);
}

function defaultLocks(): LockRunner | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

/** The renewal handed over by the previous lock holder, when newer than what this tab sees. */
function newerHandOver(stored: User, handedOver: string | null): User | null {
  if (!handedOver) return null;
  const user = User.fromStorageString(handedOver);
  const newer = (user.expires_at ?? 0) > (stored.expires_at ?? 0);
  return newer && user.profile.sub === stored.profile.sub ? user : null;
}

export function createTokenRenewer(
  userManager: RenewalUserManager,
  locks: LockRunner | undefined = defaultLocks(),
  store: RenewalStore = createRenewalStore(),
): TokenRenewer {
  let inflight: Promise<RenewalResult> | null = null;

  const renewOnce = async (): Promise<RenewalResult> => {
    // Re-read inside the lock: the stored refresh token may already be spent by another tab.
    let stored = await userManager.getUser();
    if (!stored) return { user: null, renewed: false };
    const handedOver = newerHandOver(stored, await store.read());
    if (handedOver) {
      await userManager.storeUser(handedOver);
      stored = handedOver;
    }
    if (isFresh(stored)) return { user: stored, renewed: false };
    const user = await userManager.signinSilent();
    if (user) await store.write(user.toStorageString());
    return { user, renewed: true };
  };

  return {
    renew() {
      inflight ??= (
        locks ? locks.request(RENEWAL_LOCK, { mode: 'exclusive' }, renewOnce) : renewOnce()
      ).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
