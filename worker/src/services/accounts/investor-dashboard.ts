// Builds GET /api/investor/dashboard for one investor from D1: holdings, the tracker's progress,
// contributions with pending intents, paying wallets, vesting per phase, refunds owed and paid, and
// recent activity.
import type { DashboardActivity, DashboardContribution, DashboardUnlock, InvestorDashboard } from '@core/api/investor';
import { explorerTxUrl } from '@core/explorer';
import { formatAssetAmount, toAssetDecimal, totalsByAsset, withUsdValue } from '@core/asset-amount';
import { tokenValueCents, vestingPlan, type PlannedUnlock } from '@core/holdings';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import type { ContributionPhase } from '@core/phase';
import { PHASES, TOKEN } from '@core/sale-config';
import { percentOfGoal } from '@core/sale-rules';
import { loadFundraisingStats } from '../sale/fundraising-stats';
import { loadSaleState } from '../sale/sale-state';
import type { InvestorRow } from './investor-accounts';
import { creditedContributionsOfEmail, walletsOfEmail, type CreditedContribution } from '../contributions/contribution-queries';
import type { ExplorerContext } from '../distribution/batch-queries';
import { walletRefunds } from '../reconciliation/wallet-refunds';
import { accountEvents, openIntents, type AccountEvent } from './investor-contributions';
import { INVESTOR_EVENTS } from './investor-events';
import { formatTokenBreakdown } from '@core/format/tokens';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
const tokensOf = (row: CreditedContribution) => row.tokenBaseUnits + (row.bonusBaseUnits ?? 0n);

/**
 * Everything the dashboard shows for `investor` at `now`. Reads only rows of this investor's email and id,
 * and the refunds of the wallets they paid from (those of their contributions and the account's).
 */
export async function buildInvestorDashboard(db: D1Database, investor: InvestorRow, now: Date, explorer: ExplorerContext): Promise<InvestorDashboard> {
  const [everyCredited, intents, events, sale, stats, refunds] = await Promise.all([
    creditedContributionsOfEmail(db, investor.email),
    openIntents(db, investor.email),
    accountEvents(db, investor.id),
    loadSaleState(db, now),
    loadFundraisingStats(db, now),
    walletsOfEmail(db, investor.email).then((wallets) =>
      walletRefunds(db, investor.wallet_address ? [...wallets, investor.wallet_address] : wallets, { explorer, now }),
    ),
  ]);
  // A refunded contribution stays listed (as refunded) but is no longer invested, owed or vesting.
  const credited = everyCredited.filter((row) => row.refundedAt === null);
  const icoEndsAt = sale.dates?.icoEndsAt ?? null;
  const base = sum(credited.map((row) => row.tokenBaseUnits));
  const bonusRecorded = credited.some((row) => row.bonusBaseUnits !== null);
  const total = sum(credited.map(tokensOf));

  const phases = (['WHITELIST', 'ICO'] as const).filter((phase) => credited.some((row) => row.phase === phase));
  const plans = phases.map((phase) => vestingPlan(phase, sum(credited.filter((row) => row.phase === phase).map(tokensOf)), icoEndsAt, now));
  const upcoming = plans.flatMap((plan) => (plan.nextUnlock?.date ? [plan.nextUnlock] : [])).sort((a, b) => a.date!.getTime() - b.date!.getTime());
  const nextDate = upcoming[0]?.date ?? null;

  return {
    account: {
      username: investor.username ?? investor.email,
      email: investor.email,
      hasUsername: investor.username !== null,
      verifiedInvestor: credited.length > 0,
    },
    investment: {
      totalUsd: centsToUsd(sum(credited.map((row) => row.usdCents))),
      totalSol: formatLamportsAsSol(sum(credited.map((row) => row.lamports))),
      paid: totalsByAsset(credited.map((row) => row.amount)).map(toAssetDecimal),
      contributions: credited.length,
    },
    tokens: {
      baseUnits: String(base),
      bonusBaseUnits: bonusRecorded ? String(total - base) : null,
      totalBaseUnits: String(total),
      decimals: TOKEN.decimals,
      symbol: TOKEN.symbol,
      approxUsd: centsToUsd(tokenValueCents(total, sale.phase)),
      priceUsd: PHASES[sale.phase].tokenPrice,
      pricePhase: sale.phase,
    },
    ico: {
      phase: sale.phase,
      progressPercent: percentOfGoal(stats.currentAmount, stats.goal),
      daysRemaining: stats.daysRemaining,
      raisedUsd: stats.currentAmount,
      goalUsd: stats.goal,
      hardCapUsd: stats.hardCap,
      icoEndsAt: icoEndsAt?.toISOString() ?? null,
    },
    contributions: [...intents.map(intentRow), ...[...everyCredited].reverse().map((row) => creditedRow(row, explorer))],
    wallets: walletsOf(credited),
    vesting: {
      startsWhenIcoEnds: icoEndsAt === null,
      icoEndsAt: icoEndsAt?.toISOString() ?? null,
      schedules: plans.map((plan) => ({
        phase: plan.phase,
        totalBaseUnits: String(plan.totalBaseUnits),
        unlocks: plan.unlocks.map(unlockView),
        claimableBaseUnits: String(plan.claimableBaseUnits),
        nextUnlock: plan.nextUnlock ? unlockView(plan.nextUnlock) : null,
      })),
      claimableBaseUnits: String(sum(plans.map((plan) => plan.claimableBaseUnits))),
      nextUnlock: nextDate
        ? { date: nextDate.toISOString(), amount: String(sum(upcoming.filter((u) => u.date!.getTime() === nextDate.getTime()).map((u) => u.amount))) }
        : null,
    },
    refunds,
    activity: activityOf(credited, events),
    generatedAt: now.toISOString(),
  };
}

