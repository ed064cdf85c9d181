// Reads and writes of the plan tables (distribution_plans, _recipients, _rows, _unlocks). A build is
// one D1 batch: the plan row takes a fresh build token, then every statement runs only while the plan
// is a draft carrying that token, so two builds at once leave one whole plan and an approved plan is
// never touched. Rows travel as JSON arrays into json_each, a few thousand per statement.
import { auditStatement } from '../accounts/audit';

/** The plan row as stored. */
export interface PlanRecord {
  status: 'draft' | 'approved';
  build_token: string;
  mint: string;
  token_program: string;
  decimals: number;
  distribution_wallet: string;
  source_token_account: string;
  ico_ends_at: number;
  recipients: number;
  rows: number;
  total_base_units: string;
  purchased_base_units: string;
  referral_base_units: string;
  rent_per_account_lamports: number;
  source_fingerprint: string;
  rows_hash: string;
  plan_hash: string | null;
  built_at: number;
  built_by: string;
  approved_at: number | null;
  approved_by: string | null;
}

/** The plan, or null before the first build. */
export function loadPlan(db: D1Database): Promise<PlanRecord | null> {
  return db.prepare('SELECT * FROM distribution_plans WHERE id = 1').first<PlanRecord>();
}

/** A recipient of a build. */
export interface RecipientRecord {
  wallet: string;
  tokenAccount: string;
  offCurve: boolean;
  accountState: 'missing' | 'ready' | 'frozen';
  flagged: boolean;
  choice: 'pay' | 'hold' | null;
  choiceReason: string | null;
  choiceBy: string | null;
  choiceAt: number | null;
  rows: number;
  total: bigint;
}

/** Everything one build writes. */
export interface PlanBuild {
  token: string;
  plan: Omit<PlanRecord, 'status' | 'build_token' | 'plan_hash' | 'approved_at' | 'approved_by'>;
  recipients: RecipientRecord[];
  rows: { wallet: string; unlockAt: number; amount: bigint; purchased: bigint; referral: bigint }[];
  unlocks: { unlockAt: number; number: number; rows: number; total: bigint }[];
}

const PER_STATEMENT = 2000;
const IS_THIS_DRAFT = "EXISTS (SELECT 1 FROM distribution_plans WHERE id = 1 AND status = 'draft' AND build_token = ?1)";

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += PER_STATEMENT) out.push(items.slice(i, i + PER_STATEMENT));
  return out;
}

/** The choices made for recipients, kept across a rebuild for the wallets that are flagged again. */
export async function recipientChoices(db: D1Database): Promise<Map<string, Pick<RecipientRecord, 'choice' | 'choiceReason' | 'choiceBy' | 'choiceAt'>>> {
  const { results } = await db
    .prepare('SELECT wallet, choice, choice_reason, choice_by, choice_at FROM distribution_recipients WHERE choice IS NOT NULL')
    .all<{ wallet: string; choice: 'pay' | 'hold'; choice_reason: string | null; choice_by: string | null; choice_at: number | null }>();
  return new Map(results.map((row) => [row.wallet, { choice: row.choice, choiceReason: row.choice_reason, choiceBy: row.choice_by, choiceAt: row.choice_at }]));
}

