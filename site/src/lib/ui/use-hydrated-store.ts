// Islands render on the server with the stores' initial values; the browser's first render must match
// that markup, so this hook returns the server value until the island has hydrated, then the live one.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/** useStore, but yielding `serverValue` during the hydration render. */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}