function unlockView(unlock: PlannedUnlock): DashboardUnlock {
  return { afterDays: unlock.afterDays, percent: unlock.percent, date: unlock.date?.toISOString() ?? null, amount: String(unlock.amount), unlocked: unlock.unlocked };
}

const priceOf = (phase: ContributionPhase) => PHASES[phase].tokenPrice;

function creditedRow(row: CreditedContribution, explorer: ExplorerContext): DashboardContribution {
  return {
    id: row.id,
    status: row.refundedAt ? 'refunded' : 'confirmed',
    date: row.blockTime.toISOString(),
    phase: row.phase,
    sol: formatLamportsAsSol(row.lamports),
    ...toAssetDecimal(row.amount),
    usd: centsToUsd(row.usdCents),
    price: priceOf(row.phase),
    tokenBaseUnits: String(row.tokenBaseUnits),
    bonusBaseUnits: row.bonusBaseUnits === null ? null : String(row.bonusBaseUnits),
    walletAddress: row.walletAddress,
    signature: row.signature,
    reason: null,
    refundSignature: row.refundSignature,
    refundExplorerUrl: row.refundSignature ? explorerTxUrl(row.refundSignature, explorer.cluster, explorer.rpcUrl) : null,
  };
}

function intentRow(intent: Awaited<ReturnType<typeof openIntents>>[number]): DashboardContribution {
  return {
    id: intent.id,
    status: intent.status,
    date: intent.createdAt.toISOString(),
    phase: intent.phase,
    sol: formatLamportsAsSol(intent.lamports),
    ...toAssetDecimal(intent.amount),
    usd: centsToUsd(intent.usdCents),
    price: priceOf(intent.phase),
    tokenBaseUnits: String(intent.tokenBaseUnits),
    bonusBaseUnits: null,
    walletAddress: intent.walletAddress,
    signature: intent.signature,
    reason: intent.reason,
    refundSignature: null,
    refundExplorerUrl: null,
  };
}

function walletsOf(credited: CreditedContribution[]): InvestorDashboard['wallets'] {
  const byWallet = new Map<string, { contributions: number; cents: bigint }>();
  for (const row of credited) {
    const entry = byWallet.get(row.walletAddress) ?? { contributions: 0, cents: 0n };
    byWallet.set(row.walletAddress, { contributions: entry.contributions + 1, cents: entry.cents + row.usdCents });
  }
  return [...byWallet].map(([address, entry]) => ({ address, contributions: entry.contributions, usd: centsToUsd(entry.cents) }));
}

const EVENT_KINDS: Record<string, DashboardActivity['kind']> = {
  [INVESTOR_EVENTS.signedIn]: 'signed-in',
  [INVESTOR_EVENTS.passwordChanged]: 'password-changed',
  [INVESTOR_EVENTS.temporaryPasswordRevoked]: 'password-revoked',
  [INVESTOR_EVENTS.accountCreated]: 'account-created',
  [INVESTOR_EVENTS.usernameSet]: 'username-set',
};

/** Credits and account events merged, newest first, at most 20. */
function activityOf(credited: CreditedContribution[], events: AccountEvent[]): DashboardActivity[] {
  const credits = credited.map((row) => ({
    kind: 'contribution-credited' as const,
    at: row.creditedAt,
    detail: `${withUsdValue(formatAssetAmount(row.amount), row.usdCents)} for ${formatTokenBreakdown(row.tokenBaseUnits, row.bonusBaseUnits ?? 0n)}`,
  }));
  const accountActivity = events.flatMap((event) => {
    const kind = EVENT_KINDS[event.action];
    if (!kind) return [];
    const { method, username } = event.detail;
    const detail = typeof method === 'string' ? method : typeof username === 'string' ? username : '';
    return [{ kind, at: event.at, detail }];
  });
  return [...credits, ...accountActivity]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 20)
    .map((item) => ({ kind: item.kind, at: item.at.toISOString(), detail: item.detail }));
}
