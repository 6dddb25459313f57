// One debounce for the app: a value that follows its source once it has stopped changing for `ms`.
import { useEffect, useState } from 'react';

/** The search debounce of the lists and pickers (spec: typing settles before a request). */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
