// The mail "Your refund was paid": sent to every email tied to a wallet when a verified refund to
// it is recorded (hand-recorded refunds in reconciliation/refunds.ts; a refund plan's paid rows call the
// same function), with the amount in the asset it went back in and the transaction's explorer link.
import { REFUND_LOOKUP_PARAM } from '@core/api/refunds-wallet';
import { formatAssetAmount, withUsdValue, type AssetAmount } from '@core/asset-amount';
import { explorerTxUrl } from '@core/explorer';
import { TOKEN } from '@core/sale-config';
import { ownUsdCents } from '@core/stablecoin-amount';
import type { ExplorerContext } from '../distribution/batch-queries';
import { enqueueMail, type OutgoingMail } from './mail';

/** /ledger opened on the wallet's refunds. */
function refundLookupUrl(origin: string, wallet: string): string {
  const url = new URL('/ledger', origin);
  url.searchParams.set(REFUND_LOOKUP_PARAM, wallet);
  url.hash = 'refunds';
  return url.toString();
}

/** One refund as its mail tells it. */
export interface RefundPaid {
  wallet: string;
  amount: AssetAmount;
  signature: string;
  /** When it was recorded: the outbox row's time. */
  at: Date;
}

/** The mail to `to` for `refund`; `explorerUrl` is its transaction's page, `origin` the site's. */
export function refundPaidMail(to: string, refund: RefundPaid, explorerUrl: string, origin: string): OutgoingMail {
  return {
    to,
    kind: 'refund-paid',
    subject: `Your ${TOKEN.symbol} refund was paid`,
    bodyText: [
      `The ${TOKEN.symbol} pre-sale treasury paid you a refund. It went back in the currency you paid, to the wallet it came from.`,
      '',
      `Amount: ${withUsdValue(formatAssetAmount(refund.amount), ownUsdCents(refund.amount))}`,
      `Wallet: ${refund.wallet}`,
      `Transaction: ${explorerUrl}`,
      '',
      `Your dashboard shows every refund: ${new URL('/dashboard', origin).toString()}`,
      `Without an account, the public ledger shows it too: ${refundLookupUrl(origin, refund.wallet)}`,
    ].join('\n'),
  };
}

/**
 * Every email tied to the wallet: an investor account's wallet, or the email a contribution paid from it
 * gave (a wallet-only buyer has no account but left an email with the intent).
 */
const RECIPIENTS = `SELECT email FROM investors WHERE wallet_address = ?1
  UNION SELECT email FROM contributions WHERE wallet_address = ?1`;

/**
 * Statements queuing "Your refund was paid" to every email of `refund.wallet` (none for a wallet nobody
 * gave an email for), for the batch that records the refund: each is written only if that batch
 * holds the wallet's refund row for the signature and asset, so the mail exists exactly when the refund does.
 * Place them after the refund's insert.
 */
export async function refundPaidMailStatements(
  db: D1Database,
  refund: RefundPaid,
  links: { explorer: ExplorerContext; origin: string },
): Promise<D1PreparedStatement[]> {
  const { results } = await db.prepare(RECIPIENTS).bind(refund.wallet).all<{ email: string }>();
  const explorerUrl = explorerTxUrl(refund.signature, links.explorer.cluster, links.explorer.rpcUrl);
  const recorded = {
    sql: 'EXISTS (SELECT 1 FROM refunds WHERE signature = ? AND wallet = ? AND asset = ?)',
    params: [refund.signature, refund.wallet, refund.amount.asset],
  };
  return results.map(({ email }) => enqueueMail(db, refundPaidMail(email, refund, explorerUrl, links.origin), { now: refund.at, onlyIf: recorded }));
}
