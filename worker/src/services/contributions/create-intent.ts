// Prices and records a contribution intent (docs/money-in.md, "1. The intent"): the server's own SOL price, the
// phase rules (minimum, whitelist size and per-person cap against what is already credited), the room
// left under the hard cap (docs/decisions.md, "Intents and the hard cap") and a
// fresh Solana Pay reference. The intent keeps the window of the phase it was priced in, and the version
// of the terms its buyer accepted (core/generated/terms-version.ts) with when. An unpaid
// intent reserves nothing: the caps are enforced again when its payment is credited. The route has
// already refused a sale that is closed or at its hard cap.
import { getBase58Decoder } from '@solana/kit';
import { assetDecimal, type AssetAmount } from '@core/asset-amount';
import { formatUsd } from '@core/format/money';
import { depegMessage, isPegged, type AssetSymbol, type StablecoinSymbol } from '@core/payment-assets';
import { parseStablecoinAmount, solEquivalentLamports, stablecoinAmountIssue, stablecoinUsdCents } from '@core/stablecoin-amount';
import { formatLamportsAsSol, parseSolToLamports, usdCentsForLamports, usdToMicroUsd, usdToCents, centsToUsd } from '@core/lamports';
import { HARD_CAP_MESSAGES, hardCapRoomIssue } from '@core/hard-cap-room';
import { phaseConfig } from '@core/phase';
import { bonusTokens, formatTokenAmount, tokensForUsd, type ContributionPhase } from '@core/sale-rules';
import { contributionAmountIssue, type ContributionIntentRequest } from '@core/schemas/contribution';
import { TOKEN } from '@core/sale-config';
import { TERMS_VERSION } from '@core/generated/terms-version';
import { refusal, type Refusal } from '../../lib/refusal';
import { drizzle } from 'drizzle-orm/d1';
import { contributionIntents } from '../../db/schema';
import { whitelistStanding } from './intent-limits';
import type { ContributionIntentResponse } from '@core/api/responses';
import { whitelistRegistrationRefusal } from '../sale/whitelist-registration';

/** How long an intent waits for its payment before the watcher expires it. */
export const INTENT_TTL_MS = 30 * 60 * 1000;
/** Solana Pay label and message shown by the paying wallet. */
export const SOLANA_PAY_LABEL = `${TOKEN.symbol} Pre-sale`;
export const SOLANA_PAY_MESSAGE = `Contribution to the ${TOKEN.symbol} pre-sale`;

export const INTENT_MESSAGES = {
  notAccepting: 'The sale is not accepting contributions right now',
  whitelistFull: 'The whitelist is full',
  hardCap: 'The hard cap has been reached',
  unpriced: 'Unable to validate contribution amount',
  assetNotAccepted: (symbol: AssetSymbol) => `${symbol} is not accepted on this network`,
  ...HARD_CAP_MESSAGES,
} as const;

/** The asset a request pays in: its currency field, upper-cased (the schema allows only accepted names). */
export function requestedAsset(request: Pick<ContributionIntentRequest, 'currency'>): AssetSymbol {
  return request.currency.toUpperCase() as AssetSymbol;
}

/** What an amount of `asset` is priced at: its units, USD value and weight under the per-person SOL cap. */
interface PricedAmount {
  amount: AssetAmount;
  usdCents: bigint;
  /** Null for SOL (its lamports count). */
  solEquivalentLamports: bigint | null;
}

/** What the sale looks like right now, as the route loaded it. */
export interface IntentSaleContext {
  now: Date;
  phase: ContributionPhase;
  /** The window [start, end) of `phase` from the sale dates; stored on the intent. */
  phaseWindow: { startsAt: Date; endsAt: Date } | null;
  treasury: string;
  whitelistMaxParticipants: number;
  whitelistMaxLamports: bigint;
  /** The hard cap and what is raised (credited plus the admin's adjustments), in cents. */
  hardCapCents: bigint;
  raisedCents: bigint;
  /** USD price of one SOL from the server's own rates; null when unavailable or too old. */
  solUsd: number | null;
  /**
   * The stablecoin the request pays in, when it is one: null when this cluster does not take it. Its
   * mint's decimals come from the chain; its feed price decides the peg (null: no fresh price).
   */
  stablecoin?: { symbol: StablecoinSymbol; mint: string; decimals: number; feedPrice: number | null } | null;
}

