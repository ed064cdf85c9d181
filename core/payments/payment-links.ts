// The Solana Pay links of a contribution that the worker builds a transaction for: the transaction
// request a wallet app scans or opens (`solana:https://…`), and the Actions endpoint behind it.
// One place for the paths, so the worker's routes, the page's QR code and the tests agree.

/** The Solana Action (and Solana Pay transaction request) endpoint of the sale. */
export const CONTRIBUTE_ACTION_PATH = '/api/actions/contribute';
/** Where an Actions client posts the signature of the transaction it sent (links.next). */
export const CONTRIBUTE_ACTION_NEXT_PATH = `${CONTRIBUTE_ACTION_PATH}/next`;

/** The https link that answers the transaction request of intent `intentId` on `origin`. */
export function intentTransactionRequestLink(origin: string, intentId: string): string {
  return `${origin}${CONTRIBUTE_ACTION_PATH}?intent=${encodeURIComponent(intentId)}`;
}

/**
 * `solana:<link>`: a Solana Pay transaction request. The link carries a query, so the spec wants it
 * URL-encoded whole (wallets decode the path before they fetch it).
 */
export function transactionRequestUrl(link: string): string {
  return `solana:${encodeURIComponent(link)}`;
}
