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
  /** The stablecoin mints this cluster's sale takes: the only `spl-token` a transfer request may name. */
  stablecoinMints?: readonly string[];
  /** Origins the site is served from (the request's own and PUBLIC_ORIGIN): the only hosts of a transaction request. */
  origins: readonly string[];
}

/** Whether `text` is an intent id exactly as the server issues it (a lower-case UUID). */
const isIntentId = (text: string | null): text is string => {
  const parsed = v.safeParse(IntentIdSchema, text);
  return parsed.success && parsed.output === text;
};

/** A stablecoin amount as create-intent.ts writes it: a plain positive decimal without trailing zeros. */
const PLAIN_AMOUNT = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/**
 * `solana:<treasury>?amount=…[&spl-token=<mint>]&reference=…&label=…&message=…&memo=<intent>` as
 * create-intent.ts writes it, the mint one the sale takes.
 */
function isTransferRequest(url: string, treasury: string, stablecoinMints: readonly string[]): boolean {
  if (!url.startsWith(`${SCHEME}${treasury}?`)) return false;
  const query = new URLSearchParams(url.slice(`${SCHEME}${treasury}?`.length));
  const amount = query.get('amount') ?? '';
  const splToken = query.get('spl-token');
  const reference = query.get('reference') ?? '';
  const memo = query.get('memo');
  if (splToken === null) {
    const lamports = parseSolToLamports(amount);
    if (lamports === null || lamports <= 0n || formatLamportsAsSol(lamports) !== amount) return false;
  } else if (!stablecoinMints.includes(splToken) || !PLAIN_AMOUNT.test(amount) || !/[1-9]/.test(amount)) {
    return false;
  }
  if (!isSolanaAddress(reference) || !isIntentId(memo)) return false;
  return solanaPayUrl({ treasury, amount, splToken, reference, memo }) === url;
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
export function isSalePaymentLink(url: string, { treasury, origins, stablecoinMints = [] }: SalePaymentLinkContext): boolean {
  return url.startsWith(SCHEME) && (isTransferRequest(url, treasury, stablecoinMints) || isTransactionRequest(url, origins));
}
