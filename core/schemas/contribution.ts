// The contribution wizard's payloads and the amount rules, shared by the wizard and the intent route.
import * as v from 'valibot';
import { isSolanaAddress } from '@core/address';
import { formatSol } from '@core/format/money';
import {
  LAMPORTS_PER_SOL,
  lamportsForUsdCents,
  parseSolToLamports,
  usdCentsForLamports,
  usdToCents,
  usdToMicroUsd,
} from '@core/lamports';
import { phaseConfig } from '@core/phase';
import { AMOUNT_INPUT, REFERRAL_CODE_PATTERN, type PhaseName } from '@core/sale-config';
import { EmailSchema } from '@core/schemas/newsletter';

/** The wizard's field messages, kept word for word as the site has always shown them. */
export const CONTRIBUTION_MESSAGES = {
  walletRequired: 'Wallet address is required',
  walletInvalid: 'Please enter a valid Solana wallet address',
  currencyRequired: 'Please select a cryptocurrency',
  amountRequired: 'Amount is required',
  termsRequired: 'You must agree to the terms and conditions',
  amountInvalid: 'Invalid contribution amount',
  amountUnvalidated: 'Unable to validate contribution amount',
  referralInvalid: 'Invalid referral code',
} as const;

/** A wallet address: trimmed, required, a valid Solana address. */
export const WalletAddressSchema = v.pipe(
  v.string(CONTRIBUTION_MESSAGES.walletRequired),
  v.trim(),
  v.nonEmpty(CONTRIBUTION_MESSAGES.walletRequired),
  v.check(isSolanaAddress, CONTRIBUTION_MESSAGES.walletInvalid),
);

/** The currency values a request may name: ASSET_SYMBOLS of core/payment-assets.ts in lower case (its test checks they agree). */
export const CURRENCY_VALUES = ['sol', 'usdc', 'usdt'] as const;

/** The currency: SOL, USDC or USDT (whether this cluster takes a stablecoin is the intent's check). */
export const CurrencySchema = v.picklist(CURRENCY_VALUES, CONTRIBUTION_MESSAGES.currencyRequired);

/** The amount as typed: required, a plain positive decimal of SOL with at most 9 fraction digits. */
export const AmountSchema = v.pipe(
  v.string(CONTRIBUTION_MESSAGES.amountRequired),
  v.trim(),
  v.nonEmpty(CONTRIBUTION_MESSAGES.amountRequired),
  v.check((text) => (parseSolToLamports(text) ?? 0n) > 0n, CONTRIBUTION_MESSAGES.amountInvalid),
);

