// The signed-in investor's token payouts for the dashboard's Vesting tab (GET /api/investor/distribution):
// each unlock scheduled, due, sending or paid with its transaction, and the MRDX their wallets hold on
// chain now (read through the /api/rpc proxy). Loaded when the tab opens, again when the page becomes
// visible, and every few seconds while a payout is on its way.
import { atom } from 'nanostores';
import type { InvestorDistribution } from '@core/api/distribution';
import { unitsToDecimal } from '@core/format/numbers';
import { investorApi } from '../lib/api/clients';
import { ApiError, call, errorText } from '../lib/api/request';
import { tokenBalanceOf } from '../lib/solana/token-balance';
import { loadSale } from './sale';
import { loadSession } from './session';

export type InvestorDistributionState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; data: InvestorDistribution }
  | { status: 'error'; message: string };

/** The investor's payouts; 'ready' keeps the last answer while a refresh runs. */
export const $investorDistribution = atom<InvestorDistributionState>({ status: 'idle' });

/** The MRDX the investor's wallets hold on chain: whole tokens at the mint's decimals, or why it is not known. */
export type TokenHoldings = { status: 'loading' } | { status: 'ready'; tokens: string } | { status: 'unavailable' };
export const $tokenHoldings = atom<TokenHoldings>({ status: 'loading' });

let inFlight: Promise<void> | null = null;

/** Reads the MRDX balance of `wallets` (the plan's mint, else the sale's); unavailable when the chain cannot be read. */
async function loadHoldings(wallets: string[], plan: InvestorDistribution['plan']): Promise<void> {
  const sale = plan ? null : await loadSale();
  const mint = plan?.mint ?? sale?.token.mint;
  const decimals = plan?.decimals ?? sale?.token.decimals;
  if (!mint || decimals === undefined || wallets.length === 0) return $tokenHoldings.set({ status: 'unavailable' });
  try {
    const balances = await Promise.all(wallets.map((wallet) => tokenBalanceOf(wallet, mint)));
    $tokenHoldings.set({ status: 'ready', tokens: unitsToDecimal(balances.reduce((sum, units) => sum + units, 0n), decimals) });
  } catch (error) {
    console.warn('Failed to read the MRDX balance:', error);
    $tokenHoldings.set({ status: 'unavailable' });
  }
}

/** Fetches the payouts and the balance on chain (later calls share the one in flight); a 401/403 re-reads the session. */
export function loadInvestorDistribution(): Promise<void> {
  inFlight ??= (async () => {
    if ($investorDistribution.get().status !== 'ready') $investorDistribution.set({ status: 'loading' });
    try {
      const data = await call(investorApi.distribution.$get());
      $investorDistribution.set({ status: 'ready', data });
      await loadHoldings(data.wallets.map((entry) => entry.wallet), data.plan);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        $investorDistribution.set({ status: 'idle' });
        await loadSession();
        return;
      }
      $investorDistribution.set({ status: 'error', message: errorText(error, 'Your token payouts could not be loaded. Please try again.') });
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True while one of the investor's payouts is being sent: the tab then refreshes on its own. */
export function payoutInFlight(state: InvestorDistributionState): boolean {
  return state.status === 'ready' && state.data.unlocks.some((unlock) => unlock.status === 'sending');
}
