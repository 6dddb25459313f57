// Sign-in, sign-out and session reset around the UserManager, shared by the gate and the scheduler.
// Each awaits the OIDC client, which loads after the first render (session.ts).
import { createContext, useContext } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { API_SCOPES, WEB_REQUIRED_SCOPES, missingScopes } from '@portal/shared';
import { browser } from '../../lib/browser';
import { decodeJwtClaims } from '../../lib/jwt';
import { createRenewalStore, type RenewalStore } from './renewal-store';
import type { SignInState } from './auth-paths';

const RESET_MARK = 'portal-session-reset';
/** A second reset this soon after the last one means the new token is no better: stop. */
const RESET_LOOP_MS = 30_000;

export interface AuthServices {
  /** `stepUp`: sign in again at once (prompt=login), for the second factor an API write needs. */
  signIn(returnTo: string, opts?: { stepUp?: boolean }): Promise<void>;
  signOut(): Promise<void>;
  /** Drop the stored user and reload to sign in again; false when that just happened. */
  resetSession(reason: string): Promise<boolean>;
}

export type AuthUserManager = Pick<
  UserManager,
  'getUser' | 'removeUser' | 'signinRedirect' | 'signoutRedirect'
>;

export function createAuthServices(
  loadUserManager: () => Promise<AuthUserManager>,
  getLanguage: () => string,
  renewals: RenewalStore = createRenewalStore(),
): AuthServices {
  let redirecting = false;
  return {
    async signIn(returnTo, opts = {}) {
      if (redirecting) return;
      redirecting = true;
      const state: SignInState = { returnTo };
      try {
        const userManager = await loadUserManager();
        await userManager.signinRedirect({
          state,
          extraQueryParams: { ui_locales: getLanguage() },
          ...(opts.stepUp ? { prompt: 'login' } : {}),
        });
      } catch (error) {
        redirecting = false;
        throw error;
      }
    },
    async signOut() {
      redirecting = true;
      await renewals.write(null);
      const userManager = await loadUserManager();
      const user = await userManager.getUser();
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    },
    async resetSession(reason) {
      const last = Number(sessionStorage.getItem(RESET_MARK) ?? 0);
      if (Date.now() - last < RESET_LOOP_MS) return false;
      sessionStorage.setItem(RESET_MARK, String(Date.now()));
      pushLogEvent(reason);
      redirecting = true;
      await renewals.write(null);
      await (await loadUserManager()).removeUser();
      browser.reload();
      return true;
    },
  };
}

/**
 * Scopes the access token lacks (spec section 5): every API scope that sign-in requests, and the
 * ones the app cannot work without. Only the access token's own claim counts: the token response's
 * `scope` may list scopes the access token does not carry, and the API reads the access token.
 */
export function missingWebScopes(user: { access_token: string }, requested: readonly string[]) {
  const claim = decodeJwtClaims(user.access_token)?.scope;
  const required = new Set([
    ...requested.filter((s) => API_SCOPES.includes(s)),
    ...WEB_REQUIRED_SCOPES,
  ]);
  return missingScopes(typeof claim === 'string' ? claim : undefined, [...required]);
}

/** The analytics data layer event of spec section 8 ('enigma_log' style), when one exists. */
function pushLogEvent(reason: string) {
  const layer = (window as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: 'enigma_log', message: reason });
}

export const AuthServicesContext = createContext<AuthServices | null>(null);

export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error('useAuthServices outside AuthServicesContext');
  return services;
}