/** The statements of one build, for one batch (followed by its audit row, see `buildAuditStatement`). */
export function buildStatements(db: D1Database, build: PlanBuild): D1PreparedStatement[] {
  const p = build.plan;
  const statements = [
    db
      .prepare(
        `INSERT INTO distribution_plans (id, status, build_token, mint, token_program, decimals, distribution_wallet, source_token_account,
           ico_ends_at, recipients, rows, total_base_units, purchased_base_units, referral_base_units, rent_per_account_lamports,
           source_fingerprint, rows_hash, built_at, built_by)
         VALUES (1, 'draft', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
         ON CONFLICT (id) DO UPDATE SET build_token = ?1, mint = ?2, token_program = ?3, decimals = ?4, distribution_wallet = ?5,
           source_token_account = ?6, ico_ends_at = ?7, recipients = ?8, rows = ?9, total_base_units = ?10, purchased_base_units = ?11,
           referral_base_units = ?12, rent_per_account_lamports = ?13, source_fingerprint = ?14, rows_hash = ?15, built_at = ?16, built_by = ?17
         WHERE distribution_plans.status = 'draft'`,
      )
      .bind(
        build.token, p.mint, p.token_program, p.decimals, p.distribution_wallet, p.source_token_account, p.ico_ends_at, p.recipients, p.rows,
        p.total_base_units, p.purchased_base_units, p.referral_base_units, p.rent_per_account_lamports, p.source_fingerprint, p.rows_hash,
        p.built_at, p.built_by,
      ),
    ...['distribution_rows', 'distribution_recipients', 'distribution_unlocks'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE ${IS_THIS_DRAFT}`).bind(build.token),
    ),
  ];
  for (const part of chunks(build.recipients)) {
    const json = part.map((r) => [r.wallet, r.tokenAccount, r.offCurve ? 1 : 0, r.accountState, r.flagged ? 1 : 0, r.choice, r.choiceReason, r.choiceBy, r.choiceAt, r.rows, r.total.toString()]);
    statements.push(
      db
        .prepare(
          `INSERT INTO distribution_recipients (wallet, token_account, off_curve, account_state, flagged, choice, choice_reason, choice_by, choice_at, rows, total_base_units)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
             json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[6]'), json_extract(value, '$[7]'),
             json_extract(value, '$[8]'), json_extract(value, '$[9]'), json_extract(value, '$[10]')
           FROM json_each(?2) WHERE ${IS_THIS_DRAFT}`,
        )
        .bind(build.token, JSON.stringify(json)),
    );
  }
  for (const part of chunks(build.rows)) {
    const json = part.map((row) => [row.wallet, row.unlockAt, row.amount.toString(), row.purchased.toString(), row.referral.toString()]);
    statements.push(
      db
        .prepare(
          `INSERT INTO distribution_rows (wallet, unlock_at, amount_base_units, purchased_base_units, referral_base_units, status)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
             json_extract(value, '$[4]'), 'planned'
           FROM json_each(?2) WHERE ${IS_THIS_DRAFT}`,
        )
        .bind(build.token, JSON.stringify(json)),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO distribution_unlocks (unlock_at, number, rows, total_base_units)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
         FROM json_each(?2) WHERE ${IS_THIS_DRAFT}`,
      )
      .bind(build.token, JSON.stringify(build.unlocks.map((unlock) => [unlock.unlockAt, unlock.number, unlock.rows, unlock.total.toString()]))),
  );
  return statements;
}

/** The build's audit row, written only if this build is the current draft. */
export function buildAuditStatement(db: D1Database, token: string, actor: string, detail: object, now: number): D1PreparedStatement {
  return auditStatement(db, actor, 'distribution.plan_built', 'distribution_plan', detail, now, { sql: IS_THIS_DRAFT, params: [token] });
}

/** Payout rows in canonical hash order (unlock time, wallet), a page at a time: for recomputing the rows hash. */
export async function allPayouts(db: D1Database): Promise<{ wallet: string; unlockAt: number; amount: bigint }[]> {
  const payouts: { wallet: string; unlockAt: number; amount: bigint }[] = [];
  let after: [number, string] = [-1, ''];
  for (;;) {
    const { results } = await db
      .prepare('SELECT wallet, unlock_at, amount_base_units FROM distribution_rows WHERE (unlock_at, wallet) > (?, ?) ORDER BY unlock_at, wallet LIMIT 5000')
      .bind(after[0], after[1])
      .all<{ wallet: string; unlock_at: number; amount_base_units: string }>();
    for (const row of results) payouts.push({ wallet: row.wallet, unlockAt: row.unlock_at, amount: BigInt(row.amount_base_units) });
    if (results.length < 5000) return payouts;
    const last = results.at(-1)!;
    after = [last.unlock_at, last.wallet];
  }
}

/** Wallets the admin chose to hold back, sorted. */
export async function heldWallets(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT wallet FROM distribution_recipients WHERE choice = 'hold' ORDER BY wallet").all<{ wallet: string }>();
  return results.map((row) => row.wallet);
}
