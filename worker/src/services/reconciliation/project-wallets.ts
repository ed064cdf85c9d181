// The team's own wallets (cold storage, multisig) declared in the console (docs/money-in.md, "6. Outflows"):
// SOL the treasury sends to one is a sweep. Declaring and removing are audited in the
// same batch; since outflows are explained when read, a wallet declared later explains its old sweeps
// and a removed one makes them unexplained again.
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { formatLamportsAsSol } from '@core/lamports';
import type { ProjectWalletView } from '@core/api/treasury';
import { projectWallets } from '../../db/schema';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

/** Every declared wallet, oldest first, with what the treasury swept to it. */
export async function listProjectWallets(db: D1Database): Promise<ProjectWalletView[]> {
  const [wallets, swept] = await db.batch([
    db.prepare('SELECT address, label, declared_by, declared_at FROM project_wallets ORDER BY declared_at, address'),
    db.prepare(
      `SELECT r.recipient AS address, SUM(r.lamports) AS lamports FROM treasury_outflow_recipients r
       JOIN project_wallets p ON p.address = r.recipient
       WHERE NOT EXISTS (SELECT 1 FROM refunds f WHERE f.signature = r.signature AND f.wallet = r.recipient)
       GROUP BY r.recipient`,
    ),
  ]);
  const sums = new Map((swept!.results as { address: string; lamports: number }[]).map((row) => [row.address, BigInt(row.lamports)]));
  return (wallets!.results as { address: string; label: string; declared_by: string; declared_at: number }[]).map((row) => {
    const lamports = sums.get(row.address) ?? 0n;
    return {
      address: row.address,
      label: row.label,
      declaredBy: row.declared_by,
      declaredAt: new Date(row.declared_at).toISOString(),
      sweptLamports: lamports.toString(),
      sweptSol: formatLamportsAsSol(lamports),
    };
  });
}

/** Declares `address` as a project wallet with its audit row; false when it already is one. */
export async function declareProjectWallet(db: D1Database, wallet: { address: string; label: string }, actor: string, now = new Date()): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare('INSERT INTO project_wallets (address, label, declared_by, declared_at) VALUES (?, ?, ?, ?) ON CONFLICT (address) DO NOTHING')
      .bind(wallet.address, wallet.label, actor, now.getTime()),
    auditStatement(db, actor, 'project_wallet.declared', wallet.address, { label: wallet.label }, now.getTime(), AFTER_ONE_CHANGE),
  ]);
  return inserted!.meta.changes === 1;
}

/** Removes a declared wallet with its audit row (what was swept to it becomes unexplained); false when it was not declared. */
export async function removeProjectWallet(db: D1Database, address: string, actor: string, now = new Date()): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM project_wallets WHERE address = ?').bind(address),
    auditStatement(db, actor, 'project_wallet.removed', address, {}, now.getTime(), AFTER_ONE_CHANGE),
  ]);
  return removed!.meta.changes === 1;
}

/** Declared wallets by address, in one read (for labels). */
export async function projectWalletLabels(db: D1Database): Promise<Map<string, string>> {
  const rows = await drizzle(db).select({ address: projectWallets.address, label: projectWallets.label }).from(projectWallets).orderBy(asc(projectWallets.address));
  return new Map(rows.map((row) => [row.address, row.label]));
}
