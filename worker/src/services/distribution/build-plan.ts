// Builds (or rebuilds, while a draft) the distribution plan once the sale is over: derives every
// payout from the sale's records, reads the mint and each recipient's associated token account from the
// chain to flag those that cannot safely receive, hashes the rows, and writes it all in one batch.
import { address, isAddress, isOffCurveAddress } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { plannedPayouts, unlockDates, type PlannedPayout } from '@core/distribution/plan-rules';
import { rowsHash } from '@core/distribution/plan-hash';
import { tokenAccountSize } from '@core/distribution/programs';
import { closedBelowSoftCap } from '@core/reconciliation';
import { loadSaleState } from '../sale/sale-state';
import { readMintFacts } from '../chain/mint-facts';
import { readTokenAccounts, rentExemption } from './chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { pendingSources, sourceFingerprint, walletEntitlements } from './plan-sources';
import { buildAuditStatement, buildStatements, loadPlan, recipientChoices, type PlanBuild, type RecipientRecord } from './plan-store';
import { DISTRIBUTION_REFUSALS, mintRefusal, pendingIntentsRefusal } from './refusals';
import { accepted, refused, type Outcome } from './outcome';

/** The configured mint and distribution wallet, or null when either is missing or malformed. */
export function distributionConfig(env: Pick<Env, 'TOKEN_MINT_ADDRESS' | 'DISTRIBUTION_WALLET_ADDRESS'>) {
  const mint = env.TOKEN_MINT_ADDRESS?.trim() ?? '';
  const wallet = env.DISTRIBUTION_WALLET_ADDRESS?.trim() ?? '';
  return isAddress(mint) && isAddress(wallet) ? { mint, distributionWallet: wallet } : null;
}

/** Why a plan cannot be built now (the first refusal, in words), or null. Reads D1 only. */
export async function buildRefusal(env: Env, now: Date): Promise<string | null> {
  if (!distributionConfig(env)) return DISTRIBUTION_REFUSALS.notConfigured;
  const state = await loadSaleState(env.DB, now);
  if (state.phase !== 'LISTING' || !state.dates) return DISTRIBUTION_REFUSALS.saleNotOver;
  if (closedBelowSoftCap({ icoEndsAt: state.dates.icoEndsAt, raisedCents: state.totals.raisedCents, softCapCents: state.settings.softCapCents, now })) {
    return DISTRIBUTION_REFUSALS.belowSoftCap;
  }
  if ((await loadPlan(env.DB))?.status === 'approved') return DISTRIBUTION_REFUSALS.approved;
  const pending = await pendingSources(env.DB);
  if (pending.pendingIntents > 0) return pendingIntentsRefusal(pending.pendingIntents, pending.pendingUntil);
  return null;
}

/** Every recipient with its associated token account, as the chain shows it now. */
async function recipientsOf(rpc: SolanaRpc, payouts: PlannedPayout[], mint: string, tokenProgram: string): Promise<RecipientRecord[]> {
  const byWallet = new Map<string, { rows: number; total: bigint }>();
  for (const payout of payouts) {
    const entry = byWallet.get(payout.wallet) ?? { rows: 0, total: 0n };
    entry.rows += 1;
    entry.total += payout.amount;
    byWallet.set(payout.wallet, entry);
  }
  const wallets = [...byWallet.keys()];
  const tokenAccounts = await Promise.all(
    wallets.map(async (wallet) => (await findAssociatedTokenPda({ owner: address(wallet), mint: address(mint), tokenProgram: address(tokenProgram) }))[0] as string),
  );
  const accounts = await readTokenAccounts(rpc, tokenAccounts);
  return wallets.map((wallet, index) => {
    const tokenAccount = tokenAccounts[index]!;
    const offCurve = isOffCurveAddress(address(wallet));
    const accountState = accounts.get(tokenAccount)?.state ?? 'missing';
    const { rows, total } = byWallet.get(wallet)!;
    return { wallet, tokenAccount, offCurve, accountState, flagged: offCurve || accountState === 'frozen', choice: null, choiceReason: null, choiceBy: null, choiceAt: null, rows, total };
  });
}

