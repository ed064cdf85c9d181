// Answers of the public sale routes: the sale state, market rates, fundraising progress and the
// contribution check; the worker returns them with `satisfies`, the site reads them.
import type { AssetSymbol } from '@core/payment-assets';
import type { PhaseConfig, PhaseName } from '@core/sale-config';
import type { SaleStage } from '@core/sale-stage';

/** GET /api/sale: phase table, phase dates, server clock, treasury and token facts. */
export interface SaleInfo {
  phase: PhaseName;
  initialized: boolean;
  phases: PhaseConfig[];
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
  /** The server's clock (ms since epoch) when it answered. */
  serverTime: number;
  treasury: string;
  token: { mint: string; decimals: number; symbol: string; totalSupply: number };
  cluster: string;
  demoMode: boolean;
  acceptingContributions: boolean;
  /** What a visitor can do now (core/sale-stage.ts): every page offers a purchase only in 'whitelist' and 'ico'. */
  stage: SaleStage;
  whitelist: { maxParticipants: number; maxSolPerPerson: number; days: number };
  /**
   * The assets this cluster's sale takes, SOL first (core/payment-assets.ts): a stablecoin with its mint
   * and its decimals as the chain has them (null while the chain could not be read yet).
   */
  assets: AcceptedAsset[];
  /**
   * The countries and regions the sale takes no contribution from (RESTRICTED_COUNTRIES, core/
   * restricted-countries.ts), upper-case codes; empty when none. The sentence the sale pages show about
   * them, or null when there are none.
   */
  restrictedCountries: string[];
  restrictedCountriesNotice: string | null;
}

/** One asset the sale takes, as GET /api/sale lists it. */
export interface AcceptedAsset {
  symbol: AssetSymbol;
  name: string;
  /** Null for SOL. */
  mint: string | null;
  decimals: number | null;
}

/** The currencies GET /api/crypto-rates prices in USD. */
export type RateSymbol = 'btc' | 'eth' | 'sol' | 'bnb' | 'ada';
/** The stablecoins' feed prices, given when the source has them (a stablecoin itself counts as $1.00). */
export type StablecoinRateSymbol = 'usdc' | 'usdt';

/** GET /api/crypto-rates: USD rates and the current phase's token price. */
export interface CryptoRates {
  rates: Record<RateSymbol, number> & Partial<Record<StablecoinRateSymbol, number>>;
  tokenPrice: number;
  /** True when the source's last answer failed or the rates are old. */
  stale: boolean;
  source: 'live' | 'cached' | 'development';
  /** When the rates were fetched from the source (ISO). */
  updatedAt: string;
}

/** GET /api/fundraising-stats: USD numbers with 2 decimals. */
export interface FundraisingStats {
  currentAmount: number;
  goal: number;
  softCap: number;
  hardCap: number;
  totalContributors: number;
  daysRemaining: number;
  /**
   * True while the sale is initialized and inside its window; false before it is initialized (timers
   * reset) and after it ended: the tracker then says the sale is not running instead of a day count.
   */
  saleRunning: boolean;
  /** Tokens credited so far (whole MRDX): base at the phase prices, and the phase bonuses apart. */
  tokensSold: string;
  bonusTokens: string;
}

/** GET /api/contributions/check/{wallet}. */
export interface ContributionCheck {
  hasContributed: boolean;
}

/** POST /api/newsletter. */
export interface NewsletterSubscribed {
  subscribed: true;
  email: string;
}

/** GET /api/demo-wallet (demo mode on a local chain only): the demo wallet's keypair. */
export interface DemoWalletKey {
  publicKey: string;
  secretKey: number[];
}
