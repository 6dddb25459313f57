// The portal's router in declarative mode: a history whose navigations pass the leave guards, the
// location rendered in a transition (a page whose chunk is loading keeps the previous one on screen).
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, type Location, type NavigationType } from 'react-router';
import {
  NavigationGuardContext,
  type GuardableHistory,
  type GuardedHistory,
} from '../lib/navigation-guard';

/** True while a navigation waits for its page (e.g. the page's chunk is loading). */
const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);

export interface PortalHistory {
  history: GuardableHistory & { readonly action: NavigationType };
  guarded: GuardedHistory;
}

export function PortalRouter({
  portalHistory: { history, guarded },
  basename,
  children,
}: {
  portalHistory: PortalHistory;
  basename: string;
  children: ReactNode;
}) {
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      guarded.listen(() =>
        startTransition(() => setState({ action: history.action, location: history.location })),
      ),
    [history, guarded],
  );
  return (
    <NavigationGuardContext.Provider value={guarded}>
      <NavigationPendingContext.Provider value={pending}>
        <Router
          basename={basename}
          location={state.location}
          navigationType={state.action}
          navigator={guarded.navigator}
        >
          {children}
        </Router>
      </NavigationPendingContext.Provider>
    </NavigationGuardContext.Provider>
  );
}
