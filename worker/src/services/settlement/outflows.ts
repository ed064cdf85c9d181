// Every lamport that leaves the treasury, recorded from the chain by the watcher (docs/money-in.md,
// "Outflows"): one row per transaction in which the treasury's balance fell, with the fee it
// paid, the accounts that received the rest and what no account explains. What each part was (a
// verified refund, a sweep to a declared project wallet, or unexplained) is not stored: it is derived
// when read (OUTFLOW_PARTS), so a refund recorded or a project wallet declared later explains old rows.
import type { TransactionView } from '../chain/transaction-view';
import type { TreasuryMovement } from './treasury-movement';
import { log } from '../../lib/log';

/**
 * SQL of every part of every outflow as (signature, slot, block_time, kind, lamports, recipient): the fee the
 * treasury paid; each recipient's share, a refund when a recorded refund of that transaction paid that
 * wallet (a refund batch records one per wallet) or when it is the token account a refund batch created
 * for a stablecoin refund it paid (the account's rent), a sweep when the recipient is a declared project
 * wallet, unexplained otherwise; and what no recipient accounts for (unexplained).
 */
export const OUTFLOW_PARTS = `outflow_parts AS (
  SELECT signature, slot, block_time, 'fee' AS kind, fee_lamports AS lamports, NULL AS recipient
    FROM treasury_outflows WHERE fee_lamports > 0
  UNION ALL
  SELECT signature, slot, block_time, 'unexplained', unattributed_lamports, NULL
    FROM treasury_outflows WHERE unattributed_lamports > 0
  UNION ALL
  SELECT r.signature, o.slot, o.block_time,
    CASE WHEN EXISTS (SELECT 1 FROM refunds f WHERE f.signature = r.signature AND f.wallet = r.recipient) THEN 'refund'
         WHEN EXISTS (SELECT 1 FROM refund_lines l WHERE l.paid_signature = r.signature AND l.paid_by = 'batch' AND l.token_account = r.recipient) THEN 'refund'
         WHEN EXISTS (SELECT 1 FROM project_wallets p WHERE p.address = r.recipient) THEN 'sweep'
         ELSE 'unexplained' END,
    r.lamports, r.recipient
    FROM treasury_outflow_recipients r JOIN treasury_outflows o ON o.signature = r.signature)`;

/**
 * The statements that record the outflow of `view` (the treasury's balance fell by `-movement.change`),
 * once per signature: run them in one batch.
 */
export function outflowStatements(db: D1Database, view: TransactionView, movement: TreasuryMovement, now = new Date()): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO treasury_outflows (signature, slot, block_time, lamports, fee_lamports, unattributed_lamports, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (signature) DO NOTHING`,
      )
      .bind(view.signature, view.slot, (view.blockTime ?? new Date(0)).getTime(), Number(-movement.change), Number(movement.feePaid), Number(movement.unattributed), now.getTime()),
    ...movement.recipients.map((recipient) =>
      db
        .prepare('INSERT INTO treasury_outflow_recipients (signature, recipient, lamports) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
        .bind(view.signature, recipient.address, Number(recipient.lamports)),
    ),
  ];
}

/** Records the outflow of `view`; false when its signature was already recorded. */
export async function recordOutflow(db: D1Database, view: TransactionView, movement: TreasuryMovement, now = new Date()): Promise<boolean> {
  const [inserted] = await db.batch(outflowStatements(db, view, movement, now));
  if (inserted!.meta.changes !== 1) return false;
  log.info('treasury.outflow', {
    signature: view.signature, lamports: -movement.change, fee: movement.feePaid, unattributed: movement.unattributed,
    recipients: movement.recipients.map((recipient) => ({ address: recipient.address, lamports: recipient.lamports })),
  });
  return true;
}