/** Builds the plan as `actor`: the recipients and rows written, or why it cannot be built now (a conflict). */
export async function buildPlan(env: Env, rpc: SolanaRpc, actor: string, now = new Date()): Promise<Outcome<{ recipients: number; rows: number }>> {
  const refusal = await buildRefusal(env, now);
  if (refusal) return refused('conflict', refusal);
  const config = distributionConfig(env)!;
  const { dates } = await loadSaleState(env.DB, now);
  const icoEndsAt = dates!.icoEndsAt;

  const mint = await readMintFacts(rpc, config.mint);
  if (!mint) return refused('conflict', DISTRIBUTION_REFUSALS.mintMissing);
  if (!mint.exactTransfers) return refused('conflict', mintRefusal(mint.reason));
  const [sourceTokenAccount] = await findAssociatedTokenPda({ owner: address(config.distributionWallet), mint: address(config.mint), tokenProgram: address(mint.tokenProgram) });

  const fingerprint = await sourceFingerprint(env.DB);
  const payouts = (await walletEntitlements(env.DB)).flatMap((entitlement) => plannedPayouts(entitlement, icoEndsAt, mint.decimals));
  if (payouts.length === 0) return refused('conflict', DISTRIBUTION_REFUSALS.nothingOwed);
  if (payouts.some((payout) => payout.wallet === config.distributionWallet)) return refused('conflict', DISTRIBUTION_REFUSALS.distributionWalletIsRecipient);

  const recipients = await recipientsOf(rpc, payouts, config.mint, mint.tokenProgram);
  const kept = await recipientChoices(env.DB);
  for (const recipient of recipients) if (recipient.flagged) Object.assign(recipient, kept.get(recipient.wallet) ?? {});
  const rentPerAccount = await rentExemption(rpc, tokenAccountSize(mint.tokenProgram));
  const header = { mint: config.mint, tokenProgram: mint.tokenProgram, decimals: mint.decimals, distributionWallet: config.distributionWallet };
  const hash = await rowsHash(header, payouts.map((payout) => ({ wallet: payout.wallet, unlockAt: payout.unlockAt.getTime(), amount: payout.amount })));

  const sum = (pick: (payout: PlannedPayout) => bigint) => payouts.reduce((total, payout) => total + pick(payout), 0n);
  const unlocks = unlockDates(icoEndsAt).flatMap((date, index) => {
    const onDate = payouts.filter((payout) => payout.unlockAt.getTime() === date.getTime());
    return onDate.length === 0 ? [] : [{ unlockAt: date.getTime(), number: index + 1, rows: onDate.length, total: onDate.reduce((total, payout) => total + payout.amount, 0n) }];
  });
  const build: PlanBuild = {
    token: crypto.randomUUID(),
    plan: {
      mint: config.mint,
      token_program: mint.tokenProgram,
      decimals: mint.decimals,
      distribution_wallet: config.distributionWallet,
      source_token_account: sourceTokenAccount,
      ico_ends_at: icoEndsAt.getTime(),
      recipients: recipients.length,
      rows: payouts.length,
      total_base_units: sum((payout) => payout.amount).toString(),
      purchased_base_units: sum((payout) => payout.purchased).toString(),
      referral_base_units: sum((payout) => payout.referral).toString(),
      rent_per_account_lamports: Number(rentPerAccount),
      source_fingerprint: fingerprint,
      rows_hash: hash,
      built_at: now.getTime(),
      built_by: actor,
    },
    recipients,
    rows: payouts.map((payout) => ({ ...payout, unlockAt: payout.unlockAt.getTime() })),
    unlocks,
  };
  const detail = {
    recipients: recipients.length,
    rows: payouts.length,
    total: build.plan.total_base_units,
    decimals: mint.decimals,
    rowsHash: hash,
    flagged: recipients.filter((recipient) => recipient.flagged).length,
  };
  const results = await env.DB.batch([...buildStatements(env.DB, build), buildAuditStatement(env.DB, build.token, actor, detail, now.getTime())]);
  // The plan row is the first statement: no change means it was approved meanwhile, so nothing was written.
  if (results[0]?.meta.changes !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.approved);
  return accepted({ recipients: recipients.length, rows: payouts.length });
}
