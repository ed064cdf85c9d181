// Loads the wizard's stablecoin rules (stablecoin-rules.tsx) the first time a stablecoin is chosen, so the
// contribution flow of a SOL buyer ships none of them; until they arrive the amount is not judged.
import { useEffect, useState } from 'react';

export type StablecoinRules = typeof import('./stablecoin-rules');

/** The rules once loaded, after `wanted` was true once; null before. */
export function useStablecoinRules(wanted: boolean): StablecoinRules | null {
  const [rules, setRules] = useState<StablecoinRules | null>(null);
  useEffect(() => {
    if (wanted && !rules) void import('./stablecoin-rules').then(setRules);
  }, [wanted, rules]);
  return rules;
}
