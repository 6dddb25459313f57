// Which page chunks are loading: the signed-in layout shows its loader while one is.
import { useSyncExternalStore } from 'react';

let loading = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  loading += by;
  for (const listener of listeners) listener();
};

/** Counts the load of a page's module while it runs. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  return load.finally(() => changed(-1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's chunk is loading (a navigation waits for it). */
export const usePageLoading = () => useSyncExternalStore(subscribe, () => loading > 0);
