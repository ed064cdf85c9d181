// The plan at a glance: build it (or why it cannot be built yet), its totals, the mint, program and
// decimals read from the chain, the distribution wallet and its balances, the costs of every unlock,
// the flags and warnings, the hash to approve, Approve (a confirm dialog naming the hash) and exports.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DistributionPlanAnswer, DistributionPlanView } from '@core/api/distribution';
import { TOKEN_2022_PROGRAM } from '@core/distribution/programs';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { actorName } from '../../../lib/distribution/labels';
import { approvePlan, buildPlan, DISTRIBUTION_CSV } from '../../../stores/admin/distribution';
import { $adminBusy } from '../../../stores/admin/session';
import { Button, buttonVariants } from '../../ui/Button';
import { Section } from '../AdminUi';
import { ApproveHashDialog } from '../payout/ApproveHashDialog';
import { AddressLink, Fact, PlanHash, PlanWarnings } from '../payout/PlanFact';

/** "4 wallets, 16 payouts, 1,000 MRDX over 4 unlocks". */
const planSizeText = (plan: DistributionPlanView) =>
  `${formatCountOf(plan.recipients, 'wallet')}, ${formatCountOf(plan.rows, 'payout')}, ${formatTokenAmount(plan.total)} over ${formatCountOf(plan.unlocks.length, 'unlock')}`;

function PlanFacts({ plan, cluster }: { plan: DistributionPlanView; cluster: string }) {
  const program = plan.tokenProgram === TOKEN_2022_PROGRAM ? 'Token-2022' : 'SPL Token';
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Fact label="Purchased (base + bonus)" slot="plan-purchased">{formatTokenAmount(plan.purchased)}</Fact>
        <Fact label="Referral rewards" slot="plan-referral">{formatTokenAmount(plan.referral)}</Fact>
        <Fact label="Total to distribute" slot="plan-total">{formatTokenAmount(plan.total)}</Fact>
        <Fact label="Recipients and payouts">{formatCountOf(plan.recipients, 'wallet')}, {formatCountOf(plan.rows, 'payout')} over {formatCountOf(plan.unlocks.length, 'unlock')}</Fact>
        <Fact label="Costs of every unlock" slot="plan-costs">
          {formatCountOf(plan.costs.transactions, 'transaction')}: fees {formatSol(plan.costs.fees.sol)} SOL, rent {formatSol(plan.costs.rent.sol)} SOL for {formatCountOf(plan.costs.accountsToCreate, 'token account')} to create
          <span className="block text-sm font-normal text-muted">Rent per account {formatSol(plan.rentPerAccount.sol)} SOL; fees and rent together {formatSol(plan.costs.total.sol)} SOL</span>
        </Fact>
        <Fact label="Flagged recipients" slot="plan-flags">
          {formatCount(plan.flagged.offCurve)} off curve, {formatCount(plan.flagged.frozen)} frozen; {formatCount(plan.flagged.undecided)} need a choice, {formatCount(plan.flagged.held)} held
        </Fact>
      </dl>
      <dl className="grid gap-3 lg:grid-cols-2">
        <Fact label={`Mint (read from the chain: ${program}, ${plan.decimals} decimals)`} slot="plan-mint">
          <AddressLink address={plan.mint} cluster={cluster} />
          <span className="block text-sm font-normal text-muted">
            Token program <span className="font-mono break-all">{plan.tokenProgram}</span>
            {plan.decimals !== plan.configuredDecimals && ` · the sale recorded ${plan.configuredDecimals} decimals; amounts are converted`}
          </span>
        </Fact>
        <Fact label="Distribution wallet (signs every payout)" slot="plan-wallet">
          <AddressLink address={plan.distributionWallet} cluster={cluster} />
          <span className="block text-sm font-normal text-muted" data-slot="plan-balances">
            {plan.balances
              ? `Holds ${formatTokenAmount(plan.balances.tokens)} and ${formatSol(plan.balances.sol.sol)} SOL now`
              : 'Its balances could not be read from the chain just now.'}
          </span>
        </Fact>
      </dl>
    </>
  );
}

/** The plan section of the Distribution tab. */
export function PlanOverview({ answer, cluster }: { answer: DistributionPlanAnswer; cluster: string }) {
  const busy = useStore($adminBusy);
  const [approving, setApproving] = useState(false);
  const { plan, canBuild, reason } = answer;
  const draft = plan?.status === 'draft';
  const exports = plan && (
    <>
      <a href={DISTRIBUTION_CSV.plan} download className={buttonVariants({ variant: 'subtle', size: 'sm' })}>
        Export plan CSV
      </a>
      <a href={DISTRIBUTION_CSV.attempts} download className={buttonVariants({ variant: 'subtle', size: 'sm' })}>
        Export attempts CSV
      </a>
    </>
  );
  return (
    <Section title="Plan" actions={exports}>
      {plan ? (
        <p className="text-sm text-muted" data-slot="plan-status" data-status={plan.status}>
          <strong className={plan.status === 'approved' ? 'text-success' : 'text-warning'}>{plan.status === 'approved' ? 'Approved' : 'Draft'}</strong>
          {plan.status === 'approved' ? ` on ${formatDateTimeUtc(plan.approvedAt)} by ${actorName(plan.approvedBy)}: it can no longer change.` : `, built on ${formatDateTimeUtc(plan.builtAt)} by ${actorName(plan.builtBy)}. Review it, give each flagged recipient a choice, then approve its hash.`}
          {' '}First unlock at the ICO end, {formatDateTimeUtc(plan.icoEndsAt)}.
        </p>
      ) : (
        <p className="text-muted">No distribution plan yet. It is built from the credited, unrefunded contributions and the earned referral rewards once the sale is over.</p>
      )}
      {!canBuild && reason && !(plan?.status === 'approved') && (
        <p className="rounded-md border border-warning-line/60 bg-warning-surface/40 p-3 text-sm text-warning-strong" data-slot="build-refusal">
          {reason}
        </p>
      )}
      {plan && <PlanFacts plan={plan} cluster={cluster} />}
      {plan && <PlanWarnings warnings={plan.warnings} title="Before approval" slot="plan-warnings" />}
      {plan && <PlanHash hash={plan.planHash} slot="plan-hash" copyLabel="Copy the plan hash" />}
      {(canBuild || draft) && (
        <div className="flex flex-wrap gap-3">
          {canBuild && (
            <Button variant={plan ? 'subtle' : 'accent'} disabled={busy !== null} onClick={() => void buildPlan()}>
              {busy === 'distribution-build' ? 'Building...' : plan ? 'Rebuild the plan' : 'Build the plan'}
            </Button>
          )}
          {draft && (
            <Button variant="accent" disabled={busy !== null || plan.flagged.undecided > 0} onClick={() => setApproving(true)}>
              Approve plan
            </Button>
          )}
        </div>
      )}
      {approving && plan && (
        <ApproveHashDialog
          title="Approve the distribution plan?"
          description="Once approved the plan can never change, /ledger publishes it as the payout manifest, and your approval is kept in the audit log."
          confirmLabel="Approve plan"
          busyKey="distribution-approve"
          planHash={plan.planHash}
          size={planSizeText(plan)}
          hashSlot="approve-hash"
          onApprove={approvePlan}
          onClose={() => setApproving(false)}
        />
      )}
    </Section>
  );
}
