// Shapes of the /api/investor answers (login, sign-up, recovery, Sign-In With Solana, profile,
// dashboard), declared once for the worker (`satisfies`) and the /mrdx and /dashboard islands.
import type { AssetDecimal } from '@core/asset-amount';
import type { AssetSymbol } from '@core/payment-assets';
import type { WalletRefunds } from '@core/api/refunds-wallet';
import type { ContributionPhase } from '@core/phase';
import type { PhaseName } from '@core/sale-config';
import type { SolanaChainId } from '@core/siws';

/** Every error answer: `{ error }` with a 4xx status (429 carries Retry-After). */
export interface ApiError {
  error: string;
}

/**
 * 200 of POST /api/investor/login, /api/investor/siws/verify and /api/investor/password-reset: who is
 * signed in now. `username` is the chosen username, or the email for contributors who have not
 * chosen one (`hasUsername` false); `mustChangePassword` sends the page to the change-password form
 * (a password sign-in with the mailed temporary password; a wallet sign-in revokes that password instead).
 */
export interface InvestorSession {
  username: string;
  email: string;
  hasUsername: boolean;
  mustChangePassword: boolean;
  /**
   * Whether the account has a password to sign in with. False after a wallet sign-in revoked the mailed
   * temporary password: the dashboard then offers "Set a password" (POST /api/investor/password).
   */
  hasPassword: boolean;
}

/** 200 of POST /api/investor/password: the account now has a password of the investor's choosing. */
export interface PasswordSet {
  hasPassword: true;
}

/** 200 of GET /api/investor/profile. */
export interface InvestorProfile extends InvestorSession {
  /** Latest wallet that paid, or null for a signed-up account that has not contributed. */
  walletAddress: string | null;
  /** True once at least one contribution with this email is credited ('Verified Investor'). */
  verifiedInvestor: boolean;
}

/** 200 of POST /api/investor/signup, identical whether or not the email already has an account. */
export interface InvestorSignupAnswer {
  accountCreated: true;
  verificationSent: true;
  message: string;
  next: '/#contribute';
}

/** 200 of POST /api/investor/signup/verify. */
export interface EmailVerifiedAnswer {
  verified: true;
  username: string;
  message: string;
}

/** 200 of POST /api/investor/password-reset/request, identical whether or not the email has an account. */
export interface PasswordResetRequested {
  message: string;
}

/** 200 of POST /api/investor/username. */
export interface UsernameSet {
  username: string;
}

/** 200 of POST /api/investor/siws/nonce: the Wallet Standard `solana:signIn` input to pass as is. */
export interface SiwsSignInInput {
  domain: string;
  uri: string;
  version: string;
  chainId: SolanaChainId;
  statement: string;
  nonce: string;
  /** ISO 8601. */
  issuedAt: string;
  /** ISO 8601, 10 minutes after issuedAt. */
  expirationTime: string;
}

/**
 * A contribution row of the dashboard: credited ones are confirmed (refunded once a verified refund paid
 * them back), the investor's open intents pending, refused ones failed.
 */
export interface DashboardContribution {
  /** The contribution id (confirmed) or the intent id (pending, failed). */
  id: string;
  status: 'confirmed' | 'refunded' | 'pending' | 'failed';
  /** ISO 8601: block time when confirmed, else when the intent was created. */
  date: string;
  phase: ContributionPhase;
  /** SOL as a decimal string ("0" for a stablecoin contribution). */
  sol: string;
  /** The asset paid (or to pay) in, and the amount in it as a plain decimal ("150"): what the dashboard shows. */
  asset: AssetSymbol;
  amount: string;
  usd: number;
  /** USD per token of the phase. */
  price: number;
  /** Base tokens in base units, decimal string. */
  tokenBaseUnits: string;
  /** Bonus tokens in base units when recorded, else null. */
  bonusBaseUnits: string | null;
  walletAddress: string;
  /** The transaction (confirmed) or the signature reported so far, if any. */
  signature: string | null;
  /** Why it failed, or what a pending one waits for. */
  reason: string | null;
  /** The transaction that refunded it (status refunded), and its explorer page; null otherwise. */
  refundSignature: string | null;
  refundExplorerUrl: string | null;
}

