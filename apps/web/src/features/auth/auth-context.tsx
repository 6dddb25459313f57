// The sign-in state for components: our own small context instead of react-oidc-context, whose
// provider needs the OIDC library before the first render (see session.ts).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, Session } from './session';

export type { AuthState } from './session';

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthContext');
  return state;
}

export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
