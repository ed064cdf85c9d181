// Row builders for worker tests of the sale: settings, credited contributions (with their intent)
// and admin adjustments, written straight to the test D1.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { DEFAULT_SALE_SETTINGS } from '../src/services/sale/sale-state';
import { contributionIntents, contributions, fundraisingAdjustments, saleSettings } from '../src/db/schema';
import { addToInvestorTotals, addToTotals } from '../src/services/settlement/credit-statements';

const DAY = 86_400_000;
let sequence = 0;

/** Writes the settings row as an admin's Initialize at `startsAt` would (10 + 30 days unless told). */
export async function insertSaleSettings(
  startsAt: Date,
  overrides: Partial<{ whitelistDays: number; icoDays: number; goalCents: number; hardCapCents: number; softCapCents: number }> = {},
) {
  const whitelistDays = overrides.whitelistDays ?? 10;
  const whitelistEndsAt = new Date(startsAt.getTime() + whitelistDays * DAY);
  const icoEndsAt = new Date(whitelistEndsAt.getTime() + (overrides.icoDays ?? 30) * DAY);
  await drizzle(env.DB)
    .insert(saleSettings)
    .values({
      id: 1,
      whitelistStartsAt: startsAt,
      whitelistEndsAt,
      icoEndsAt,
      softCapCents: overrides.softCapCents ?? Number(DEFAULT_SALE_SETTINGS.softCapCents),
      goalCents: overrides.goalCents ?? Number(DEFAULT_SALE_SETTINGS.goalCents),
      hardCapCents: overrides.hardCapCents ?? Number(DEFAULT_SALE_SETTINGS.hardCapCents),
      whitelistDays,
      whitelistMaxParticipants: DEFAULT_SALE_SETTINGS.whitelistMaxParticipants,
      whitelistMaxLamports: Number(DEFAULT_SALE_SETTINGS.whitelistMaxLamports),
      updatedAt: startsAt,
    });
  return { whitelistEndsAt, icoEndsAt };
}

/**
 * The stablecoin contribution the display tests read: 150 USDC (6 decimals) at $1.00 a unit, no lamports.
 * Spread it into insertContribution's input.
 */
export const USDC_150 = { asset: 'USDC', tokenAmount: '150000000', tokenDecimals: 6, lamports: 0, usdCents: 15_000 } as const;

/** Writes a credited contribution and the intent it settles (in SOL unless `asset` says otherwise). */
export async function insertContribution(input: {
  walletAddress: string;
  usdCents: number;
  lamports?: number;
  asset?: 'SOL' | 'USDC' | 'USDT';
  /** A stablecoin's amount in base units and its mint's decimals. */
  tokenAmount?: string;
  tokenDecimals?: number;
  tokenBaseUnits?: string;
  bonusTokenBaseUnits?: string;
  email?: string;
  phase?: 'WHITELIST' | 'ICO';
  creditedAt?: Date;
  /** The terms its intent recorded; none, as on intents older than the record, by default. */
  terms?: { version: string; acceptedAt: Date };
}) {
  sequence += 1;
  const id = `c${String(sequence).padStart(6, '0')}`;
  const creditedAt = input.creditedAt ?? new Date();
  const common = {
    walletAddress: input.walletAddress,
    email: input.email ?? `buyer${sequence}@example.com`,
    phase: input.phase ?? 'WHITELIST',
    lamports: input.lamports ?? 1_000_000_000,
    asset: input.asset ?? 'SOL',
    tokenAmount: input.tokenAmount ?? null,
    tokenDecimals: input.tokenDecimals ?? null,
    usdCents: input.usdCents,
    tokenBaseUnits: input.tokenBaseUnits ?? '500000000000000',
    bonusTokenBaseUnits: input.bonusTokenBaseUnits ?? '0',
  } as const;
  const db = drizzle(env.DB);
  await db.insert(contributionIntents).values({
    ...common,
    id: `i${id}`,
    reference: `ref-${id}`,
    solPriceMicroUsd: 180_000_000,
    newsletterSubscribed: false,
    status: 'credited',
    termsVersion: input.terms?.version ?? null,
    termsAcceptedAt: input.terms?.acceptedAt ?? null,
    createdAt: creditedAt,
    expiresAt: new Date(creditedAt.getTime() + 15 * 60_000),
  });
  await db.insert(contributions).values({
    ...common,
    id,
    intentId: `i${id}`,
    signature: `sig${id}`,
    slot: sequence,
    blockTime: creditedAt,
    creditedAt,
  });
  // The totals are kept by the credit batch; rows written here keep them too.
  await addToTotals(env.DB, id).run();
  await addToInvestorTotals(env.DB, id).run();
  return { id, signature: `sig${id}` };
}

/** Writes an admin adjustment of the totals. */
export async function insertAdjustment(usdCents: number, investorsDelta: number) {
  sequence += 1;
  await drizzle(env.DB)
    .insert(fundraisingAdjustments)
    .values({ id: `a${sequence}`, usdCents, investorsDelta, reason: 'test', actor: 'admin', createdAt: new Date() });
}
