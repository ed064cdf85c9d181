// Builds (or rebuilds, while a draft) the refund plan from what is owed and in no live plan line
// (owed-sources.ts): one line per wallet and asset in that asset's base units, with the reasons it adds
// up; reads each stablecoin line's associated token account and each SOL line's wallet from the chain
// to flag what cannot safely receive (core/refunds/line-flags.ts); hashes the lines; writes it all in
// one batch. Only one plan is live: a draft is replaced whole, an approved plan is never touched.
import { address, isAddress, isOffCurveAddress } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { stablecoinMint, type StablecoinSymbol } from '@core/payment-assets';
import { refundDustLamports, refundLineFlags } from '@core/refunds/line-flags';
import { refundLinesHash } from '@core/refunds/plan-hash';
import { tokenAccountSize } from '@core/distribution/programs';
import { auditStatement } from '../accounts/audit';
import type { SolanaRpc } from '../chain/solana-rpc';
import { existingAccounts, readTokenAccounts, rentExemption } from '../distribution/chain-reads';
import { accepted, refused, type Outcome } from '../distribution/outcome';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { softCapRefundsDue } from '../reconciliation/refunds-owed';
import { groupIntoLines, owedSources, sourcesFingerprint } from './owed-sources';
import { loadRefundPlan, planLines } from './plan-store';
import { REFUND_REFUSALS } from './refusals';

/** Lines and sources per statement: their JSON stays well under D1's bound-value size. */
const CHUNK = 2000;

/** Why a refund plan cannot be built now, or null. Reads D1 only. */
export async function refundBuildRefusal(env: Pick<Env, 'DB' | 'TREASURY_ADDRESS'>, now = new Date()): Promise<string | null> {
  if (!isAddress(env.TREASURY_ADDRESS?.trim() ?? '')) return REFUND_REFUSALS.notConfigured;
  const plan = await loadRefundPlan(env.DB);
  if (plan?.status === 'approved') return REFUND_REFUSALS.approved;
  const draft = plan?.status === 'draft' ? plan.id : null;
  if ((await owedSources(env.DB, await softCapRefundsDue(env.DB, now), draft, 1)).length === 0) return REFUND_REFUSALS.nothingOwed;
  return null;
}

