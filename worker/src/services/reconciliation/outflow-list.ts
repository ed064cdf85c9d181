// Reads the treasury's outflows with what each part was, derived now from the recorded refunds and the
// declared project wallets (settlement/outflows.ts): a page of outflows for the console, newest first (by slot) and filtered
// by kind, the totals per kind, and the latest parts of one kind for the public ledger.
import { formatLamportsAsSol } from '@core/lamports';
import { OUTFLOW_KINDS, type AdminOutflowView, type OutflowKind, type OutflowKindTotal, type OutflowPart } from '@core/api/treasury';
import type { OutflowListQuery } from '@core/schemas/treasury';
import { OUTFLOW_PARTS } from '../settlement/outflows';

interface PartRow {
  signature: string;
  block_time: number;
  kind: OutflowKind;
  lamports: number;
  recipient: string | null;
  label: string | null;
}

const PARTS_WITH_LABELS = `WITH ${OUTFLOW_PARTS}
  SELECT p.signature, p.block_time, p.kind, p.lamports, p.recipient, w.label
  FROM outflow_parts p LEFT JOIN project_wallets w ON w.address = p.recipient`;

const sol = (lamports: bigint) => ({ lamports: lamports.toString(), sol: formatLamportsAsSol(lamports) });

function part(row: PartRow): OutflowPart {
  return { kind: row.kind, ...sol(BigInt(row.lamports)), recipient: row.recipient, label: row.label };
}

/** The kind a whole outflow is listed as: unexplained if any part is, else its refund or sweep, else fee. */
export function outflowKind(parts: { kind: OutflowKind }[]): OutflowKind {
  for (const kind of ['unexplained', 'refund', 'sweep'] as const) if (parts.some((p) => p.kind === kind)) return kind;
  return 'fee';
}

/** Lamports and transactions per kind over every outflow. */
export async function outflowTotals(db: D1Database): Promise<Record<OutflowKind, OutflowKindTotal>> {
  const { results } = await db
    .prepare(`WITH ${OUTFLOW_PARTS} SELECT kind, SUM(lamports) AS lamports, COUNT(DISTINCT signature) AS transactions FROM outflow_parts GROUP BY kind`)
    .all<{ kind: OutflowKind; lamports: number; transactions: number }>();
  const totals = Object.fromEntries(OUTFLOW_KINDS.map((kind) => [kind, { ...sol(0n), transactions: 0 }])) as Record<OutflowKind, OutflowKindTotal>;
  for (const row of results) totals[row.kind] = { ...sol(BigInt(row.lamports)), transactions: row.transactions };
  return totals;
}

/** One page of outflows, newest first (`kind` keeps those with a part of that kind), with how many match. */
export async function outflowPage(db: D1Database, query: OutflowListQuery): Promise<{ items: AdminOutflowView[]; total: number }> {
  const byKind = query.kind !== 'all';
  const where = byKind ? 'WHERE EXISTS (SELECT 1 FROM outflow_parts p WHERE p.signature = o.signature AND p.kind = ?)' : '';
  const params = byKind ? [query.kind] : [];
  const [page, counted] = await db.batch<unknown>([
    db
      .prepare(`WITH ${OUTFLOW_PARTS} SELECT o.signature, o.slot, o.block_time, o.lamports FROM treasury_outflows o ${where}
        ORDER BY o.slot DESC, o.signature DESC LIMIT ? OFFSET ?`)
      .bind(...params, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`WITH ${OUTFLOW_PARTS} SELECT COUNT(*) AS total FROM treasury_outflows o ${where}`).bind(...params),
  ]);
  const rows = page!.results as { signature: string; slot: number; block_time: number; lamports: number }[];
  const parts = rows.length === 0 ? [] : (await db
    .prepare(`${PARTS_WITH_LABELS} WHERE p.signature IN (SELECT value FROM json_each(?1)) ORDER BY p.lamports DESC`)
    .bind(JSON.stringify(rows.map((row) => row.signature)))
    .all<PartRow>()).results;
  const items = rows.map((row) => {
    const own = parts.filter((p) => p.signature === row.signature).map(part);
    return { signature: row.signature, slot: row.slot, time: new Date(row.block_time).toISOString(), ...sol(BigInt(row.lamports)), kind: outflowKind(own), parts: own };
  });
  return { items, total: (counted!.results[0] as { total: number }).total };
}

/** The latest `limit` parts of `kind`, newest first (the public ledger's links). */
export async function latestOutflowParts(db: D1Database, kind: OutflowKind, limit: number) {
  const { results } = await db.prepare(`${PARTS_WITH_LABELS} WHERE p.kind = ?1 ORDER BY p.slot DESC, p.signature DESC LIMIT ?2`).bind(kind, limit).all<PartRow>();
  return results.map((row) => ({ signature: row.signature, time: new Date(row.block_time).toISOString(), ...part(row) }));
}
