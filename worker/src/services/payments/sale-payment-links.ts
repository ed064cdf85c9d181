// Which links the QR route draws: only the two Solana Pay links this sale hands out for an intent, the
// transaction request on its own origin and the transfer request to its treasury, each exactly as the
// worker writes it. A QR code served from the sale's domain must never send a wallet elsewhere (another
// server's transaction request, another recipient) or carry words the sale did not write.
import * as v from 'valibot';
import { isSolanaAddress } from '@core/address';
import { formatLamportsAsSol, parseSolToLamports } from '@core/lamports';
import { intentTransactionRequestLink, transactionRequestUrl } from '@core/payments/payment-links';
import { IntentIdSchema } from '@core/schemas/contribution-claim';
import { solanaPayUrl } from '../contributions/create-intent';

const SCHEME = 'solana:';

/** What a link of this sale is checked against. */
export interface SalePaymentLinkContext {
  /** The sale's treasury (env.TREASURY_ADDRESS): the only recipient of a transfer request. */
  treasury: string;
  /** Origins the site is served from (the request's own and PUBLIC_ORIGIN): the only hosts of a transaction request. */
  origins: readonly string[];
}

/** Whether `text` is an intent id exactly as the server issues it (a lower-case UUID). */
const isIntentId = (text: string | null): text is string => {
  const parsed = v.safeParse(IntentIdSchema, text);
  return parsed.success && parsed.output === text;
};

/** `solana:<treasury>?amount=…&reference=…&label=…&message=…&memo=<intent>` as create-intent.ts writes it. */
function isTransferRequest(url: string, treasury: string): boolean {
  if (!url.startsWith(`${SCHEME}${treasury}?`)) return false;
  const query = new URLSearchParams(url.slice(`${SCHEME}${treasury}?`.length));
  const amountSol = query.get('amount') ?? '';
  const reference = query.get('reference') ?? '';
  const memo = query.get('memo');
  const lamports = parseSolToLamports(amountSol);
  if (lamports === null || lamports <= 0n || formatLamportsAsSol(lamports) !== amountSol) return false;
  if (!isSolanaAddress(reference) || !isIntentId(memo)) return false;
  return solanaPayUrl({ treasury, amountSol, reference, memo }) === url;
}

/** `solana:` + the URL-encoded `<origin>/api/actions/contribute?intent=<intent>` on one of `origins`. */
function isTransactionRequest(url: string, origins: readonly string[]): boolean {
  let link: URL;
  try {
    link = new URL(decodeURIComponent(url.slice(SCHEME.length)));
  } catch {
    return false;
  }
  const intentId = link.searchParams.get('intent');
  if (!origins.includes(link.origin) || !isIntentId(intentId)) return false;
  return transactionRequestUrl(intentTransactionRequestLink(link.origin, intentId)) === url;
}

/** Whether `url` is one of the Solana Pay links this sale gives for an intent. */
export function isSalePaymentLink(url: string, { treasury, origins }: SalePaymentLinkContext): boolean {
  return url.startsWith(SCHEME) && (isTransferRequest(url, treasury) || isTransactionRequest(url, origins));
}
