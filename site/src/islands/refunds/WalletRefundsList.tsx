// What the treasury owes a buyer's wallets back and the refunds it paid them, as the investor dashboard
// and /ledger's wallet lookup both show it: each amount owed in the asset that came in, why, and what
// happens next; then each refund paid, when, with its transaction on Solana Explorer.
import type { RefundOwedToWallet, RefundPaidToWallet, WalletRefunds } from '@core/api/refunds-wallet';
import { formatAssetDecimal, withUsdValue } from '@core/asset-amount';
import { formatDateTime } from '@core/format/time';
import { shorten } from '../investor/labels';

/** What happens to a refund owed, in the buyer's words (docs/money-out.md: paid from the treasury, in kind). */
export const REFUND_NEXT_STEP = 'The team pays it from the sale treasury back to the wallet it came from, in the currency that was paid.';

const amountText = (line: { amount: string; asset: RefundOwedToWallet['asset']; usd: number | null }) => withUsdValue(formatAssetDecimal(line.amount, line.asset), line.usd);

function OwedItem({ line, showWallet }: { line: RefundOwedToWallet; showWallet: boolean }) {
  return (
    <li data-slot="refund-owed" data-asset={line.asset} className="rounded-lg border border-sky-500/40 bg-sky-950/40 p-4 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono text-lg font-semibold text-white" data-slot="refund-owed-amount">{amountText(line)}</span>
        {showWallet && <span className="font-mono text-gray-300">to {shorten(line.wallet)}</span>}
      </p>
      <p className="mt-1 text-gray-200" data-slot="refund-owed-reasons">Why: {line.reasons.join('; ')}</p>
    </li>
  );
}

function PaidItem({ refund, showWallet }: { refund: RefundPaidToWallet; showWallet: boolean }) {
  return (
    <li data-slot="refund-paid" data-signature={refund.signature} className="rounded-lg border border-slate-700 bg-slate-950/60 p-4 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="font-mono font-semibold text-white" data-slot="refund-paid-amount">{amountText(refund)}</span>
        <span className="text-gray-300">{formatDateTime(refund.at)}</span>
        {showWallet && <span className="font-mono text-gray-300">to {shorten(refund.wallet)}</span>}
        <a href={refund.explorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-cyan-300 underline hover:text-cyan-200" data-slot="refund-tx-link">
          {shorten(refund.signature)}
          <span className="sr-only"> (refund transaction on Solana Explorer, opens in a new tab)</span>
        </a>
      </p>
    </li>
  );
}

/**
 * The two lists, each only when it has something. `owedTitle` names whose refund it is ("Owed to you");
 * `showWallet` names each line's wallet (an investor may have paid from several).
 */
export function WalletRefundsList({ refunds, owedTitle, showWallet, headingLevel: Heading = 'h3' }: { refunds: WalletRefunds; owedTitle: string; showWallet: boolean; headingLevel?: 'h3' | 'h4' }) {
  return (
    <div className="flex flex-col gap-5" data-slot="wallet-refunds">
      {refunds.owed.length > 0 && (
        <div className="flex flex-col gap-2">
          <Heading className="font-semibold text-white">{owedTitle}</Heading>
          <ul className="flex flex-col gap-2">
            {refunds.owed.map((line) => (
              <OwedItem key={`${line.wallet}-${line.asset}`} line={line} showWallet={showWallet} />
            ))}
          </ul>
          <p className="text-sm text-gray-300" data-slot="refund-next-step">{REFUND_NEXT_STEP}</p>
        </div>
      )}
      {refunds.paid.length > 0 && (
        <div className="flex flex-col gap-2">
          <Heading className="font-semibold text-white">Refunds paid</Heading>
          <ul className="flex flex-col gap-2">
            {refunds.paid.map((refund) => (
              <PaidItem key={`${refund.signature}-${refund.wallet}-${refund.asset}`} refund={refund} showWallet={showWallet} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
