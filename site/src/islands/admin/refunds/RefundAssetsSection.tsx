// The refund plan per asset (each paid by its own batches: the treasury's SOL, or its token account of
// a stablecoin): lines, amount, held, progress, costs and the treasury's balance of it; and the asset in
// view: once approved, "Pay <asset> refunds" with the treasury in the admin's browser wallet through the
// one payout runner, the progress, and its batches with their transactions.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RefundAssetView, RefundPlanView } from '@core/api/refunds';
import { formatAssetDecimal } from '@core/asset-amount';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { refundBatchList, showRefundBatchesOf, verifyRefundsNow } from '../../../stores/admin/refund-plan';
import { refundSigning } from '../../../stores/admin/refund-signing';
import { Button } from '../../ui/Button';
import { Table, TableCell, TableRow } from '../../ui/Table';
import { Section } from '../AdminUi';
import { BatchesList } from '../payout/BatchesList';
import { RunProgress } from '../payout/RunProgress';
import { SignerPanel } from '../payout/SignerPanel';

const amountText = (amount: { amount: string; asset: RefundAssetView['asset'] }) => formatAssetDecimal(amount.amount, amount.asset);

/** The asset's state in words. */
export function assetStatus(asset: RefundAssetView, plan: RefundPlanView): string {
  const { paidLines, payableLines, mismatchBatches, sendingBatches } = asset.progress;
  if (payableLines === 0) return 'Held';
  if (paidLines === payableLines) return 'Paid';
  if (plan.status === 'draft') return 'Approve the plan first';
  if (mismatchBatches > 0) return 'Paying: needs the team';
  return sendingBatches > 0 || paidLines > 0 ? 'Paying' : 'Ready to pay';
}

function costsText(asset: RefundAssetView, plan: RefundPlanView): string {
  const { costs } = asset;
  return `${formatCountOf(costs.transactions, 'transaction')}, fees ${formatSol(costs.fees.sol)} SOL, ${formatCountOf(costs.accountsToCreate, 'account')} to create, rent ${formatSol(costs.rent.sol)} SOL${plan.status === 'draft' ? ' (estimate)' : ''}`;
}

const unpaid = (asset: RefundAssetView) => asset.progress.paidLines < asset.progress.payableLines;

function SelectedAsset({ plan, asset, cluster }: { plan: RefundPlanView; asset: RefundAssetView; cluster: string }) {
  const { progress } = asset;
  return (
    <section aria-labelledby="selected-refund-asset-title" className="flex flex-col gap-4 rounded-lg border border-line bg-surface/60 p-4" data-slot="selected-refund-asset" data-asset={asset.asset}>
      <h3 id="selected-refund-asset-title" className="text-lg font-semibold text-heading">
        {asset.asset} refunds · {assetStatus(asset, plan)}
      </h3>
      <RunProgress
        label={`${asset.asset} refunds paid`}
        noun="refunds"
        paid={progress.paidLines}
        payable={progress.payableLines}
        amounts={`${amountText(progress.paidAmount)} of ${amountText(asset.amount)}${asset.heldLines > 0 ? ` (${amountText(asset.heldAmount)} held)` : ''}`}
        batches={progress}
      />
      <p className="text-sm text-muted">{costsText(asset, plan)}</p>
      {plan.status === 'draft' && <p className="text-sm text-muted">Its batches are formed when the plan is approved; then the treasury signs them here.</p>}
      {plan.status !== 'draft' && (
        <>
          {unpaid(asset) && (
            <SignerPanel
              signing={refundSigning}
              runKey={asset.asset}
              title="Sign with the treasury"
              actionLabel={`Pay ${asset.asset} refunds`}
              signable={progress.readyBatches + progress.failedBatches + progress.sendingBatches > 0}
              verifyBusyKey="refund-verify"
              onVerify={() => void verifyRefundsNow({ announce: true })}
            />
          )}
          <BatchesList list={refundBatchList} cluster={cluster} amountLabel={asset.asset} amountOf={(batch) => formatAssetDecimal(batch.amount.amount, batch.amount.asset)} noBatches="No batches: every line of this asset is held" />
        </>
      )}
    </section>
  );
}

/** The Refunds by asset section of the refund plan. */
export function RefundAssetsSection({ plan, cluster }: { plan: RefundPlanView; cluster: string }) {
  const params = useStore(refundBatchList.$params);
  const selected = plan.assets.find((asset) => asset.asset === params.asset);
  useEffect(() => {
    const start = plan.assets.find(unpaid) ?? plan.assets[0];
    if (!selected && start) void showRefundBatchesOf(start.asset);
  }, [plan, selected]);
  return (
    <Section title="Refunds by asset">
      <Table
        look="framed"
        caption="Refunds by asset"
        columns={['Asset', { label: 'Lines', align: 'end' }, { label: 'Amount', align: 'end' }, { label: 'Paid', align: 'end' }, 'Status', 'Costs', 'Treasury holds', 'Actions']}
        empty={plan.assets.length === 0 ? 'No refunds in this plan' : null}
        className="min-w-[60rem]"
      >
        {plan.assets.map((asset) => (
          <TableRow key={asset.asset} data-asset={asset.asset} aria-current={asset === selected ? 'true' : undefined} className={asset === selected ? 'bg-accent-soft/40' : undefined}>
            <TableCell>{asset.asset}</TableCell>
            <TableCell align="end">{formatCount(asset.lines)}</TableCell>
            <TableCell align="end">
              {amountText(asset.amount)}
              {asset.heldLines > 0 && <span className="block text-xs text-danger-strong">{amountText(asset.heldAmount)} held</span>}
            </TableCell>
            <TableCell align="end">
              {formatCount(asset.progress.paidLines)} / {formatCount(asset.progress.payableLines)}
            </TableCell>
            <TableCell>{assetStatus(asset, plan)}</TableCell>
            <TableCell className="max-w-[16rem] text-xs text-muted">{costsText(asset, plan)}</TableCell>
            <TableCell>{asset.balance ? amountText(asset.balance) : <span className="text-muted">Unreadable just now</span>}</TableCell>
            <TableCell>
              <Button size="sm" variant="subtle" aria-pressed={asset === selected} onClick={() => void showRefundBatchesOf(asset.asset)}>
                View {asset.asset} refunds
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </Table>
      {selected && <SelectedAsset plan={plan} asset={selected} cluster={cluster} />}
    </Section>
  );
}
