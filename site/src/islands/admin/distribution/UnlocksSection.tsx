// Every unlock of the plan with its date, amount, status, progress and costs, and the one in view:
// before it is opened, "Pay unlock N" shows what paying takes (transactions, fees, rent of the token
// accounts it creates) and opens it; once open, the signer and its batches.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { DistributionPlanView, DistributionUnlockView } from '@core/api/distribution';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { actorName } from '../../../lib/distribution/labels';
import { batchList, showBatchesOf, verifyNow } from '../../../stores/admin/distribution';
import { distributionSigning } from '../../../stores/admin/distribution-signing';
import { $adminBusy } from '../../../stores/admin/session';
import { Button } from '../../ui/Button';
import { Table, TableCell, TableRow } from '../../ui/Table';
import { Section } from '../AdminUi';
import { BatchesList } from '../payout/BatchesList';
import { PayUnlockDialog } from './PayUnlockDialog';
import { SignerPanel } from '../payout/SignerPanel';
import { RunProgress } from '../payout/RunProgress';

/** The unlock's state in words. */
export function unlockStatus(unlock: DistributionUnlockView, approved: boolean): string {
  const { paidRows, payableRows, mismatchBatches } = unlock.progress;
  if (payableRows === 0) return 'Held';
  if (paidRows === payableRows) return 'Paid';
  if (!unlock.due) return 'Scheduled';
  if (!unlock.openedAt) return approved ? 'Due: not opened' : 'Due (approve the plan first)';
  return mismatchBatches > 0 ? 'Paying: needs the team' : 'Paying';
}

function costsText(unlock: DistributionUnlockView): string {
  const { costs } = unlock;
  return `${formatCountOf(costs.transactions, 'transaction')}, fees ${formatSol(costs.fees.sol)} SOL, ${formatCountOf(costs.accountsToCreate, 'account')} to create, rent ${formatSol(costs.rent.sol)} SOL${unlock.openedAt ? '' : ' (estimate)'}`;
}

/** The unlock a fresh view starts on: the first open one left to pay, else the first due one, else the first. */
function defaultUnlock(plan: DistributionPlanView): DistributionUnlockView | undefined {
  const unpaid = (unlock: DistributionUnlockView) => unlock.progress.paidRows < unlock.progress.payableRows;
  return plan.unlocks.find((unlock) => unlock.openedAt && unpaid(unlock)) ?? plan.unlocks.find((unlock) => unlock.due && unpaid(unlock)) ?? plan.unlocks[0];
}

function SelectedUnlock({ plan, unlock, cluster }: { plan: DistributionPlanView; unlock: DistributionUnlockView; cluster: string }) {
  const busy = useStore($adminBusy);
  const [confirming, setConfirming] = useState(false);
  const approved = plan.status === 'approved';
  return (
    <section aria-labelledby="selected-unlock-title" className="flex flex-col gap-4 rounded-lg border border-line bg-surface/60 p-4" data-slot="selected-unlock" data-unlock={unlock.number}>
      <h3 id="selected-unlock-title" className="text-lg font-semibold text-heading">
        Unlock {unlock.number}: {formatDateTimeUtc(unlock.unlockAt)} · {unlockStatus(unlock, approved)}
      </h3>
      <RunProgress
        label={`Payouts of unlock ${unlock.number} paid`}
        noun="payouts"
        paid={unlock.progress.paidRows}
        payable={unlock.progress.payableRows}
        amounts={`${formatTokenAmount(unlock.progress.paidAmount)} of ${formatTokenAmount(unlock.amount)}`}
        batches={unlock.progress}
      />
      <p className="text-sm text-muted">{costsText(unlock)}</p>
      {!unlock.openedAt && approved && unlock.due && unlock.progress.payableRows > 0 && (
        <div>
          <Button variant="accent" disabled={busy !== null} onClick={() => setConfirming(true)}>
            Pay unlock {unlock.number}
          </Button>
        </div>
      )}
      {!unlock.due && <p className="text-sm text-muted">It can be paid from {formatDateTimeUtc(unlock.unlockAt)}.</p>}
      {unlock.openedAt && (
        <>
          <p className="text-sm text-muted">
            Opened {formatDateTimeUtc(unlock.openedAt)} by {actorName(unlock.openedBy)}: {formatCountOf(unlock.batches, 'batch', 'batches')}.
          </p>
          {unlock.progress.paidRows < unlock.progress.payableRows && (
            <SignerPanel
              signing={distributionSigning}
              runKey={unlock.unlockAt}
              title="Sign with the distribution wallet"
              actionLabel="Sign and send"
              signable={unlock.progress.readyBatches + unlock.progress.failedBatches + unlock.progress.sendingBatches > 0}
              verifyBusyKey="distribution-verify"
              onVerify={() => void verifyNow({ announce: true })}
            />
          )}
          <BatchesList list={batchList} cluster={cluster} amountLabel="MRDX" amountOf={(batch) => formatTokenAmount(batch.amount, { unit: false })} noBatches="No batches: open the unlock to form them" />
        </>
      )}
      {confirming && <PayUnlockDialog plan={plan} unlock={unlock} onClose={() => setConfirming(false)} />}
    </section>
  );
}

/** The Unlocks section of the Distribution tab. */
export function UnlocksSection({ plan, cluster }: { plan: DistributionPlanView; cluster: string }) {
  const params = useStore(batchList.$params);
  const selected = plan.unlocks.find((unlock) => unlock.unlockAt === params.unlockAt);
  useEffect(() => {
    const start = defaultUnlock(plan);
    if (!selected && start) void showBatchesOf(start.unlockAt);
  }, [plan, selected]);
  const approved = plan.status === 'approved';
  return (
    <Section title="Unlocks">
      <Table look="framed" caption="Unlocks" columns={['Unlock', 'Date (UTC)', { label: 'MRDX', align: 'end' }, { label: 'Payouts paid', align: 'end' }, 'Status', 'Costs', 'Actions']} className="min-w-[56rem]">
        {plan.unlocks.map((unlock) => (
          <TableRow key={unlock.unlockAt} data-unlock={unlock.number} aria-current={unlock === selected ? 'true' : undefined} className={unlock === selected ? 'bg-accent-soft/40' : undefined}>
            <TableCell>Unlock {unlock.number}</TableCell>
            <TableCell>{formatDateTimeUtc(unlock.unlockAt)}</TableCell>
            <TableCell align="end">
              {formatTokenAmount(unlock.amount, { unit: false })}
              {unlock.heldRows > 0 && <span className="block text-xs text-danger-strong">{formatTokenAmount(unlock.heldAmount, { unit: false })} held</span>}
            </TableCell>
            <TableCell align="end">
              {formatCount(unlock.progress.paidRows)} / {formatCount(unlock.progress.payableRows)}
            </TableCell>
            <TableCell>{unlockStatus(unlock, approved)}</TableCell>
            <TableCell className="max-w-[18rem] text-xs text-muted">{costsText(unlock)}</TableCell>
            <TableCell>
              <Button size="sm" variant="subtle" aria-pressed={unlock === selected} onClick={() => void showBatchesOf(unlock.unlockAt)}>
                {unlock.openedAt ? `Batches of unlock ${unlock.number}` : `View unlock ${unlock.number}`}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </Table>
      {selected && <SelectedUnlock plan={plan} unlock={selected} cluster={cluster} />}
    </Section>
  );
}
