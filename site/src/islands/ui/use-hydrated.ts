// The one hydration hook. Islands render on the server with the stores' initial values, so the
// browser's first render must match that markup: live values (and enabled submit buttons, so a click
// before the JavaScript runs can never submit a form natively) only after hydration.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/** False during server rendering and the first client render, true after hydration. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** useStore, but yielding `serverValue` until the island has hydrated. */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