/** Builds the refund plan as `actor`: its lines and sources written, or why not (a conflict). */
export async function buildRefundPlan(env: Env, rpc: SolanaRpc, actor: string, now = new Date()): Promise<Outcome<{ lines: number; sources: number }>> {
  const refusal = await refundBuildRefusal(env, now);
  if (refusal) return refused('conflict', refusal);
  const db = env.DB;
  const treasury = env.TREASURY_ADDRESS.trim();
  const previous = await loadRefundPlan(db);
  const draft = previous?.status === 'draft' ? previous : null;

  const sources = await owedSources(db, await softCapRefundsDue(db, now), draft?.id ?? null);
  if (sources.length === 0) return refused('conflict', REFUND_REFUSALS.nothingOwed);
  const grouped = groupIntoLines(sources);
  if (grouped.some((line) => line.wallet === treasury)) return refused('conflict', REFUND_REFUSALS.treasuryIsRecipient);
  const mints = new Map<string, { mint: string; tokenProgram: string }>();
  for (const line of grouped) {
    if (line.asset === 'SOL' || mints.has(line.asset)) continue;
    const coin = stablecoinMint(env.SOLANA_CLUSTER, line.asset as StablecoinSymbol);
    if (!coin) return refused('conflict', REFUND_REFUSALS.assetNotAccepted(line.asset));
    mints.set(line.asset, coin);
  }

  // The chain: each stablecoin line's associated token account, each SOL line's wallet, and rent.
  const tokenAccounts = await Promise.all(
    grouped.map(async (line) => {
      const coin = mints.get(line.asset);
      if (!coin) return null;
      const [ata] = await findAssociatedTokenPda({ owner: address(line.wallet), mint: address(coin.mint), tokenProgram: address(coin.tokenProgram) });
      return ata as string;
    }),
  );
  const accounts = await readTokenAccounts(rpc, tokenAccounts.filter((account): account is string => account !== null));
  const existing = await existingAccounts(rpc, grouped.filter((line) => line.asset === 'SOL').map((line) => line.wallet));
  const rentExemptLamports = await rentExemption(rpc, 0);
  const rentPerAccount = await rentExemption(rpc, tokenAccountSize(mints.values().next().value?.tokenProgram ?? ''));
  const dustThresholdLamports = refundDustLamports(env.REFUND_DUST_LAMPORTS);

  // A choice made on the draft being replaced stays with a line flagged the same way again.
  const kept = new Map((draft ? await planLines(db, draft.id) : []).filter((line) => line.choice !== null).map((line) => [`${line.asset} ${line.wallet}`, line]));
  const lines = grouped.map((line, index) => {
    const tokenAccount = tokenAccounts[index] ?? null;
    const accountState = tokenAccount ? (accounts.get(tokenAccount)?.state ?? 'missing') : null;
    const offCurve = isOffCurveAddress(address(line.wallet));
    const flags = refundLineFlags({
      asset: line.asset, amount: line.amount, decimals: line.decimals, offCurve, accountState,
      walletExists: existing.has(line.wallet), rentExemptLamports, dustThresholdLamports,
    });
    const previousChoice = flags.length > 0 ? kept.get(`${line.asset} ${line.wallet}`) : undefined;
    return {
      wallet: line.wallet, asset: line.asset, decimals: line.decimals, amount: line.amount.toString(), reasons: JSON.stringify(line.reasons),
      sources: line.sources.length, tokenAccount, accountState, offCurve: offCurve ? 1 : 0, flags: JSON.stringify(flags), flagged: flags.length > 0 ? 1 : 0,
      choice: previousChoice?.choice ?? null, choiceReason: previousChoice?.choice_reason ?? null, choiceBy: previousChoice?.choice_by ?? null, choiceAt: previousChoice?.choice_at ?? null,
    };
  });
  const linesHash = await refundLinesHash(treasury, grouped.map((line) => ({ asset: line.asset, wallet: line.wallet, amount: line.amount, sources: line.sources.map((source) => `${source.kind}:${source.id}`) })));
  const fingerprint = await sourcesFingerprint(sources);

  const planId = crypto.randomUUID();
  const at = now.getTime();
  const draftOnly = "EXISTS (SELECT 1 FROM refund_plans WHERE id = ?1 AND status = 'draft')";
  const statements: D1PreparedStatement[] = [];
  if (draft) {
    statements.push(
      db.prepare(`DELETE FROM refund_line_sources WHERE plan_id = ?1 AND ${draftOnly}`).bind(draft.id),
      db.prepare(`DELETE FROM refund_lines WHERE plan_id = ?1 AND ${draftOnly}`).bind(draft.id),
      db.prepare("DELETE FROM refund_plans WHERE id = ?1 AND status = 'draft'").bind(draft.id),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO refund_plans (id, status, treasury, wallets, lines, sources, rent_per_account_lamports, dust_threshold_lamports, source_fingerprint, lines_hash, built_at, built_by)
         VALUES (?1, 'draft', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
      )
      .bind(planId, treasury, new Set(lines.map((line) => line.wallet)).size, lines.length, sources.length, Number(rentPerAccount), Number(dustThresholdLamports), fingerprint, linesHash, at, actor),
  );
  for (let i = 0; i < lines.length; i += CHUNK) {
    statements.push(
      db
        .prepare(
          `INSERT INTO refund_lines (plan_id, wallet, asset, decimals, amount_base_units, reasons, sources, token_account, account_state, off_curve, flags, flagged, choice, choice_reason, choice_by, choice_at, status)
           SELECT ?1, json_extract(value, '$.wallet'), json_extract(value, '$.asset'), json_extract(value, '$.decimals'), json_extract(value, '$.amount'), json_extract(value, '$.reasons'), json_extract(value, '$.sources'), json_extract(value, '$.tokenAccount'),
             json_extract(value, '$.accountState'), json_extract(value, '$.offCurve'), json_extract(value, '$.flags'), json_extract(value, '$.flagged'), json_extract(value, '$.choice'), json_extract(value, '$.choiceReason'), json_extract(value, '$.choiceBy'),
             json_extract(value, '$.choiceAt'), 'planned'
           FROM json_each(?2)`,
        )
        .bind(planId, JSON.stringify(lines.slice(i, i + CHUNK))),
    );
  }
  for (let i = 0; i < sources.length; i += CHUNK) {
    const chunk = sources.slice(i, i + CHUNK).map((source) => ({ kind: source.kind, id: source.id, units: source.units.toString(), wallet: source.wallet, asset: source.asset }));
    statements.push(
      db
        .prepare(
          `INSERT INTO refund_line_sources (line_id, plan_id, kind, source_id, units, live)
           SELECT l.id, ?1, json_extract(j.value, '$.kind'), json_extract(j.value, '$.id'), json_extract(j.value, '$.units'), 1
           FROM json_each(?2) j JOIN refund_lines l ON l.plan_id = ?1 AND l.wallet = json_extract(j.value, '$.wallet') AND l.asset = json_extract(j.value, '$.asset')`,
        )
        .bind(planId, JSON.stringify(chunk)),
    );
  }
  statements.push(
    auditStatement(db, actor, 'refund_plan.built', planId, {
      lines: lines.length, sources: sources.length, linesHash, flagged: lines.filter((line) => line.flagged === 1).length, replaced: draft?.id ?? null,
    }, at),
  );
  try {
    await db.batch(statements);
  } catch (error) {
    // Another build or an approval won the one live plan meanwhile: nothing of this one was written.
    if (isUniqueViolation(error)) return refused('conflict', REFUND_REFUSALS.planChanged);
    throw error;
  }
  return accepted({ lines: lines.length, sources: sources.length });
}
