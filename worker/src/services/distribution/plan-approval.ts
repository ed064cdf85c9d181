// The admin's decisions on a draft plan: a choice (pay anyway, or hold) for each flagged recipient, and
// approval, after which nothing in the plan changes. Approval re-reads every row and checks it against
// the build's rows hash, refuses a plan whose sources moved since, and freezes the plan hash the admin
// reviewed; held recipients' rows become `held`, and the referrals paid by the plan `rewarded`.
import { planHash, rowsHash } from '@core/distribution/plan-hash';
import { pendingSources, sourceFingerprint } from './plan-sources';
import { allPayouts, heldWallets, loadPlan } from './plan-store';
import { DISTRIBUTION_REFUSALS, openUnmatchedRefusal, undecidedRefusal } from './refusals';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';
import { accepted, refused, type Outcome } from './outcome';

/** Records the admin's choice for a flagged recipient of the draft plan; audited. */
export async function chooseForRecipient(db: D1Database, actor: string, wallet: string, choice: 'pay' | 'hold', reason: string, now = Date.now()): Promise<Outcome<null>> {
  const plan = await loadPlan(db);
  if (!plan) return refused('conflict', DISTRIBUTION_REFUSALS.noPlan);
  if (plan.status === 'approved') return refused('conflict', DISTRIBUTION_REFUSALS.approved);
  const recipient = await db.prepare('SELECT flagged, off_curve, account_state, choice FROM distribution_recipients WHERE wallet = ?').bind(wallet)
    .first<{ flagged: number; off_curve: number; account_state: string; choice: string | null }>();
  if (!recipient) return refused('unknown', DISTRIBUTION_REFUSALS.recipientUnknown);
  if (recipient.flagged !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.recipientNotFlagged);
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE distribution_recipients SET choice = ?1, choice_reason = ?2, choice_by = ?3, choice_at = ?4
         WHERE wallet = ?5 AND flagged = 1 AND EXISTS (SELECT 1 FROM distribution_plans WHERE id = 1 AND status = 'draft')`,
      )
      .bind(choice, reason, actor, now, wallet),
    auditStatement(
      db,
      actor,
      'distribution.recipient_choice',
      wallet,
      { choice, reason, previous: recipient.choice, offCurve: recipient.off_curve === 1, accountState: recipient.account_state },
      now,
      AFTER_ONE_CHANGE,
    ),
  ]);
  if (update?.meta.changes !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.approved);
  return accepted(null);
}

/** Approves the draft whose plan hash is `reviewedHash`; audited. Returns the approved hash. */
export async function approvePlan(db: D1Database, actor: string, reviewedHash: string, now = Date.now()): Promise<Outcome<string>> {
  const plan = await loadPlan(db);
  if (!plan) return refused('conflict', DISTRIBUTION_REFUSALS.noPlan);
  if (plan.status === 'approved') return refused('conflict', DISTRIBUTION_REFUSALS.approved);
  const undecided = await db.prepare('SELECT COUNT(*) AS n FROM distribution_recipients WHERE flagged = 1 AND choice IS NULL').first<{ n: number }>();
  if (undecided!.n > 0) return refused('conflict', undecidedRefusal(undecided!.n));
  const { openUnmatched } = await pendingSources(db);
  if (openUnmatched > 0) return refused('conflict', openUnmatchedRefusal(openUnmatched));
  if ((await sourceFingerprint(db)) !== plan.source_fingerprint) return refused('conflict', DISTRIBUTION_REFUSALS.sourcesChanged);
  const header = { mint: plan.mint, tokenProgram: plan.token_program, decimals: plan.decimals, distributionWallet: plan.distribution_wallet };
  if ((await rowsHash(header, await allPayouts(db))) !== plan.rows_hash) return refused('conflict', DISTRIBUTION_REFUSALS.rowsTampered);
  const held = await heldWallets(db);
  const hash = await planHash(plan.rows_hash, held);
  if (hash !== reviewedHash) return refused('conflict', DISTRIBUTION_REFUSALS.planChanged);

  // Every statement after the first runs only if this approval won (same build, same held set).
  const won = "EXISTS (SELECT 1 FROM distribution_plans WHERE id = 1 AND status = 'approved' AND plan_hash = ?1 AND approved_at = ?2)";
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE distribution_plans SET status = 'approved', plan_hash = ?1, approved_at = ?2, approved_by = ?3
         WHERE id = 1 AND status = 'draft' AND build_token = ?4
           AND ?5 = (SELECT COALESCE(json_group_array(wallet), '[]') FROM (SELECT wallet FROM distribution_recipients WHERE choice = 'hold' ORDER BY wallet))`,
      )
      .bind(hash, now, actor, plan.build_token, JSON.stringify(held)),
    db.prepare(`UPDATE distribution_rows SET status = 'held' WHERE wallet IN (SELECT wallet FROM distribution_recipients WHERE choice = 'hold') AND ${won}`).bind(hash, now),
    db.prepare(`UPDATE referrals SET status = 'rewarded', rewarded_at = ?2 WHERE status = 'confirmed' AND ${won}`).bind(hash, now),
    auditStatement(
      db,
      actor,
      'distribution.plan_approved',
      'distribution_plan',
      { planHash: hash, rowsHash: plan.rows_hash, held, recipients: plan.recipients, rows: plan.rows, total: plan.total_base_units, decimals: plan.decimals },
      now,
      { sql: won, params: [hash, now] },
    ),
  ]);
  if (update?.meta.changes !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.planChanged);
  return accepted(hash);
}
