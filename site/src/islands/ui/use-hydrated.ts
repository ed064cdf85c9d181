// Whether the island has hydrated. Submit buttons stay disabled until then, so a click before the
// JavaScript runs can never submit a form natively (which would put credentials in the URL).
import { useEffect, useState } from 'react';

/** False during server rendering and the first client render, true after hydration. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
