// Display strings for the sale numbers in core/sale-config.ts (the referral rewards' in
// core/referral-config.ts), shared by content tokens, MDX and pages.
import {
  CLAIMS,
  DEFAULT_CAPS,
  PHASES,
  TOKEN,
  VESTING,
  WHITELIST_TEASER,
} from '@core/sale-config';
import { REFERRAL_MILESTONE_BONUS, REFERRAL_TIERS } from '@core/referral-config';
import { formatCount, formatPercent } from '@core/format/numbers';
import { formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { describeVesting, LAST_UNLOCK_AFTER_DAYS } from '@core/vesting';

export { formatCount, formatPercent } from '@core/format/numbers';
export { formatUsdPrice, formatUsdWhole } from '@core/format/money';

/** Whole tokens bought for `usd` at `price`, rounded down (display only; the server computes credits). */
export function tokensForUsdDisplay(usd: number, price: number): number {
  // Round to 6 places first so float noise (100 / 0.0002 = 500000.00000000006) cannot add or drop a token.
  return Math.floor(Number((usd / price).toFixed(6)));
}

const whitelist = PHASES.WHITELIST;
const ico = PHASES.ICO;
const listing = PHASES.LISTING;
const circulating = (TOKEN.totalSupply * (100 - TOKEN.burnedAtLaunchPercent)) / 100;
const whitelistMinTokens = tokensForUsdDisplay(whitelist.minContributionUSD, whitelist.tokenPrice);

/**
 * Every sale number that content may show, already formatted, by the name used in `{{name}}` tokens
 * of YAML/Markdown content and as `facts.name` in MDX.
 */
export const SALE_FACTS = {
  tokenName: TOKEN.name,
  tokenSymbol: TOKEN.symbol,
  totalSupply: formatCount(TOKEN.totalSupply),
  decimals: String(TOKEN.decimals),
  burnedAtLaunchPercent: formatPercent(TOKEN.burnedAtLaunchPercent),
  circulatingSupply: formatCount(circulating),
  burnFloorSupply: formatCount(TOKEN.burnFloorSupply),
  feeTotalPercent: formatPercent(TOKEN.feePercent.treasury + TOKEN.feePercent.liquidity),
  feeTreasuryPercent: formatPercent(TOKEN.feePercent.treasury),
  feeLiquidityPercent: formatPercent(TOKEN.feePercent.liquidity),
  holderFeeDiscountPercent: formatPercent(TOKEN.holderFeeDiscountPercent),
  referralTradingFeePercent: formatPercent(TOKEN.referralTradingFeePercent),
  stakingApyPercent: formatPercent(TOKEN.stakingApyPercent),
  buybackPercentOfFees: formatPercent(TOKEN.buybackPercentOfFees),
  stakingLockMonths: TOKEN.stakingLockMonths.join(', '),
  whitelistPrice: formatUsdPrice(whitelist.tokenPrice),
  icoPrice: formatUsdPrice(ico.tokenPrice),
  listingPrice: formatUsdPrice(listing.tokenPrice),
  whitelistMinUsd: formatUsdWhole(whitelist.minContributionUSD),
  icoMinUsd: formatUsdWhole(ico.minContributionUSD),
  whitelistMaxSol: `${whitelist.maxContributionSOL ?? 0} SOL`,
  whitelistParticipants: formatCount(whitelist.maxParticipants ?? 0),
  whitelistDays: String(whitelist.durationDays ?? 0),
  icoDays: String(ico.durationDays ?? 0),
  whitelistMinTokens: formatCount(whitelistMinTokens),
  teaserMinSol: `${WHITELIST_TEASER.minimumSOL} SOL`,
  teaserBonusPercent: formatPercent(WHITELIST_TEASER.bonusPercent),
  softCapUsd: formatUsdWhole(DEFAULT_CAPS.softCap),
  goalUsd: formatUsdWhole(DEFAULT_CAPS.goal),
  hardCapUsd: formatUsdWhole(DEFAULT_CAPS.hardCap),
  whitelistVestingAtIcoEnd: formatPercent(VESTING.WHITELIST.atIcoEndPercent),
  icoVestingAtIcoEnd: formatPercent(VESTING.ICO.atIcoEndPercent),
  icoVestingMonthlyUnlocks: String(VESTING.ICO.unlocks.length),
  whitelistVestingSchedule: describeVesting('WHITELIST'),
  icoVestingSchedule: describeVesting('ICO'),
  lastUnlockAfterDays: formatCount(LAST_UNLOCK_AFTER_DAYS),
  maxTps: formatCount(CLAIMS.maxTps),
  acceptedCurrencyCount: formatCount(CLAIMS.acceptedCurrencyCount),
  referralBaseReward: `${formatCount(REFERRAL_TIERS[0].rewardPerReferral)} ${TOKEN.symbol}`,
  referralTopReward: `${formatCount(REFERRAL_TIERS[REFERRAL_TIERS.length - 1]!.rewardPerReferral)} ${TOKEN.symbol}`,
  referralMilestoneReward: `${formatCount(REFERRAL_MILESTONE_BONUS.reward)} ${TOKEN.symbol}`,
  referralMilestoneAt: formatCount(REFERRAL_MILESTONE_BONUS.atReferral),
} as const;

export type SaleFactName = keyof typeof SALE_FACTS;

/**
 * SALE_FACTS for MDX: reading a name that does not exist throws (failing the build) instead of
 * rendering "undefined" into the whitepaper.
 */
export const STRICT_SALE_FACTS: typeof SALE_FACTS = new Proxy(SALE_FACTS, {
  get(target, key, receiver) {
    if (typeof key === 'string' && !Object.hasOwn(target, key)) {
      throw new Error(`Unknown sale fact "facts.${key}" (see site/src/lib/content/sale-facts.ts for the names)`);
    }
    return Reflect.get(target, key, receiver);
  },
});
