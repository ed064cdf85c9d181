// The investor dashboard's reads of its open intents and account events; its credited contributions
// come from the contributions table's owner (services/contributions/contribution-queries.ts).
import type { AssetAmount } from '@core/asset-amount';
import type { ContributionPhase } from '@core/phase';
import { amountOfColumns, moneyColumnsSql } from '../../db/money-columns';
import { investorActor } from './investor-events';

/** An intent of this investor that is not credited: pending (waiting, or seen on chain) or refused. */
export interface OpenIntent {
  id: string;
  status: 'pending' | 'failed';
  walletAddress: string;
  phase: ContributionPhase;
  /** 0 for a stablecoin intent. */
  lamports: bigint;
  /** What the intent asks to be paid, in its asset. */
  amount: AssetAmount;
  usdCents: bigint;
  tokenBaseUnits: bigint;
  reason: string | null;
  signature: string | null;
  createdAt: Date;
}

/** One recorded account event (sign-in, password change...), newest first. */
export interface AccountEvent {
  action: string;
  detail: Record<string, unknown>;
  at: Date;
}

interface IntentRow {
  id: string;
  status: 'pending' | 'rejected' | 'expired';
  wallet_address: string;
  phase: ContributionPhase;
  lamports: number;
  asset: string;
  token_amount: string | null;
  token_decimals: number | null;
  usd_cents: number;
  token_base_units: string;
  status_reason: string | null;
  reported_signature: string | null;
  created_at: number;
}

/**
 * This email's intents that are not credited: pending ones, rejected ones, and expired ones that
 * reported a payment (an expired intent nobody paid is an abandoned form, not a contribution).
 */
export async function openIntents(db: D1Database, email: string): Promise<OpenIntent[]> {
  const { results } = await db
    .prepare(
      `SELECT id, status, wallet_address, phase, ${moneyColumnsSql()}, usd_cents, token_base_units, status_reason, reported_signature, created_at
       FROM contribution_intents
       WHERE email = ? AND (status IN ('pending', 'rejected') OR (status = 'expired' AND reported_signature IS NOT NULL))
       ORDER BY status = 'pending' DESC, created_at DESC LIMIT 50`,
    )
    .bind(email)
    .all<IntentRow>();
  return results.map((row) => ({
    id: row.id,
    status: row.status === 'pending' ? 'pending' : 'failed',
    walletAddress: row.wallet_address,
    phase: row.phase,
    lamports: BigInt(row.lamports),
    amount: amountOfColumns(row),
    usdCents: BigInt(row.usd_cents),
    tokenBaseUnits: BigInt(row.token_base_units),
    reason: row.status_reason ?? (row.status === 'expired' ? 'The payment window expired' : null),
    signature: row.reported_signature,
    createdAt: new Date(row.created_at),
  }));
}

/** The investor's latest recorded account events. */
export async function accountEvents(db: D1Database, investorId: string, limit = 20): Promise<AccountEvent[]> {
  const { results } = await db
    .prepare('SELECT action, detail, created_at FROM audit_log WHERE actor = ? ORDER BY created_at DESC LIMIT ?')
    .bind(investorActor(investorId), limit)
    .all<{ action: string; detail: string; created_at: number }>();
  return results.map((row) => ({ action: row.action, detail: parseDetail(row.detail), at: new Date(row.created_at) }));
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
