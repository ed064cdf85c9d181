// The sale rules in one import: phase at a time, tokens for USD, vesting, milestones (see each module).
export { phaseAt, phaseConfig, phaseWindow, isSaleOpenAt, areSaleDatesValid, initialSaleDates, daysRemainingAt } from './phase';
export type { SaleDates, ContributionPhase } from './phase';
export { tokensForUsd, formatTokenAmount, parseTokenAmount } from './tokens';
export { vestingSchedule, vestingAmounts, unlockedPercentAt } from './vesting';
export type { VestingUnlock } from './vesting';
export { crossedMilestones, percentOfGoal, progressColorBand } from './milestones';
export type { MilestonePercent, ProgressColorBand } from './milestones';
