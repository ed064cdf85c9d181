// What the distribution routes answer when they refuse, in the admin's words (4xx `{ error }`).
// Tests and the console read them from here.
import { SUBMIT_REFUSALS } from '../payout/submit-attempt';

export const DISTRIBUTION_REFUSALS = {
  notConfigured: 'Set DISTRIBUTION_WALLET_ADDRESS and TOKEN_MINT_ADDRESS to valid addresses before building the plan',
  saleNotOver: 'The sale is not over yet: the plan can be built once the ICO has ended',
  belowSoftCap: 'The sale closed below its soft cap: contributions are refunded, not distributed',
  approved: 'The plan is approved and can no longer change',
  noPlan: 'No distribution plan has been built yet',
  notApproved: 'Approve the plan first',
  mintMissing: 'The token mint does not exist on the chain (no SPL Token or Token-2022 mint at TOKEN_MINT_ADDRESS)',
  nothingOwed: 'No credited contribution or referral reward is owed: there is nothing to distribute',
  distributionWalletIsRecipient: 'The distribution wallet cannot be a recipient of its own payouts',
  planChanged: 'The plan changed since you reviewed it (rebuilt, or a choice was made): review it again and approve its new hash',
  sourcesChanged: 'Contributions or referral rewards changed since the plan was built: build it again',
  rowsTampered: 'The stored rows no longer match the rows hash of the build: build the plan again',
  recipientUnknown: 'This wallet is not a recipient of the plan',
  recipientNotFlagged: 'Only flagged recipients (off-curve owner or frozen account) take a choice',
  unlockUnknown: 'The plan has no unlock on that date',
  unlockNotDue: 'This unlock is not due yet',
  unlockOpened: 'This unlock is already open for paying',
  nothingToPay: 'Every payout of this unlock is held: there is nothing to pay',
  batchUnknown: 'Unknown batch',
  batchPaid: 'This batch is paid',
  batchMismatch: 'A transaction carrying this batch\'s reference did not pay it exactly: it is never signed again (see its detail)',
  attemptRaced: 'Another admin started this batch a moment ago: refresh to see their attempt',
  attemptUnknown: SUBMIT_REFUSALS.attemptUnknown,
  attemptOver: SUBMIT_REFUSALS.attemptOver,
  attemptHasOther: SUBMIT_REFUSALS.attemptHasOther,
} as const;

/** A chain read failed: nothing was changed (the 502 of the distribution routes). */
export const CHAIN_UNREADABLE = 'The Solana network could not be read: nothing was changed. Please try again';

/** Intents that may still be paid keep the plan from being built. */
export const pendingIntentsRefusal = (count: number, until: Date | null) =>
  `${count} contribution intent${count === 1 ? ' is' : 's are'} still waiting for payment${until ? ` (until ${until.toISOString()})` : ''}: build the plan once they are settled`;

/** Unsettled payments keep the plan from being approved: crediting one later would owe tokens the plan lacks. */
export const openUnmatchedRefusal = (count: number) =>
  `${count} unmatched payment${count === 1 ? ' is' : 's are'} still open: credit ${count === 1 ? 'it' : 'them'} or mark ${count === 1 ? 'it' : 'them'} for refund, then build the plan again`;

/** Flagged recipients without a choice keep the plan from being approved. */
export const undecidedRefusal = (count: number) => `${count} flagged recipient${count === 1 ? ' needs' : 's need'} your choice (pay or hold) before approval`;

/** A blocked mint (transfer fee, hook, …). */
export const mintRefusal = (reason: string) => `${reason}: this mint cannot be distributed exactly`;

/** Tokens or SOL short of what the payouts need. */
export const insufficientRefusal = (what: 'tokens' | 'SOL', need: string, have: string, scope: string) =>
  what === 'tokens'
    ? `The distribution wallet holds ${have} tokens but ${scope} needs ${need}: top up its token account first`
    : `The distribution wallet holds ${have} SOL but ${scope} needs ${need} SOL for fees and new token accounts: top it up first`;
