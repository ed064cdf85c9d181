// What a distribution plan is built from, read from D1: each wallet's unrefunded purchases per phase
// (base + bonus tokens), the referral rewards each wallet earned, a fingerprint of both (approval
// refuses a plan whose sources changed), and what would still change them (pending intents, open
// unmatched payments).
import type { WalletEntitlement } from '@core/distribution/plan-rules';
import { unrefundedCreditsSummary, walletsOwedAfter, type WalletOwedRow } from '../contributions/contribution-queries';
import { COUNTING_STATUSES, sumBaseUnitsSql } from '../referrals/referral-sql';
import { referralRewardsPerWallet } from '../referrals/referral-rewards';

const WALLETS_PER_READ = 5000;

/** Every wallet owed tokens: purchases per phase and referral rewards, in configured base units, by wallet. */
export async function walletEntitlements(db: D1Database): Promise<WalletEntitlement[]> {
  const byWallet = new Map<string, WalletEntitlement>();
  let after: string | null = null;
  for (;;) {
    const { results }: { results: WalletOwedRow[] } = await walletsOwedAfter(db, after, WALLETS_PER_READ).all<WalletOwedRow>();
    for (const row of results) {
      byWallet.set(row.wallet_address, { wallet: row.wallet_address, whitelist: BigInt(row.whitelist_base_units), ico: BigInt(row.ico_base_units), referral: 0n });
    }
    if (results.length < WALLETS_PER_READ) break;
    after = results.at(-1)!.wallet_address;
  }
  for (const reward of await referralRewardsPerWallet(db)) {
    const entry = byWallet.get(reward.walletAddress) ?? { wallet: reward.walletAddress, whitelist: 0n, ico: 0n, referral: 0n };
    entry.referral += reward.rewardBaseUnits;
    byWallet.set(reward.walletAddress, entry);
  }
  return [...byWallet.values()].sort((a, b) => (a.wallet < b.wallet ? -1 : 1));
}

/**
 * Counts and sums of what the plan is built from: unrefunded contributions and counting referrals.
 * Equal fingerprints mean no contribution was credited or refunded and no referral earned or lost since.
 */
export async function sourceFingerprint(db: D1Database): Promise<string> {
  const [contributions, referrals] = await db.batch<{ n: number; units: string }>([
    unrefundedCreditsSummary(db),
    db.prepare(`SELECT COUNT(*) AS n, ${sumBaseUnitsSql('reward_base_units')} AS units FROM referrals WHERE status IN ${COUNTING_STATUSES}`),
  ]);
  const [c] = contributions!.results;
  const [r] = referrals!.results;
  return `contributions ${c!.n} ${c!.units}; referrals ${r!.n} ${r!.units}`;
}

/** What could still add to the plan's sources: intents that may yet be paid, and payments the admin has not settled. */
export async function pendingSources(db: D1Database): Promise<{ pendingIntents: number; pendingUntil: Date | null; openUnmatched: number }> {
  const [intents, unmatched] = await db.batch<{ n: number; until: number | null }>([
    db.prepare("SELECT COUNT(*) AS n, MAX(expires_at) AS until FROM contribution_intents WHERE status = 'pending'"),
    db.prepare("SELECT COUNT(*) AS n, NULL AS until FROM unmatched_payments WHERE status = 'open'"),
  ]);
  const [i] = intents!.results;
  const [u] = unmatched!.results;
  return { pendingIntents: i!.n, pendingUntil: i!.until === null ? null : new Date(i!.until), openUnmatched: u!.n };
}