/** One unlock of a vesting schedule on the dashboard. */
export interface DashboardUnlock {
  /** Days after the ICO end. */
  afterDays: number;
  percent: number;
  /** ISO 8601, or null while the ICO end is not fixed. */
  date: string | null;
  /** Base units, decimal string. */
  amount: string;
  unlocked: boolean;
}

/** The vesting of the tokens bought in one phase. */
export interface DashboardVestingSchedule {
  phase: ContributionPhase;
  /** All tokens of that phase (base plus bonus), base units. */
  totalBaseUnits: string;
  unlocks: DashboardUnlock[];
  /** Unlocked so far, base units (nothing is distributed yet, so everything unlocked is claimable). */
  claimableBaseUnits: string;
  nextUnlock: DashboardUnlock | null;
}

/** Something that happened to the account, newest first. */
export interface DashboardActivity {
  kind: 'contribution-credited' | 'signed-in' | 'password-changed' | 'password-revoked' | 'account-created' | 'username-set';
  /** ISO 8601. */
  at: string;
  /** e.g. the amount credited, or 'password' / 'wallet' for a sign-in. */
  detail: string;
}

/** 200 of GET /api/investor/dashboard: everything /dashboard shows, computed by the worker. */
export interface InvestorDashboard {
  account: {
    username: string;
    email: string;
    hasUsername: boolean;
    verifiedInvestor: boolean;
  };
  investment: {
    /** Credited USD, over every asset. */
    totalUsd: number;
    /** Credited SOL, decimal string: SOL contributions only. */
    totalSol: string;
    /** Credited in each asset paid, SOL first; empty before the first credit. */
    paid: AssetDecimal[];
    /** Number of credited contributions. */
    contributions: number;
  };
  tokens: {
    baseUnits: string;
    /** Null until bonus tokens are recorded per contribution. */
    bonusBaseUnits: string | null;
    totalBaseUnits: string;
    decimals: number;
    symbol: string;
    /** ≈ USD of the total at the current phase's price. */
    approxUsd: number;
    priceUsd: number;
    pricePhase: PhaseName;
  };
  ico: {
    phase: PhaseName;
    /** Percent of the goal raised (the tracker's number), unrounded. */
    progressPercent: number;
    daysRemaining: number;
    raisedUsd: number;
    goalUsd: number;
    hardCapUsd: number;
    /** ISO 8601, or null while the sale is not initialized. */
    icoEndsAt: string | null;
  };
  contributions: DashboardContribution[];
  /** Wallets that paid for credited contributions; live balances come from /api/rpc. */
  wallets: { address: string; contributions: number; usd: number }[];
  vesting: {
    /** True while the ICO end is not fixed: the schedule starts when the ICO ends. */
    startsWhenIcoEnds: boolean;
    icoEndsAt: string | null;
    schedules: DashboardVestingSchedule[];
    claimableBaseUnits: string;
    /** The earliest unlock still ahead over all schedules (null before the ICO end is fixed). */
    nextUnlock: { date: string; amount: string } | null;
  };
  /**
   * What the treasury owes the investor's wallets back (each line in the asset that came in, with its
   * reasons) and the refunds it paid them, newest first: the dashboard's Refunds section, hidden while both are empty.
   */
  refunds: WalletRefunds;
  activity: DashboardActivity[];
  /** ISO 8601 server time of the computation. */
  generatedAt: string;
}

/** 200 of POST /api/investor/login (the session it starts). */
export type InvestorLogin = InvestorSession;

/** 200 of POST /api/investor/change-password. */
export interface PasswordChanged {
  mustChangePassword: false;
}
