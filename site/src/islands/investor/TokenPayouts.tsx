// The investor's token payouts once the distribution plan is approved: what was paid to their wallets
// and what is still to come, the MRDX those wallets hold on chain now, and each payout with its unlock
// date, status and the transaction that paid it on the explorer.
import { useStore } from '@nanostores/react';
import type { InvestorDistribution, InvestorUnlock, PayoutStatus } from '@core/api/distribution';
import { decimalToUnits, unitsToDecimal } from '@core/format/numbers';
import { formatDate, formatDateTime } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { PAYOUT_STATUS_HINTS, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from '../../lib/distribution/labels';
import { $tokenHoldings } from '../../stores/investor-distribution';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { shorten } from './labels';

/** Of several wallets' payouts on one date, the status that is furthest from done. */
const PENDING_FIRST: PayoutStatus[] = ['sending', 'due', 'scheduled', 'held', 'paid'];

/** The payout status on each unlock date (ms), for the schedule's Payout column. */
export function statusByDate(unlocks: readonly InvestorUnlock[]): Map<number, PayoutStatus> {
  const byDate = new Map<number, PayoutStatus>();
  for (const unlock of unlocks) {
    const at = Date.parse(unlock.unlockAt);
    const known = byDate.get(at);
    if (!known || PENDING_FIRST.indexOf(unlock.status) < PENDING_FIRST.indexOf(known)) byDate.set(at, unlock.status);
  }
  return byDate;
}

/** The sum of whole-token amounts at `decimals`, as a token amount. */
function sum(amounts: { tokens: string }[], decimals: number): { tokens: string } {
  const units = amounts.reduce((total, amount) => total + (decimalToUnits(amount.tokens, decimals) ?? 0n), 0n);
  return { tokens: unitsToDecimal(units, decimals) };
}

function Figure({ label, value, slot, hint }: { label: string; value: string; slot: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-700 p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="text-xl font-semibold break-words text-white" data-slot={slot}>
        {value}
      </dd>
      {hint && <dd className="mt-1 text-xs text-gray-300">{hint}</dd>}
    </div>
  );
}

/** Summary and payouts of an approved plan. */
export function TokenPayouts({ data }: { data: InvestorDistribution & { plan: NonNullable<InvestorDistribution['plan']> } }) {
  const holdings = useStore($tokenHoldings);
  const { totals, unlocks, plan } = data;
  const toCome = sum([totals.scheduled, totals.due], plan.decimals);
  const next = unlocks.find((unlock) => unlock.status === 'scheduled' || unlock.status === 'due');
  const manyWallets = new Set(unlocks.map((unlock) => unlock.wallet)).size > 1;
  const columns: TableColumn[] = ['Unlock date', ...(manyWallets ? ['Wallet'] : []), { label: 'MRDX', align: 'end' }, 'Status', 'Transaction'];
  return (
    <section aria-labelledby="payouts-title" className="flex flex-col gap-4" data-slot="token-payouts">
      <h3 id="payouts-title" className="font-semibold text-white">
        Your token payouts
      </h3>
      <p className="text-sm text-gray-300">
        The team pushes each unlock to your wallet: there is nothing to claim. Referral rewards are paid whole with the first unlock. The payout plan was approved on {formatDateTime(plan.approvedAt)} and is public on the <a href="/ledger#distribution" className="text-cyan-300 underline">ledger</a>.
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Paid to your wallet" value={formatTokenAmount(totals.paid)} slot="payouts-paid" />
        <Figure label="Still to come" value={formatTokenAmount(toCome)} slot="payouts-to-come" hint={next ? `Next: ${formatTokenAmount(next.amount)} on ${formatDate(next.unlockAt)}` : undefined} />
        <Figure
          label="In your wallet on chain"
          value={holdings.status === 'ready' ? formatTokenAmount(holdings) : holdings.status === 'loading' ? 'Loading...' : 'Unavailable'}
          slot="payouts-on-chain"
          hint="Read from the Solana network now"
        />
      </dl>
      {totals.held.tokens !== '0' && <p className="text-sm text-rose-200">{formatTokenAmount(totals.held)} are held back by the team; contact support to learn why.</p>}
      {unlocks.length === 0 ? (
        <p className="text-gray-300" data-slot="payouts-none">
          The plan holds no payout for your wallets. Contributions that were refunded are not distributed.
        </p>
      ) : (
        // No minimum width: on a phone the cells wrap, so the transaction link stays in view.
        <Table caption="Your token payouts" columns={columns} smallOnPhones>
          {unlocks.map((unlock) => (
            <TableRow key={`${unlock.wallet}-${unlock.unlockAt}`} data-slot="payout" data-status={unlock.status} data-unlock-at={unlock.unlockAt}>
              <TableCell>{formatDate(unlock.unlockAt)}</TableCell>
              {manyWallets && <TableCell mono title={unlock.wallet}>{shorten(unlock.wallet)}</TableCell>}
              <TableCell align="end" mono>{formatTokenAmount(unlock.amount, { unit: false })}</TableCell>
              <TableCell className={PAYOUT_STATUS_TONES[unlock.status]}>
                {PAYOUT_STATUS_LABELS[unlock.status]}
                <span className="block text-xs text-gray-300">{unlock.status === 'paid' && unlock.paidAt ? `verified ${formatDateTime(unlock.paidAt)}` : PAYOUT_STATUS_HINTS[unlock.status]}</span>
              </TableCell>
              <TableCell>
                {unlock.signature && unlock.explorerUrl ? (
                  <a href={unlock.explorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-cyan-300 underline hover:text-cyan-200" data-slot="payout-link">
                    {shorten(unlock.signature)}
                    <span className="sr-only"> (payout transaction on Solana Explorer, opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="text-gray-300">—</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </section>
  );
}
