// Answer shapes of the treasury's outflows and the team's project wallets in the admin console
// (/api/admin/treasury), shared by worker and site. What each part of an outflow was is derived when
// read (a verified refund, a sweep to a declared project wallet, the fee, or unexplained).
import type { Page } from '@core/api/admin';

/** What one part of an outflow was; `unexplained` is flagged for the team. */
export type OutflowKind = 'refund' | 'sweep' | 'fee' | 'unexplained';
export const OUTFLOW_KINDS = ['refund', 'sweep', 'fee', 'unexplained'] as const satisfies readonly OutflowKind[];

/** One part of an outflow: the fee, or what one account received (null: what no account received). */
export interface OutflowPart {
  kind: OutflowKind;
  lamports: string;
  sol: string;
  recipient: string | null;
  /** The project wallet's label when the recipient is one. */
  label: string | null;
}

/** One transaction in which the treasury's balance fell. */
export interface AdminOutflowView {
  signature: string;
  time: string;
  slot: number;
  lamports: string;
  sol: string;
  /** unexplained when any part is, else refund or sweep when a part is one, else fee. */
  kind: OutflowKind;
  parts: OutflowPart[];
}

/** Lamports and transactions of one kind, over every outflow. */
export interface OutflowKindTotal {
  lamports: string;
  sol: string;
  transactions: number;
}

/** GET /api/admin/treasury/outflows?kind&page&pageSize. */
export interface AdminOutflowList extends Page<AdminOutflowView> {
  totals: Record<OutflowKind, OutflowKindTotal>;
}

/** A wallet of the team declared in the console. */
export interface ProjectWalletView {
  address: string;
  label: string;
  declaredBy: string;
  declaredAt: string;
  /** What the treasury swept to it so far. */
  sweptLamports: string;
  sweptSol: string;
}

/** GET /api/admin/treasury/project-wallets. */
export interface ProjectWalletList {
  items: ProjectWalletView[];
}
