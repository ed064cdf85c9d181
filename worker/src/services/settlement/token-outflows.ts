// Every stablecoin unit that leaves the treasury's token accounts, recorded from the chain by the
// watcher like the SOL outflows (outflows.ts): one row per transaction and asset, the wallets whose
// token accounts of that mint rose (largest first, up to what left), and what none of them explains.
// What each part was (a verified refund in that asset, a sweep to a declared project wallet, or
// unexplained) is derived when read (TOKEN_OUTFLOW_PARTS), as for SOL.
import type { TransactionView } from '../chain/transaction-view';
import { decimalsIn, receivedByTreasury, symbolOf, type PaymentAsset } from './payment-asset';
import { log } from '../../lib/log';

/** One stablecoin outflow of one transaction, in base units of the mint. */
export interface TokenOutflow {
  asset: PaymentAsset & { kind: 'token' };
  amount: bigint;
  decimals: number;
  recipients: { wallet: string; amount: bigint }[];
  unattributed: bigint;
}

/**
 * SQL of every part of every stablecoin outflow as (signature, slot, block_time, asset, kind, token_amount,
 * recipient): each recipient's share, a refund when a recorded refund of that transaction paid that wallet
 * in that asset, a sweep to a declared project wallet, unexplained otherwise; and what no recipient
 * accounts for (unexplained).
 */
export const TOKEN_OUTFLOW_PARTS = `token_outflow_parts AS (
  SELECT signature, slot, block_time, asset, 'unexplained' AS kind, unattributed_amount AS token_amount, NULL AS recipient
    FROM treasury_token_outflows WHERE unattributed_amount != '0'
  UNION ALL
  SELECT r.signature, o.slot, o.block_time, r.asset,
    CASE WHEN EXISTS (SELECT 1 FROM refunds f WHERE f.signature = r.signature AND f.wallet = r.recipient AND f.asset = r.asset) THEN 'refund'
         WHEN EXISTS (SELECT 1 FROM project_wallets p WHERE p.address = r.recipient) THEN 'sweep'
         ELSE 'unexplained' END,
    r.token_amount, r.recipient
    FROM treasury_token_outflow_recipients r JOIN treasury_token_outflows o ON o.signature = r.signature AND o.asset = r.asset)`;

/** What left the treasury's token account of `asset` in `view`, and where it went; null when nothing left it. */
export function tokenOutflowOf(view: TransactionView, treasury: string, asset: PaymentAsset): TokenOutflow | null {
  if (asset.kind !== 'token' || !view.succeeded) return null;
  const change = receivedByTreasury(view, treasury, asset);
  if (change >= 0n) return null;
  let left = -change;
  const risers = view.tokenChanges
    .filter((entry) => entry.mint === asset.mint && entry.owner && entry.owner !== treasury && entry.change > 0n)
    .sort((a, b) => (a.change === b.change ? 0 : a.change > b.change ? -1 : 1));
  const recipients: TokenOutflow['recipients'] = [];
  for (const entry of risers) {
    if (left <= 0n) break;
    const amount = entry.change < left ? entry.change : left;
    const known = recipients.find((recipient) => recipient.wallet === entry.owner);
    if (known) known.amount += amount;
    else recipients.push({ wallet: entry.owner!, amount });
    left -= amount;
  }
  return { asset, amount: -change, decimals: decimalsIn(view, asset), recipients, unattributed: left };
}

/** Records `outflow` of `view` once per signature and asset; false when it was already recorded. */
export async function recordTokenOutflow(db: D1Database, view: TransactionView, outflow: TokenOutflow, now = new Date()): Promise<boolean> {
  const symbol = symbolOf(outflow.asset);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO treasury_token_outflows (signature, asset, token_amount, token_decimals, unattributed_amount, slot, block_time, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(view.signature, symbol, outflow.amount.toString(), outflow.decimals, outflow.unattributed.toString(), view.slot, (view.blockTime ?? new Date(0)).getTime(), now.getTime()),
    ...outflow.recipients.map((recipient) =>
      db
        .prepare('INSERT INTO treasury_token_outflow_recipients (signature, asset, recipient, token_amount) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .bind(view.signature, symbol, recipient.wallet, recipient.amount.toString()),
    ),
  ]);
  if (inserted!.meta.changes !== 1) return false;
  log.info('treasury.token_outflow', {
    signature: view.signature, asset: symbol, units: outflow.amount, unattributed: outflow.unattributed,
    recipients: outflow.recipients.map((recipient) => ({ wallet: recipient.wallet, units: recipient.amount })),
  });
  return true;
}
