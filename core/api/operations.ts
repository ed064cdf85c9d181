// GET /api/admin/operations: the live health of the money engine (watcher, RPC, price feed, mail
// outbox, unmatched payments, the treasury against its books), each part graded ok / amber / red
// against OPERATIONS_THRESHOLDS (core/operations.ts), which the answer carries so the console states them.
import type { AssetSymbol } from '@core/payment-assets';
import type { OperationLevel, OperationsThresholds } from '../operations';

/** The watcher (the cron's treasury reader). */
export interface WatcherHealth {
  level: OperationLevel;
  /** When its newest run started; null before its first run. */
  lastRunAt: string | null;
  /** Seconds since that run started. */
  idleSeconds: number | null;
  /** How far behind the finalized tip its oldest unread treasury transaction is (0: caught up; null: unknown). */
  lagSeconds: number | null;
  lagSlots: number | null;
  /** The chain's finalized tip now; null when the RPC could not be read. */
  tipSlot: number | null;
  /** Seconds since that tip's block time: a stalled node or cluster (null: unknown, not graded). */
  tipAgeSeconds: number | null;
  /** Signatures its newest run listed but left for the next one, and whether that backlog grew. */
  backlog: number;
  backlogGrew: boolean;
  /** What its newest run and the last hour's runs found. */
  lastRun: { handled: number; credited: number; unmatched: number; outflows: number; errors: number } | null;
  lastHour: { runs: number; handled: number; credited: number; unmatched: number };
}

/** One RPC method over the last hour (the watcher's calls). */
export interface RpcMethodHealth {
  method: string;
  calls: number;
  errors: number;
  /** Mean and worst latency of the HTTP requests that carried it. */
  meanMs: number;
  maxMs: number;
}

export interface RpcHealth {
  level: OperationLevel;
  calls: number;
  errors: number;
  errorPercent: number;
  meanMs: number;
  /** Newest watcher runs in a row that met an RPC error. */
  failingRuns: number;
  methods: RpcMethodHealth[];
}

export interface PriceHealth {
  level: OperationLevel;
  /** Where the rates come from: the live source, the last good copy, the development rates; null: none. */
  source: 'live' | 'cached' | 'development' | null;
  updatedAt: string | null;
  ageSeconds: number | null;
}

export interface MailHealth {
  level: OperationLevel;
  failed: number;
  queued: number;
}

export interface UnmatchedHealth {
  level: OperationLevel;
  open: number;
  refundDue: number;
  /** When the oldest open one was recorded. */
  oldestOpenAt: string | null;
}

/** The treasury's balance on chain beside the books (opening + credited + unmatched − what left). */
export interface TreasuryHealth {
  level: OperationLevel;
  /** Finalized balance on chain; null when the RPC could not be read. */
  chainLamports: string | null;
  recordedLamports: string;
  creditedLamports: string;
  unmatchedLamports: string;
  /** SOL a declared project wallet sent the treasury (a top-up), apart from payments to credit or refund. */
  fundingLamports: string;
  leftLamports: string;
  /** chain − recorded; null when the chain could not be read. */
  differenceLamports: string | null;
  /** The chain holds treasury transactions the watcher has not read yet (a difference is then expected). */
  unreadTransactions: boolean;
  /** Outflows nothing explains (the Treasury tab lists them). */
  unexplained: { level: OperationLevel; lamports: string; transactions: number };
  /** Each stablecoin's token account against its books, graded like the SOL balance (its level counts in `level`). */
  stablecoins: StablecoinHealth[];
}

/** One stablecoin's token account on chain beside its books, amounts as plain decimals in the coin. */
export interface StablecoinHealth {
  asset: AssetSymbol;
  level: OperationLevel;
  /** Finalized balance on chain; null when it could not be read. */
  chain: string | null;
  recorded: string;
  /** chain − recorded, as a plain decimal; null when the chain could not be read. */
  difference: string | null;
  unexplained: { amount: string; transactions: number };
}

export interface AdminOperations {
  checkedAt: string;
  /** The worst level of every part. */
  level: OperationLevel;
  watcher: WatcherHealth;
  rpc: RpcHealth;
  price: PriceHealth;
  mail: MailHealth;
  unmatched: UnmatchedHealth;
  treasury: TreasuryHealth;
  thresholds: OperationsThresholds;
}