export type IntentResponse = ContributionIntentResponse;

/** A fresh Solana Pay reference: 32 random bytes in base58 are a valid (off-curve or not) public key. */
export function newReference(): string {
  return getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * `solana:<recipient>?amount=…[&spl-token=<mint>]&reference=…&label=…&message=…&memo=…` (Solana Pay
 * transfer request): the recipient is the treasury's wallet; a wallet paying a stablecoin sends it to
 * the treasury's associated token account of `splToken`.
 */
export function solanaPayUrl(p: { treasury: string; amount: string; splToken?: string | null; reference: string; memo: string }): string {
  const query = [
    `amount=${p.amount}`,
    ...(p.splToken ? [`spl-token=${p.splToken}`] : []),
    `reference=${p.reference}`,
    `label=${encodeURIComponent(SOLANA_PAY_LABEL)}`,
    `message=${encodeURIComponent(SOLANA_PAY_MESSAGE)}`,
    `memo=${encodeURIComponent(p.memo)}`,
  ];
  return `solana:${p.treasury}?${query.join('&')}`;
}

/**
 * Validates and stores one intent; or refuses, with the message the wizard shows: the treasury's own
 * wallet or an amount the rules refuse (invalid), an unregistered wallet (forbidden), a full whitelist
 * or no room under the hard cap (conflict), no SOL price (unavailable).
 */
export async function createIntent(db: D1Database, request: ContributionIntentRequest, sale: IntentSaleContext): Promise<IntentResponse | Refusal> {
  const { now, phase } = sale;
  if (request.walletAddress === sale.treasury) return refusal('invalid', INTENT_MESSAGES.treasuryWallet);
  const unregistered = await whitelistRegistrationRefusal(db, request.walletAddress, phase);
  if (unregistered) return unregistered;
  const standing = phase === 'WHITELIST' ? await whitelistStanding(db, request.walletAddress) : null;
  if (standing && !standing.isParticipant && standing.participants >= sale.whitelistMaxParticipants) {
    return refusal('conflict', INTENT_MESSAGES.whitelistFull);
  }
  const roomCents = sale.hardCapCents - sale.raisedCents;
  const minimumCents = usdToCents(phaseConfig(phase).minContributionUSD);
  if (roomCents < minimumCents) return refusal('conflict', INTENT_MESSAGES.saleFull);
  const asset = requestedAsset(request);
  const already = standing?.lamports ?? 0n;
  let priced: PricedAmount;
  if (asset === 'SOL') {
    const issue = contributionAmountIssue(request.amount, { solUsd: sale.solUsd, phase, alreadyContributedLamports: already, maxLamportsPerPerson: sale.whitelistMaxLamports });
    if (issue === INTENT_MESSAGES.unpriced) return refusal('unavailable', issue);
    if (issue) return refusal('invalid', issue);
    const lamports = parseSolToLamports(request.amount)!;
    const priceMicroUsd = usdToMicroUsd(sale.solUsd!)!;
    priced = { amount: { asset, units: lamports, decimals: 9 }, usdCents: usdCentsForLamports(lamports, priceMicroUsd), solEquivalentLamports: null };
  } else {
    const coin = sale.stablecoin;
    if (!coin || coin.symbol !== asset) return refusal('invalid', INTENT_MESSAGES.assetNotAccepted(asset));
    if (!isPegged(coin.feedPrice)) return refusal('unavailable', depegMessage(coin.symbol));
    // Every intent records the SOL price of its moment: a stablecoin's weight under the per-person cap.
    if (sale.solUsd === null) return refusal('unavailable', INTENT_MESSAGES.unpriced);
    const priceMicroUsd = usdToMicroUsd(sale.solUsd)!;
    const issue = stablecoinAmountIssue(request.amount, { phase, decimals: coin.decimals, solUsd: sale.solUsd, alreadyContributedLamports: already, maxLamportsPerPerson: sale.whitelistMaxLamports });
    if (issue) return refusal('invalid', issue);
    const units = parseStablecoinAmount(request.amount, coin.decimals)!;
    const usdCents = stablecoinUsdCents(units, coin.decimals);
    priced = { amount: { asset, units, decimals: coin.decimals }, usdCents, solEquivalentLamports: solEquivalentLamports(usdCents, priceMicroUsd) };
  }
  const { usdCents } = priced;
  const priceMicroUsd = usdToMicroUsd(sale.solUsd!)!;
  const room = hardCapRoomIssue({ roomCents, amountCents: usdCents, minimumCents, solPriceMicroUsd: priceMicroUsd });
  if (room) return refusal('conflict', asset === 'SOL' || room === INTENT_MESSAGES.saleFull ? room : `Only ${formatUsd(roomCents)} of room left under the hard cap`);
  const tokens = tokensForUsd(usdCents, phase);
  const bonus = bonusTokens(tokens, phase);
  const intentId = crypto.randomUUID();
  const reference = newReference();
  const expiresAt = new Date(now.getTime() + INTENT_TTL_MS);

  await drizzle(db).insert(contributionIntents).values({
    id: intentId,
    reference,
    walletAddress: request.walletAddress,
    email: request.email,
    phase,
    lamports: priced.amount.asset === 'SOL' ? Number(priced.amount.units) : 0,
    asset: priced.amount.asset,
    tokenAmount: priced.amount.asset === 'SOL' ? null : priced.amount.units.toString(),
    tokenDecimals: priced.amount.asset === 'SOL' ? null : priced.amount.decimals,
    solEquivalentLamports: priced.solEquivalentLamports === null ? null : Number(priced.solEquivalentLamports),
    solPriceMicroUsd: Number(priceMicroUsd),
    usdCents: Number(usdCents),
    tokenBaseUnits: tokens.toString(),
    bonusTokenBaseUnits: bonus.toString(),
    phaseStartsAt: sale.phaseWindow?.startsAt ?? null,
    phaseEndsAt: sale.phaseWindow?.endsAt ?? null,
    newsletterSubscribed: request.newsletterSubscribed,
    referralCode: request.referralCode ?? null,
    // Every way in asks for this request only after showing the terms (the wizard's checkbox, the
    // Action's description): opening the intent is accepting the version the worker was built with.
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: now,
    status: 'pending',
    createdAt: now,
    expiresAt,
  });

  const isSol = priced.amount.asset === 'SOL';
  const lamports = isSol ? priced.amount.units : 0n;
  const amount = isSol ? formatLamportsAsSol(lamports) : assetDecimal(priced.amount);
  const mint = isSol ? null : sale.stablecoin!.mint;
  return {
    intentId,
    reference,
    asset: priced.amount.asset,
    amount,
    mint,
    decimals: priced.amount.decimals,
    lamports: lamports.toString(),
    amountSol: isSol ? amount : '0',
    usd: centsToUsd(usdCents),
    tokens: formatTokenAmount(tokens),
    bonusTokens: formatTokenAmount(bonus),
    totalTokens: formatTokenAmount(tokens + bonus),
    phase,
    treasury: sale.treasury,
    memo: intentId,
    label: SOLANA_PAY_LABEL,
    message: SOLANA_PAY_MESSAGE,
    solanaPayUrl: solanaPayUrl({ treasury: sale.treasury, amount, splToken: mint, reference, memo: intentId }),
    expiresAt: expiresAt.toISOString(),
  };
}
