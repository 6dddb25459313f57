// The portal's router in declarative mode: a history whose navigations pass the leave guards, the
// location rendered in a transition (a page whose chunk is loading keeps the previous one on screen).
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type Location, type NavigationType } from 'react-router';
import {
  NavigationGuardContext,
  type GuardableHistory,
  type GuardedHistory,
} from '../lib/navigation-guard';

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
      <Router
        basename={basename}
        location={state.location}
        navigationType={state.action}
        navigator={guarded.navigator}
      >
        {children}
      </Router>
    </NavigationGuardContext.Provider>
  );
}
