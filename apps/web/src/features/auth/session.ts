// The signed-in user for React and the API, read from localStorage at start so the first render
// needs no OIDC library (it is ~18 kB gzip of the first load); the client (oidc-runtime.ts) loads
// meanwhile, completes sign-ins, renews tokens and keeps this state current through its events.
import type { User, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/shared';
import type * as OidcRuntime from './oidc-runtime';
import { userStorageKey } from './auth-paths';
import { hasExpired, readStoredUser, type SessionUser } from './stored-user';

export interface AuthState {
  user: SessionUser | null;
  /** A sign-in response is being completed at the callback address. */
  isLoading: boolean;
  /** There is a user and its access token has not expired. */
  isAuthenticated: boolean;
  /** The sign-in response could not be completed. */
  error?: { name: string; message: string };
}

export interface SessionHooks {
  /** Renewal failed and the access token has expired, or the user is gone. */
  onSignInRequired(): void;
  /** A renewed or shared token belongs to another uid. */
  onSubjectChanged(): void;
  /** The sign-in response was accepted: go where the user was going. */
  onSignedIn(user: User | undefined): Promise<void>;
}

export interface Session {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** The stored access token, read per call: another tab may have renewed it since. */
  accessToken(): string | undefined;
  /** Connects the OIDC client once it has loaded. */
  start(hooks: SessionHooks): void;
  /** The OIDC client, for sign-in, sign-out and reset (loads it again after a failed load). */
  userManager(): Promise<UserManager>;
}

let runtime: Promise<typeof OidcRuntime> | null = null;

/** Loads the OIDC client chunk once; main.tsx starts it before anything else. */
export function loadOidcRuntime(): Promise<typeof OidcRuntime> {
  runtime ??= import('./oidc-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

export function authStateOf(user: SessionUser | null): AuthState {
  return { user, isLoading: false, isAuthenticated: user !== null && !hasExpired(user) };
}

function signInError(error: unknown): NonNullable<AuthState['error']> {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : 'Sign-in failed',
  };
}

export function createSession(config: PublicConfig, options: { completeSignIn: boolean }): Session {
  const key = userStorageKey(config);
  const listeners = new Set<() => void>();
  let state: AuthState = options.completeSignIn
    ? { user: null, isLoading: true, isAuthenticated: false }
    : authStateOf(readStoredUser(key));
  let hooks: SessionHooks | null = null;
  let client: Promise<UserManager> | null = null;

  const publish = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const finishSignIn = async (userManager: UserManager, { onSignedIn }: SessionHooks) => {
    try {
      const user = await userManager.signinCallback();
      await onSignedIn(user);
      publish(authStateOf(user ?? (await userManager.getUser())));
    } catch (error) {
      publish({ ...state, isLoading: false, error: signInError(error) });
    }
  };

  /** Another tab may have renewed or removed the user before the client was listening. */
  const catchUp = async (userManager: UserManager) => {
    const user = await userManager.getUser();
    if (user?.access_token !== state.user?.access_token) publish(authStateOf(user));
  };

  const connect = async (started: SessionHooks) => {
    const { startOidcClient } = await loadOidcRuntime();
    const userManager = startOidcClient(config, {
      onUserChanged: (user) =>
        publish(user ? authStateOf(user) : { ...state, user: null, isAuthenticated: false }),
      onSignInRequired: started.onSignInRequired,
      onSubjectChanged: started.onSubjectChanged,
    });
    void (options.completeSignIn ? finishSignIn(userManager, started) : catchUp(userManager));
    return userManager;
  };

  const userManager = () => {
    if (!hooks) return Promise.reject(new Error('The session has not been started'));
    client ??= connect(hooks).catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () => readStoredUser(key)?.access_token,
    start(started) {
      hooks = started;
      userManager().catch((error: unknown) =>
        console.error('Sign-in client failed to load', error),
      );
    },
    userManager,
  };
}
