// Prices and records a contribution intent (docs/money-in.md, "1. The intent"): the server's own SOL price, the
// phase rules (minimum, whitelist size and per-person cap against what is already credited), the room
// left under the hard cap (docs/decisions.md, "Intents and the hard cap") and a
// fresh Solana Pay reference. The intent keeps the window of the phase it was priced in. An unpaid
// intent reserves nothing: the caps are enforced again when its payment is credited. The route has
// already refused a sale that is closed or at its hard cap.
import { getBase58Decoder } from '@solana/kit';
import { formatLamportsAsSol, parseSolToLamports, usdCentsForLamports, usdToMicroUsd, usdToCents, centsToUsd } from '@core/lamports';
import { HARD_CAP_MESSAGES, hardCapRoomIssue } from '@core/hard-cap-room';
import { phaseConfig } from '@core/phase';
import { bonusTokens, formatTokenAmount, tokensForUsd, type ContributionPhase } from '@core/sale-rules';
import { contributionAmountIssue, type ContributionIntentRequest } from '@core/schemas/contribution';
import { TOKEN } from '@core/sale-config';
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
  ...HARD_CAP_MESSAGES,
} as const;

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
}

export type IntentResponse = ContributionIntentResponse;

/** A fresh Solana Pay reference: 32 random bytes in base58 are a valid (off-curve or not) public key. */
export function newReference(): string {
  return getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
}

/** `solana:<recipient>?amount=…&reference=…&label=…&message=…&memo=…` (Solana Pay transfer request). */
export function solanaPayUrl(p: { treasury: string; amountSol: string; reference: string; memo: string }): string {
  const query = [
    `amount=${p.amountSol}`,
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
  const issue = contributionAmountIssue(request.amount, {
    solUsd: sale.solUsd,
    phase,
    alreadyContributedLamports: standing?.lamports ?? 0n,
    maxLamportsPerPerson: sale.whitelistMaxLamports,
  });
  if (issue === INTENT_MESSAGES.unpriced) return refusal('unavailable', issue);
  if (issue) return refusal('invalid', issue);

  const lamports = parseSolToLamports(request.amount)!;
  const priceMicroUsd = usdToMicroUsd(sale.solUsd!)!;
  const usdCents = usdCentsForLamports(lamports, priceMicroUsd);
  const room = hardCapRoomIssue({ roomCents, amountCents: usdCents, minimumCents, solPriceMicroUsd: priceMicroUsd });
  if (room) return refusal('conflict', room);
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
    lamports: Number(lamports),
    solPriceMicroUsd: Number(priceMicroUsd),
    usdCents: Number(usdCents),
    tokenBaseUnits: tokens.toString(),
    bonusTokenBaseUnits: bonus.toString(),
    phaseStartsAt: sale.phaseWindow?.startsAt ?? null,
    phaseEndsAt: sale.phaseWindow?.endsAt ?? null,
    newsletterSubscribed: request.newsletterSubscribed,
    referralCode: request.referralCode ?? null,
    status: 'pending',
    createdAt: now,
    expiresAt,
  });

  const amountSol = formatLamportsAsSol(lamports);
  return {
    intentId,
    reference,
    lamports: lamports.toString(),
    amountSol,
    usd: centsToUsd(usdCents),
    tokens: formatTokenAmount(tokens),
    bonusTokens: formatTokenAmount(bonus),
    totalTokens: formatTokenAmount(tokens + bonus),
    phase,
    treasury: sale.treasury,
    memo: intentId,
    label: SOLANA_PAY_LABEL,
    message: SOLANA_PAY_MESSAGE,
    solanaPayUrl: solanaPayUrl({ treasury: sale.treasury, amountSol, reference, memo: intentId }),
    expiresAt: expiresAt.toISOString(),
  };
}
