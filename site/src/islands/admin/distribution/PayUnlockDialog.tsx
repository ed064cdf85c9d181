// "Pay unlock N": what paying it takes, shown BEFORE anything happens: payouts and tokens, how many
// transactions, their fees, the token accounts it will create and their rent, beside what the
// distribution wallet holds. Confirming opens the unlock (the server forms its batches); signing follows.
import { useStore } from '@nanostores/react';
import type { DistributionPlanView, DistributionUnlockView } from '@core/api/distribution';
import { formatSol } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { openUnlock } from '../../../stores/admin/distribution';
import { $adminBusy } from '../../../stores/admin/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-line-soft py-1.5 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-heading">{value}</dd>
    </div>
  );
}

/** The confirmation of opening `unlock`, with its costs. */
export function PayUnlockDialog({ plan, unlock, onClose }: { plan: DistributionPlanView; unlock: DistributionUnlockView; onClose: () => void }) {
  const busy = useStore($adminBusy);
  const { costs } = unlock;
  const name = `Pay unlock ${unlock.number}`;
  return (
    <ConfirmDialog
      size="regular"
      title={`${name}?`}
      description={`Due ${formatDateTimeUtc(unlock.unlockAt)}. Opening it forms its batches; then you sign them with the distribution wallet.`}
      confirmLabel={`Open unlock ${unlock.number}`}
      busyLabel="Opening..."
      busy={busy === `distribution-open-${unlock.number}`}
      disabled={busy !== null}
      onCancel={onClose}
      onConfirm={() => void openUnlock(unlock).then((opened) => opened && onClose())}
    >
      <dl className="mt-4 text-sm" data-slot="pay-costs">
        <Row label="Payouts" value={`${formatCount(unlock.progress.payableRows)}${unlock.heldRows > 0 ? ` (${formatCount(unlock.heldRows)} held, not paid)` : ''}`} />
        <Row label="Tokens" value={`${formatTokenAmount(unlock.amount)}${unlock.heldRows > 0 ? `, of which ${formatTokenAmount(unlock.heldAmount)} held` : ''}`} />
        <Row label="Transactions" value={formatCount(costs.transactions)} />
        <Row label="Fees" value={`${formatSol(costs.fees.sol)} SOL`} />
        <Row label="Token accounts to create" value={`${formatCount(costs.accountsToCreate)} × ${formatSol(plan.rentPerAccount.sol)} SOL`} />
        <Row label="Rent of those accounts" value={`${formatSol(costs.rent.sol)} SOL`} />
        <Row label="SOL needed" value={`${formatSol(costs.total.sol)} SOL`} />
        <Row label="Distribution wallet holds" value={plan.balances ? `${formatTokenAmount(plan.balances.tokens)} and ${formatSol(plan.balances.sol.sol)} SOL` : 'unreadable just now'} />
      </dl>
      <p className="mt-3 text-xs text-muted">
        Estimated from the token accounts found when the plan was built; the server reads them again when it forms the batches, and refuses if the wallet is short. A priority fee, if you add one, comes on top.
      </p>
    </ConfirmDialog>
  );
}
