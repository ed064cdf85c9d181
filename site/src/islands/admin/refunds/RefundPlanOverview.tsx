// The refund plan at a glance: build it (with a confirm: it freezes what is owed into lines), or why it
// cannot be built; its status, size, flags, costs, the treasury and its SOL, the warnings, the hash to
// approve, Approve (a confirm dialog naming the hash) and the plan CSV.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RefundPlanAnswer, RefundPlanView } from '@core/api/refunds';
import { formatAssetDecimals } from '@core/asset-amount';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { actorName } from '../../../lib/distribution/labels';
import { REFUND_PLAN_STATUS_LABELS } from '../../../lib/refunds/labels';
import { approveRefundPlan, buildRefundPlan, REFUND_PLAN_CSV_HREF } from '../../../stores/admin/refund-plan';
import { $adminBusy } from '../../../stores/admin/session';
import { Button, buttonVariants } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Section } from '../AdminUi';
import { ApproveHashDialog } from '../payout/ApproveHashDialog';
import { AddressLink, Fact, PlanHash, PlanWarnings } from '../payout/PlanFact';

/** "3 wallets, 4 lines: 2.5 SOL, 150 USDC". */
const planSizeText = (plan: RefundPlanView) => `${formatCountOf(plan.wallets, 'wallet')}, ${formatCountOf(plan.lines, 'line')}: ${formatAssetDecimals(plan.assets.map((asset) => asset.amount))}`;

function statusText(plan: RefundPlanView): string {
  if (plan.status === 'draft') return `, built on ${formatDateTimeUtc(plan.builtAt)} by ${actorName(plan.builtBy)}. Review it, give each flagged line a choice, then approve its hash.`;
  const approved = ` on ${formatDateTimeUtc(plan.approvedAt)} by ${actorName(plan.approvedBy)}`;
  if (plan.status === 'approved') return `${approved}: it can no longer change. Pay each asset's refunds below with the treasury.`;
  return `${approved}; every line paid or held since ${formatDateTimeUtc(plan.finishedAt)}.`;
}

function BuildDialog({ rebuild, onClose }: { rebuild: boolean; onClose: () => void }) {
  const busy = useStore($adminBusy);
  return (
    <ConfirmDialog
      size="regular"
      title={rebuild ? 'Rebuild the refund plan?' : 'Build the refund plan?'}
      description="The plan takes every refund the treasury owes now and is in no live line: one line per wallet and asset, each paid back in the asset that came. The chain is read for flags (wallets off curve, frozen token accounts, refunds that cannot land, dust)."
      confirmLabel={rebuild ? 'Rebuild plan' : 'Build plan'}
      busyLabel="Building..."
      busy={busy === 'refund-build'}
      disabled={busy !== null}
      onCancel={onClose}
      onConfirm={() => void buildRefundPlan().then((done) => done && onClose())}
    >
      {rebuild && <p className="mt-4 text-sm text-muted">Rebuilding replaces this draft, its lines and their choices; its hash changes.</p>}
    </ConfirmDialog>
  );
}

function PlanFacts({ plan, cluster }: { plan: RefundPlanView; cluster: string }) {
  const { flagged, costs } = plan;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <Fact label="To refund" slot="refund-plan-total">
        {formatAssetDecimals(plan.assets.map((asset) => asset.amount))}
      </Fact>
      <Fact label="Wallets and lines">
        {formatCountOf(plan.wallets, 'wallet')}, {formatCountOf(plan.lines, 'line')}
        <span className="block text-sm font-normal text-muted">settling {formatCountOf(plan.sources, 'payment')}</span>
      </Fact>
      <Fact label="Flagged lines" slot="refund-plan-flags">
        {formatCount(flagged.offCurve)} off curve, {formatCount(flagged.frozen)} frozen, {formatCount(flagged.cannotLand)} cannot land, {formatCount(flagged.dust)} dust; {formatCount(flagged.undecided)} need a choice, {formatCount(flagged.held)} held
        <span className="block text-sm font-normal text-muted">Dust: under {formatCount(Number(plan.dustThresholdLamports))} lamports (REFUND_DUST_LAMPORTS)</span>
      </Fact>
      <Fact label={`Costs of every batch${plan.status === 'draft' ? ' (estimate)' : ''}`} slot="refund-plan-costs">
        {formatCountOf(costs.transactions, 'transaction')}: fees {formatSol(costs.fees.sol)} SOL, rent {formatSol(costs.rent.sol)} SOL for {formatCountOf(costs.accountsToCreate, 'token account')} to create
        <span className="block text-sm font-normal text-muted">Rent per account {formatSol(plan.rentPerAccount.sol)} SOL; together {formatSol(costs.total.sol)} SOL, paid by the treasury</span>
      </Fact>
      <Fact label="Treasury (signs every refund)" slot="refund-plan-treasury">
        <AddressLink address={plan.treasury} cluster={cluster} />
        <span className="block text-sm font-normal text-muted">
          {plan.treasurySol ? `Holds ${formatSol(plan.treasurySol.sol)} SOL now` : 'Its balance could not be read from the chain just now.'}
        </span>
      </Fact>
    </dl>
  );
}

