// The dashboard's "Refunds" section, above the tabs so a buyer owed money sees it first: what the
// treasury owes their wallets back and the refunds it paid them. Hidden while both are empty.
import type { WalletRefunds } from '@core/api/refunds-wallet';
import { WalletRefundsList } from '../refunds/WalletRefundsList';

/** The section, or nothing when nothing is owed and nothing was paid. */
export function RefundsSection({ refunds }: { refunds: WalletRefunds }) {
  if (refunds.owed.length === 0 && refunds.paid.length === 0) return null;
  const wallets = new Set([...refunds.owed, ...refunds.paid].map((line) => line.wallet));
  return (
    <section aria-labelledby="refunds-title" className="rounded-xl border border-slate-700 bg-slate-900/80 p-5" data-slot="dashboard-refunds">
      <h2 id="refunds-title" className="mb-4 text-xl font-semibold text-white">Refunds</h2>
      <WalletRefundsList refunds={refunds} owedTitle="Owed to you" showWallet={wallets.size > 1} />
    </section>
  );
}
