// The investors table and one investor's details: the kept per-email totals searched,
// sorted and paged on the server (services/admin/investor-list-queries.ts holds the SQL).
import { toAssetDecimal } from '@core/asset-amount';
import { centsToUsd } from '@core/lamports';
import { explorerTxUrl } from '@core/explorer';
import { formatTokenAmount } from '@core/sale-rules';
import type { InvestorAccount, InvestorDetails, InvestorIntent, InvestorList } from '@core/api/admin';
import type { InvestorListQuery } from '@core/schemas/admin-lists';
import { contributionsOfEmail, latestContributionOfEmail, type ContributionRow } from '../contributions/contribution-queries';
import { amountOfColumns, moneyColumnsSql } from '../../db/money-columns';
import { investorPageQueries, investorSummaryQuery, NEWSLETTER_STATE_SQL, newsletterStatus, type InvestorTotalsRow } from './investor-list-queries';
import { auditOfEmail } from '../accounts/audit-queries';
import { mailsTo } from '../mail/outbox-queries';

const iso = (ms: number) => new Date(ms).toISOString();

/** One page of the investors table and the summary over everyone. */
export async function listInvestors(db: D1Database, query: InvestorListQuery): Promise<InvestorList> {
  const { page, count } = investorPageQueries(db, {
    q: query.q,
    sort: query.sort,
    dir: query.dir,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const summary = investorSummaryQuery(db);
  const [rows, total, sums] = await db.batch<unknown>([page, count, summary]);
  const tokens = (sums!.results[0] as { tokens: string; investors: number });
  return {
    items: (rows!.results as InvestorTotalsRow[]).map((row) => ({
      email: row.email,
      wallets: row.wallets.split(','),
      totalUsd: centsToUsd(row.usd_cents),
      tokens: formatTokenAmount(BigInt(row.token_base_units)),
      tokenBaseUnits: row.token_base_units,
      access: row.active ? 'Active' : 'Pending',
      newsletter: newsletterStatus(row.newsletter_state),
      latestAt: iso(row.latest_at),
      contributions: row.contributions,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: (total!.results[0] as { total: number }).total,
    summary: { totalTokens: formatTokenAmount(BigInt(tokens.tokens)), totalTokenBaseUnits: tokens.tokens, uniqueInvestors: tokens.investors },
  };
}

/** What the resend dialog shows about one email. */
export async function investorAccount(db: D1Database, email: string): Promise<InvestorAccount> {
  const [account, subscribed, last] = await db.batch<unknown>([
    db.prepare('SELECT must_change_password FROM investors WHERE email = ?').bind(email),
    db.prepare(`SELECT ${NEWSLETTER_STATE_SQL} AS newsletter_state FROM newsletter_subscribers AS n WHERE n.email = ?`).bind(email),
    latestContributionOfEmail(db, email),
  ]);
  const investor = account!.results[0] as { must_change_password: number } | undefined;
  const latest = last!.results[0] as Pick<ContributionRow, 'usd_cents' | 'token_base_units' | 'bonus_token_base_units' | 'signature' | 'credited_at'> | undefined;
  return {
    email,
    exists: investor !== undefined,
    access: investor?.must_change_password === 0 ? 'Active' : 'Pending',
    newsletter: newsletterStatus((subscribed!.results[0] as { newsletter_state: number } | undefined)?.newsletter_state),
    lastContribution: latest
      ? { usd: centsToUsd(latest.usd_cents), tokens: formatTokenAmount(BigInt(latest.token_base_units) + BigInt(latest.bonus_token_base_units)), signature: latest.signature, creditedAt: iso(latest.credited_at) }
      : null,
  };
}

interface IntentRow {
  id: string;
  wallet_address: string;
  phase: 'WHITELIST' | 'ICO';
  lamports: number;
  asset: string;
  token_amount: string | null;
  token_decimals: number | null;
  usd_cents: number;
  token_base_units: string;
  status: InvestorIntent['status'];
  status_reason: string | null;
  reported_signature: string | null;
  created_at: number;
  expires_at: number;
}

/** Every contribution and intent of one email, its mails (never a body) and its audit entries. */
export async function investorDetails(db: D1Database, email: string, cluster: string, rpcUrl: string): Promise<InvestorDetails> {
  const [[contributionRows, intentRows], mails, audit] = await Promise.all([
    db.batch<unknown>([
      contributionsOfEmail(db, email),
      db
        .prepare(
          `SELECT id, wallet_address, phase, ${moneyColumnsSql()}, usd_cents, token_base_units, status, status_reason, reported_signature, created_at, expires_at
           FROM contribution_intents WHERE email = ? ORDER BY created_at DESC`,
        )
        .bind(email),
    ]),
    mailsTo(db, email),
    auditOfEmail(db, email),
  ]);
  const explorer = (signature: string) => explorerTxUrl(signature, cluster, rpcUrl);
  return {
    email,
    account: await investorAccount(db, email),
    contributions: (contributionRows!.results as ContributionRow[]).map((row) => ({
      id: row.id,
      intentId: row.intent_id,
      signature: row.signature,
      explorerUrl: explorer(row.signature),
      walletAddress: row.wallet_address,
      phase: row.phase,
      lamports: String(row.lamports),
      ...toAssetDecimal(amountOfColumns(row)),
      usd: centsToUsd(row.usd_cents),
      tokens: formatTokenAmount(BigInt(row.token_base_units) + BigInt(row.bonus_token_base_units)),
      bonusTokens: formatTokenAmount(BigInt(row.bonus_token_base_units)),
      creditedAt: iso(row.credited_at),
    })),
    intents: (intentRows!.results as IntentRow[]).map((row) => ({
      id: row.id,
      walletAddress: row.wallet_address,
      phase: row.phase,
      lamports: String(row.lamports),
      ...toAssetDecimal(amountOfColumns(row)),
      usd: centsToUsd(row.usd_cents),
      tokens: formatTokenAmount(BigInt(row.token_base_units)),
      status: row.status,
      reason: row.status_reason,
      reportedSignature: row.reported_signature,
      explorerUrl: row.reported_signature ? explorer(row.reported_signature) : null,
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
    })),
    mails,
    audit,
  };
}