/** The plan section of the refund plan. */
export function RefundPlanOverview({ answer, cluster }: { answer: RefundPlanAnswer; cluster: string }) {
  const busy = useStore($adminBusy);
  const [dialog, setDialog] = useState<'build' | 'approve' | null>(null);
  const { plan, canBuild, reason } = answer;
  const draft = plan?.status === 'draft';
  return (
    <Section
      title="Refund plan"
      actions={
        plan && (
          <a href={REFUND_PLAN_CSV_HREF} download className={buttonVariants({ variant: 'subtle', size: 'sm' })}>
            Export refund plan CSV
          </a>
        )
      }
    >
      {plan ? (
        <p className="text-sm text-muted" data-slot="refund-plan-status" data-status={plan.status}>
          <strong className={plan.status === 'draft' ? 'text-warning' : 'text-success'}>{REFUND_PLAN_STATUS_LABELS[plan.status]}</strong>
          {statusText(plan)}
        </p>
      ) : (
        <p className="text-muted">No refund plan yet. It pays back what the treasury owes (listed above) with the treasury&apos;s wallet, in batches, one asset at a time.</p>
      )}
      {!canBuild && reason && plan?.status === 'finished' && (
        <p className="text-sm text-muted" data-slot="refund-build-refusal">
          {reason}
        </p>
      )}
      {!canBuild && reason && (!plan || plan.status === 'draft') && (
        <p className="rounded-md border border-warning-line/60 bg-warning-surface/40 p-3 text-sm text-warning-strong" data-slot="refund-build-refusal">
          {reason}
        </p>
      )}
      {plan && <PlanFacts plan={plan} cluster={cluster} />}
      {plan && <PlanWarnings warnings={plan.warnings} title={draft ? 'Before approval' : 'Warnings'} slot="refund-plan-warnings" />}
      {plan && <PlanHash hash={plan.planHash} slot="refund-plan-hash" copyLabel="Copy the refund plan hash" />}
      {(canBuild || draft) && (
        <div className="flex flex-wrap gap-3">
          {canBuild && (
            <Button variant={draft ? 'subtle' : 'accent'} disabled={busy !== null} onClick={() => setDialog('build')}>
              {draft ? 'Rebuild the refund plan' : 'Build the refund plan'}
            </Button>
          )}
          {draft && (
            <Button variant="accent" disabled={busy !== null || plan.flagged.undecided > 0} onClick={() => setDialog('approve')}>
              Approve refund plan
            </Button>
          )}
        </div>
      )}
      {dialog === 'build' && <BuildDialog rebuild={draft} onClose={() => setDialog(null)} />}
      {dialog === 'approve' && plan && (
        <ApproveHashDialog
          title="Approve the refund plan?"
          description="Once approved the plan can never change, its batches are formed per asset, /ledger publishes it as the refund manifest, and your approval is kept in the audit log."
          confirmLabel="Approve refund plan"
          busyKey="refund-approve"
          planHash={plan.planHash}
          size={planSizeText(plan)}
          hashSlot="refund-approve-hash"
          onApprove={approveRefundPlan}
          onClose={() => setDialog(null)}
        />
      )}
    </Section>
  );
}