/** A referral code: A-Z and 0-9, 4 to 16 characters; lower case is accepted and upper-cased. */
export const ReferralCodeSchema = v.pipe(
  v.string(CONTRIBUTION_MESSAGES.referralInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(REFERRAL_CODE_PATTERN, CONTRIBUTION_MESSAGES.referralInvalid),
);

// A missing field reads as an empty one, so it gets the field's own message instead of valibot's
// generic "Invalid key".
const email = v.optional(EmailSchema, '');
const walletAddress = v.optional(WalletAddressSchema, '');
const currency = v.pipe(v.optional(v.string(CONTRIBUTION_MESSAGES.currencyRequired), ''), CurrencySchema);
const amount = v.optional(AmountSchema, '');

/** Wizard step 1: who contributes. */
export const ContributionStep1Schema = v.object({ email, walletAddress });

/** Wizard step 2: what is paid (the price-dependent rules are `contributionAmountIssue`). */
export const ContributionStep2Schema = v.object({ currency, amount });

/** Wizard step 3: the terms. */
export const ContributionStep3Schema = v.object({
  agreeToTerms: v.pipe(
    v.optional(v.boolean(CONTRIBUTION_MESSAGES.termsRequired), false),
    v.literal(true, CONTRIBUTION_MESSAGES.termsRequired),
  ),
});

/** Body of POST /api/contributions/intents. */
export const ContributionIntentRequestSchema = v.object({
  email,
  walletAddress,
  amount,
  currency,
  newsletterSubscribed: v.boolean(),
  referralCode: v.optional(ReferralCodeSchema),
});

export type ContributionIntentRequest = v.InferOutput<typeof ContributionIntentRequestSchema>;

/** What the amount rules need besides the amount. */
export interface ContributionAmountContext {
  /** USD price of one SOL; null when rates are unavailable. */
  solUsd: number | null;
  phase: PhaseName;
  /** Lamports this wallet already contributed in the current phase (the whitelist cap is cumulative). */
  alreadyContributedLamports?: bigint;
  /** The whitelist per-person cap as saved by the admin; defaults to the phase config. */
  maxLamportsPerPerson?: bigint | null;
  /**
   * The amount rule of another currency than SOL (core/stablecoin-amount.ts, which builds on this file):
   * given the lower-case currency and the amount, its message or null. Without it only SOL is judged.
   */
  otherCurrencyIssue?: (currency: string, amount: string) => string | null;
}

/** Maximum-amount message for a cap in lamports. */
export function maximumContributionMessage(maxLamports: bigint): string {
  return `Maximum contribution is ${formatSol(maxLamports)} SOL per person`;
}

/** Minimum-amount message: the phase minimum in USD and its SOL equivalent rounded up to 3 decimals. */
export function minimumContributionMessage(minUsd: number, minLamports: bigint): string {
  const step = LAMPORTS_PER_SOL / 1000n;
  const roundedUp = ((minLamports + step - 1n) / step) * step;
  return `Minimum contribution is $${minUsd} USD (≈${formatSol(roundedUp, 3)} SOL at current price)`;
}

/**
 * The first rule the typed `amount` breaks, as the message to show, or null when it is acceptable:
 * a positive SOL decimal (at most 9 decimals), at most the input maximum and, in a phase with a
 * per-person cap, at most the cap minus what the wallet already contributed; worth at least the
 * phase minimum at `solUsd` (unknown price: the amount cannot be validated).
 */
export function contributionAmountIssue(amount: string, ctx: ContributionAmountContext): string | null {
  const lamports = parseSolToLamports(amount);
  if (lamports === null || lamports <= 0n) return CONTRIBUTION_MESSAGES.amountInvalid;

  const config = phaseConfig(ctx.phase);
  const inputMax = BigInt(AMOUNT_INPUT.max) * LAMPORTS_PER_SOL;
  const personCap =
    config.maxContributionSOL === null ? null : (ctx.maxLamportsPerPerson ?? BigInt(config.maxContributionSOL) * LAMPORTS_PER_SOL);
  if (personCap !== null && lamports + (ctx.alreadyContributedLamports ?? 0n) > personCap) {
    return maximumContributionMessage(personCap);
  }
  if (lamports > inputMax) return maximumContributionMessage(inputMax);

  const priceMicroUsd = ctx.solUsd === null ? null : usdToMicroUsd(ctx.solUsd);
  if (priceMicroUsd === null) return CONTRIBUTION_MESSAGES.amountUnvalidated;
  const minCents = usdToCents(config.minContributionUSD);
  if (usdCentsForLamports(lamports, priceMicroUsd) < minCents) {
    return minimumContributionMessage(config.minContributionUSD, lamportsForUsdCents(minCents, priceMicroUsd));
  }
  return null;
}

/**
 * Step 2 with the price-dependent amount rules of `ctx` applied, the issue attached to `amount`:
 * what the wizard validates before it asks the server for an intent.
 */
export function contributionStep2SchemaFor(ctx: ContributionAmountContext) {
  return v.pipe(
    ContributionStep2Schema,
    v.forward(
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const { currency, amount } = dataset.value;
        const issue = currency !== 'sol' && ctx.otherCurrencyIssue ? ctx.otherCurrencyIssue(currency, amount) : contributionAmountIssue(amount, ctx);
        if (issue) addIssue({ message: issue });
      }),
      ['amount'],
    ),
  );
}
