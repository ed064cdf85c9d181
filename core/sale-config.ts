// The sale configuration: every number the site, the FAQ, the whitepaper, the wizard and the worker
// show or enforce comes from here, the referral programme's from core/referral-config.ts
// (docs/decisions.md, "Numbers"). Nothing is typed twice.

/** Product prefix for browser storage keys and labels. */
export const PRODUCT_PREFIX = 'mrdx';

/** Token facts shown on the site. Decimals is the one configured value (docs/decisions.md, "Token decimals"). */
export const TOKEN = {
  name: 'MoonRunnaDx',
  symbol: 'MRDX',
  decimals: 9,
  totalSupply: 7_000_000_000,
  burnedAtLaunchPercent: 30,
  /** Automatic burn on every buy and sell continues until supply reaches this. */
  burnFloorSupply: 1_000_000_000,
  feePercent: { treasury: 0.5, liquidity: 0.5 },
  holderFeeDiscountPercent: 50,
  referralTradingFeePercent: 0.5,
  stakingApyPercent: 12,
  buybackPercentOfFees: 30,
  stakingLockMonths: [3, 6, 9, 12] as const,
  /** Allocation of total supply in percent; sums to 100. */
  allocation: [
    { label: 'Whitelist sale', percent: 20 },
    { label: 'ICO sale', percent: 20 },
    { label: 'Ecosystem', percent: 25 },
    { label: 'Team (2-year vesting)', percent: 15 },
    { label: 'Community', percent: 10 },
    { label: 'Partners', percent: 5 },
    { label: 'Liquidity', percent: 5 },
  ],
} as const;

export type PhaseName = 'WHITELIST' | 'ICO' | 'LISTING';

/** One phase of the sale (docs/decisions.md, "Phase prices and estimated tokens"). */
export interface PhaseConfig {
  name: PhaseName;
  label: string;
  /** USD per token. */
  tokenPrice: number;
  minContributionUSD: number;
  /** Per-person cap in SOL, cumulative per wallet; null when the phase has none. */
  maxContributionSOL: number | null;
  maxParticipants: number | null;
  /** Length in days; null for the open-ended listing phase. */
  durationDays: number | null;
  /** Whether the treasury accepts contributions during this phase. */
  acceptsContributions: boolean;
  /** Bonus tokens in percent of the base tokens (docs/decisions.md, "Whitelist bonus"), credited apart and vested with them. */
  bonusPercent: number;
}

export const PHASES: Record<PhaseName, PhaseConfig> = {
  WHITELIST: {
    name: 'WHITELIST',
    label: 'Whitelist',
    tokenPrice: 0.0002,
    minContributionUSD: 100,
    maxContributionSOL: 10,
    maxParticipants: 100,
    durationDays: 10,
    acceptsContributions: true,
    bonusPercent: 15,
  },
  ICO: {
    name: 'ICO',
    label: 'ICO',
    tokenPrice: 0.00029,
    minContributionUSD: 50,
    maxContributionSOL: null,
    maxParticipants: null,
    durationDays: 30,
    acceptsContributions: true,
    bonusPercent: 0,
  },
  LISTING: {
    name: 'LISTING',
    label: 'Listing',
    tokenPrice: 0.00037,
    minContributionUSD: 50,
    maxContributionSOL: null,
    maxParticipants: null,
    durationDays: null,
    acceptsContributions: false,
    bonusPercent: 0,
  },
};

export const PHASE_ORDER: readonly PhaseName[] = ['WHITELIST', 'ICO', 'LISTING'];

/** Default fundraising targets in USD; the admin may edit them (stored in D1). */
export const DEFAULT_CAPS = { softCap: 50_000, goal: 100_000, hardCap: 250_000 } as const;

/** The wizard's amount input. */
export const AMOUNT_INPUT = { min: 0, max: 10, step: 0.001 } as const;


/** Whitelist teaser facts. */
export const WHITELIST_TEASER = { minimumSOL: 0.6, bonusPercent: PHASES.WHITELIST.bonusPercent } as const;

/** Vesting: share unlocked at ICO end, then further unlocks (docs/decisions.md, "Vesting"). */
export const VESTING = {
  WHITELIST: { atIcoEndPercent: 25, unlocks: [{ afterDays: 30, percent: 25 }, { afterDays: 60, percent: 25 }, { afterDays: 90, percent: 25 }] },
  ICO: {
    atIcoEndPercent: 40,
    unlocks: [1, 2, 3, 4, 5, 6].map((month) => ({ afterDays: month * 30, percent: 10 })),
  },
} as const;

/**
 * A referral code as links and intents may carry it (upper-cased before the check). Wider than the codes
 * the server issues (REFERRAL_CODE, core/referral-config.ts): an unknown code is kept with the intent
 * and simply earns nothing.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** Progress milestones, in percent of goal. */
export const MILESTONES_PERCENT = [25, 50, 75, 90, 100] as const;

/** Client refresh cadences in ms. */
export const TIMINGS = {
  statsPollMs: 5_000,
  walletHealthMs: 10_000,
  networkHealthMs: 30_000,
  walletDetectionMs: 2_000,
  walletInitDelayMs: 100,
  demoWalletAutoConnectMs: 3_000,
  confettiMs: 4_000,
  confettiParticles: 80,
  milestoneToastMs: 3_000,
  progressAnimationMs: 2_000,
  tickerRotationMs: 3_000,
  commentsPollMs: 30_000,
  toastMs: 5_000,
  /** The wizard's rates refresh: the SOL price and its stale mark stay current. */
  ratesRefreshMs: 60_000,
  /** How often a contribution's intent is asked about while the server has not decided. */
  paymentPollMs: 2_000,
  /** 'Dashboard Access Created' follows 'Contribution Successful!' after this delay. */
  secondToastDelayMs: 2_500,
} as const;

/** Marketing claims on the landing page. */
export const CLAIMS = {
  maxTps: 65_000,
  acceptedCurrencyCount: 25,
} as const;
