// Navigation blocking for the declarative router: every in-app navigation (links, navigate(), the
// browser's back and forward) passes the registered guards; a blocked one waits for proceed or reset.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { parsePath, type Location, type Navigator, type To } from 'react-router';

/** What the guards see of a navigation: where the app is and where it would go. */
export interface Transition {
  currentLocation: Location;
  nextLocation: { pathname: string };
}

export type ShouldBlock = (transition: Transition) => boolean;

/** A guard's view of the navigation it holds back, as React Router's own `useBlocker` has it. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

interface Guard {
  shouldBlock: ShouldBlock;
  onBlocked: (blocker: Blocker) => void;
}

/** The part of a React Router history this needs (browser and memory histories alike). */
export interface GuardableHistory extends Navigator {
  readonly location: Location;
  listen(listener: (update: { action: string; delta: number | null }) => void): () => void;
}

export interface GuardedHistory {
  /** Hand this to `<Router navigator>`: push and replace pass the guards first. */
  navigator: Navigator;
  /** Navigations that went through (a held-back back/forward step is undone, not reported). */
  listen(listener: () => void): () => void;
  /** Registers a guard; returns its removal. */
  register(guard: Guard): () => void;
}

const unblocked: Blocker = { state: 'unblocked' };

export function guardHistory(history: GuardableHistory): GuardedHistory {
  const guards = new Set<Guard>();
  const listeners = new Set<() => void>();
  // A back/forward step being undone: its popstate is not a navigation.
  let undoing = false;
  // A back/forward step the user confirmed: it passes the guards once.
  let confirmed = false;

  // Where the app is: on popstate the browser's address has already moved on.
  let current = history.location;

  /** True when a guard holds the navigation back; that guard is told how to go on. */
  const held = (pathname: string, go: () => void): boolean => {
    const transition = { currentLocation: current, nextLocation: { pathname } };
    const guard = [...guards].find((g) => g.shouldBlock(transition));
    if (!guard) return false;
    guard.onBlocked({
      state: 'blocked',
      proceed: () => {
        guard.onBlocked(unblocked);
        go();
      },
      reset: () => guard.onBlocked(unblocked),
    });
    return true;
  };
  const nextPathname = (to: To) =>
    (typeof to === 'string' ? parsePath(to) : to).pathname ?? current.pathname;

  history.listen(({ action, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (confirmed) confirmed = false;
    else if (action === 'POP' && delta) {
      const step = delta;
      const goOn = () => {
        confirmed = true;
        history.go(step);
      };
      if (held(history.location.pathname, goOn)) {
        // Back or forward has already moved the address: step back to where the app is.
        undoing = true;
        history.go(-step);
        return;
      }
    }
    current = history.location;
    for (const listener of listeners) listener();
  });

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: history.encodeLocation && ((to) => history.encodeLocation!(to)),
    go: (delta) => history.go(delta),
    push: (to, state, options) => {
      if (!held(nextPathname(to), () => history.push(to, state, options))) {
        history.push(to, state, options);
      }
    },
    replace: (to, state, options) => {
      if (!held(nextPathname(to), () => history.replace(to, state, options))) {
        history.replace(to, state, options);
      }
    },
  };

  return {
    navigator,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register: (guard) => {
      guards.add(guard);
      return () => guards.delete(guard);
    },
  };
}

export const NavigationGuardContext = createContext<GuardedHistory | null>(null);

/**
 * Holds back in-app navigations while `shouldBlock` says so (React Router's `useBlocker`, which only
 * its data routers have): the blocker then is `blocked` until `proceed` or `reset`.
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const guarded = useContext(NavigationGuardContext);
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      guarded?.register({
        shouldBlock: (transition) => latest.current(transition),
        onBlocked: setBlocker,
      }),
    [guarded],
  );
  return blocker;
}
