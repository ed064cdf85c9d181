// The treasury's public accounting (docs/money-in.md, "6. Outflows"): what it received
// (credited contributions, unmatched payments and funding from the project's own wallets), what left it (verified refunds, sweeps to declared
// project wallets, fees, unexplained outflows), each with its latest transactions, and the balance the
// records add up to, from the opening balance the watcher read. Nothing here papers over a gap: the
// page compares this with the balance on chain and shows any difference as unexplained.
import { shortenAddress } from '@core/address';
import { formatLamportsAsSol } from '@core/lamports';
import { LEDGER_LINE_ITEMS, type LedgerLine, type LedgerMovement, type TreasuryAccounting } from '@core/api/ledger';
import type { OutflowKind } from '@core/api/treasury';
import { latestOutflowParts, outflowTotals } from '../reconciliation/outflow-list';
import type { PaymentAsset } from '../settlement/payment-asset';
import { projectFundingLabelSql, projectFundingSql } from '../reconciliation/project-funding';
import { loadStablecoinAccounting } from './stablecoin-accounting';

const amount = (lamports: bigint) => ({ lamports: lamports.toString(), sol: formatLamportsAsSol(lamports) });

function movement(row: { signature: string; time: string; lamports: string; recipient?: string | null; sender?: string; label?: string | null }): LedgerMovement {
  const address = row.sender ?? row.recipient ?? null;
  return {
    signature: row.signature, time: row.time, ...amount(BigInt(row.lamports)),
    wallet: address ? shortenAddress(address, 'public') : null, address, label: row.label ?? null,
  };
}

/** The accounting of `treasury` from D1 (no cache), in SOL and in each stablecoin of `assets`. */
export async function loadTreasuryAccounting(db: D1Database, treasury: string, assets: readonly PaymentAsset[] = []): Promise<TreasuryAccounting> {
  const funding = projectFundingSql('u');
  const [totals, unmatched, latestUnmatched, funded, latestFunding, cursor, lastRun] = await db.batch<unknown>([
    // sale_totals counts contributions in every asset; the SOL ones are those less the stablecoin rows
    // (counted through their partial index), so the SOL line does not count USDC transactions.
    db.prepare(
      "SELECT raised_lamports AS lamports, contributions - (SELECT COUNT(*) FROM contributions WHERE asset != 'SOL') AS transactions FROM sale_totals WHERE id = 1",
    ),
    db.prepare(`SELECT COALESCE(SUM(u.lamports), 0) AS lamports, COUNT(*) AS transactions FROM unmatched_payments u WHERE u.status != 'credited' AND u.asset = 'SOL' AND NOT ${funding}`),
    db
      .prepare(`SELECT u.signature, u.sender, u.lamports, u.block_time FROM unmatched_payments u WHERE u.status != 'credited' AND u.asset = 'SOL' AND NOT ${funding} ORDER BY u.created_at DESC, u.id DESC LIMIT ?`)
      .bind(LEDGER_LINE_ITEMS),
    db.prepare(`SELECT COALESCE(SUM(u.lamports), 0) AS lamports, COUNT(*) AS transactions FROM unmatched_payments u WHERE u.asset = 'SOL' AND ${funding}`),
    db
      .prepare(
        `SELECT u.signature, u.sender, u.lamports, u.block_time, ${projectFundingLabelSql('u')} AS label FROM unmatched_payments u
         WHERE u.asset = 'SOL' AND ${funding} ORDER BY u.created_at DESC, u.id DESC LIMIT ?`,
      )
      .bind(LEDGER_LINE_ITEMS),
    db.prepare('SELECT opening_lamports, opening_signature FROM chain_cursors WHERE account = ?').bind(treasury),
    db.prepare('SELECT started_at FROM watcher_runs ORDER BY id DESC LIMIT 1'),
  ]);
  const first = <T>(result: D1Result<unknown> | undefined) => result?.results[0] as T | undefined;
  const credited = first<{ lamports: number; transactions: number }>(totals);
  const open = first<{ lamports: number; transactions: number }>(unmatched)!;
  const fromTeam = first<{ lamports: number; transactions: number }>(funded)!;
  const [stablecoins, outflows, ...latest] = await Promise.all([
    loadStablecoinAccounting(db, assets),
    outflowTotals(db),
    ...(['refund', 'sweep', 'fee', 'unexplained'] as const).map((kind) => latestOutflowParts(db, kind, LEDGER_LINE_ITEMS)),
  ]);
  const [refunds, sweeps, fees, unexplained] = (['refund', 'sweep', 'fee', 'unexplained'] as const).map(
    (kind: OutflowKind, index): LedgerLine => ({ ...outflows[kind], latest: latest[index]!.map(movement) }),
  ) as [LedgerLine, LedgerLine, LedgerLine, LedgerLine];

  const creditedLamports = BigInt(credited?.lamports ?? 0);
  const unmatchedLamports = BigInt(open.lamports);
  const fundingLamports = BigInt(fromTeam.lamports);
  const received = creditedLamports + unmatchedLamports + fundingLamports;
  type InboundRow = { signature: string; sender: string; lamports: number; block_time: number; label?: string | null };
  const inbound = (rows: D1Result<unknown> | undefined) =>
    (rows!.results as InboundRow[]).map((row) => movement({ signature: row.signature, sender: row.sender, lamports: String(row.lamports), time: new Date(row.block_time).toISOString(), label: row.label }));
  const left = [refunds, sweeps, fees, unexplained].reduce((sum, line) => sum + BigInt(line.lamports), 0n);
  const openingRow = first<{ opening_lamports: number | null; opening_signature: string | null }>(cursor);
  const opening = openingRow?.opening_lamports ? BigInt(openingRow.opening_lamports) : 0n;
  const run = first<{ started_at: number }>(lastRun);
  return {
    treasury,
    opening: opening > 0n ? { ...amount(opening), signature: openingRow!.opening_signature! } : null,
    received: {
      ...amount(received),
      credited: { ...amount(creditedLamports), transactions: credited?.transactions ?? 0, latest: [] },
      unmatched: { ...amount(unmatchedLamports), transactions: open.transactions, latest: inbound(latestUnmatched) },
      funding: { ...amount(fundingLamports), transactions: fromTeam.transactions, latest: inbound(latestFunding) },
    },
    left: { ...amount(left), refunds, sweeps, fees, unexplained },
    recorded: amount(opening + received - left),
    recordedAt: run ? new Date(run.started_at).toISOString() : null,
    stablecoins,
  };
}
