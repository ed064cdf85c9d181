// The sale rules in one import: phase at a time, tokens for USD, vesting, milestones (see each module).
export { phaseAt, phaseConfig, phaseWindow, isSaleOpenAt, areSaleDatesValid, initialSaleDates, daysRemainingAt } from '@core/phase';
export type { SaleDates, ContributionPhase } from '@core/phase';
export { tokensForUsd, bonusTokens, formatTokenAmount, parseTokenAmount } from '@core/tokens';
export { vestingSchedule, vestingAmounts, unlockedPercentAt } from '@core/vesting';
export type { VestingUnlock } from '@core/vesting';
export { crossedMilestones, percentOfGoal, progressColorBand } from '@core/milestones';
export type { MilestonePercent, ProgressColorBand } from '@core/milestones';
