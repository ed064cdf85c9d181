// Payloads of the server-built payment: the wizard's request for a transaction, the Solana Pay
// transaction request / Solana Actions inputs (the paying account, the amount and email of a blink,
// the signature posted back through links.next), and the link whose QR code the page shows.
import * as v from 'valibot';
import { isSolanaAddress } from '@core/address';
import { AmountSchema, CurrencySchema, ReferralCodeSchema } from '@core/schemas/contribution';
import { IntentIdSchema, TransactionSignatureSchema } from '@core/schemas/contribution-claim';
import { EmailSchema } from '@core/schemas/newsletter';

export const PAYMENT_MESSAGES = {
  accountInvalid: 'Invalid account: send the base58 address of the wallet that pays',
  parametersMissing: 'Enter an amount and your email address',
  intentUnknown: 'This payment request was not found. Start a new contribution on the sale page.',
  intentClosed: 'This payment request is no longer open. Start a new contribution on the sale page.',
  wrongPayer: 'Pay from the wallet you entered for this contribution',
  networkUnavailable: 'Unable to reach the Solana network. Please try again in a moment.',
  alreadyPrepared: 'A transaction for this contribution was already sent to a wallet and may still land. Try again in a minute, or start a new contribution.',
  qrLinkRefused: "QR codes are drawn only for this sale's own payment links",
} as const;

/** The base58 account of a transaction request or an Action POST (`{ account }`). */
export const PayingAccountSchema = v.pipe(v.string(PAYMENT_MESSAGES.accountInvalid), v.trim(), v.check(isSolanaAddress, PAYMENT_MESSAGES.accountInvalid));

/**
 * Body of POST on the Action and the transaction request: the paying account, plus the Action's
 * parameters when the client sends them in `data` (Actions spec 2.2) instead of the query.
 */
export const ActionPostBodySchema = v.object({
  account: v.optional(PayingAccountSchema, ''),
  data: v.optional(v.record(v.string(), v.unknown())),
});

/** Body of POST on links.next: the account and the signature of the transaction it sent. */
export const ActionNextBodySchema = v.object({
  account: v.optional(PayingAccountSchema, ''),
  signature: v.optional(TransactionSignatureSchema, ''),
});

/** The query of the Action and transaction request: an existing intent, or what a blink's fields hold. */
export const ActionQuerySchema = v.object({
  intent: v.optional(IntentIdSchema),
  amount: v.optional(v.string()),
  currency: v.optional(v.string()),
  email: v.optional(v.string()),
  ref: v.optional(v.string()),
});

/**
 * The query of GET /api/payments/qr: the Solana Pay link to draw. One longer than any link the sale
 * writes is refused before it is parsed; a missing one reads as empty, refused with the same message.
 */
export const SolanaPayQrQuerySchema = v.object({
  url: v.optional(v.pipe(v.string(PAYMENT_MESSAGES.qrLinkRefused), v.maxLength(512, PAYMENT_MESSAGES.qrLinkRefused)), ''),
});

/** The query of links.next: the intent the posted signature pays (and the signature, on "Check again"). */
export const ActionNextQuerySchema = v.object({ intent: v.optional(IntentIdSchema, ''), signature: v.optional(TransactionSignatureSchema) });

/** A blink's own inputs, checked once the query and `data` are merged. */
export const ActionContributionSchema = v.object({
  amount: v.optional(AmountSchema, ''),
  email: v.optional(EmailSchema, ''),
  // A blink without the currency field (its preset buttons) pays SOL; a name is taken in any case.
  currency: v.pipe(v.optional(v.string(), 'sol'), v.toLowerCase(), CurrencySchema),
  referralCode: v.optional(ReferralCodeSchema),
});

export type ActionContribution = v.InferOutput<typeof ActionContributionSchema>;
