// What the refund routes answer when they refuse, in the admin's words (4xx `{ error }`). Tests and
// the console read them from here; the attempt refusals shared with distribution are SUBMIT_REFUSALS.

export const REFUND_REFUSALS = {
  notConfigured: 'Set TREASURY_ADDRESS to a valid address before building a refund plan',
  noPlan: 'No refund plan has been built yet',
  approved: 'The refund plan is approved and can no longer change',
  notApproved: 'Approve the refund plan first',
  finished: 'The refund plan is finished: build a new one for what is owed since',
  nothingOwed: 'Nothing is owed that is not already in a refund plan: there is nothing to refund',
  treasuryIsRecipient: 'The treasury cannot refund itself: a line would pay the treasury',
  assetNotAccepted: (asset: string) => `A refund is owed in ${asset}, which this cluster does not take: it cannot be paid from the treasury`,
  planChanged: 'The refund plan changed since you reviewed it (rebuilt, or a choice was made): review it again and approve its new hash',
  sourcesChanged: 'What is owed changed since the refund plan was built (a payment marked, credited or refunded): build it again',
  lineUnknown: 'This line is not in the refund plan',
  lineNotFlagged: 'Only flagged lines (off-curve owner, frozen account, cannot land, dust) take a choice',
  holdNeedsReason: 'Holding a refund needs a reason of 3 to 500 characters',
  batchUnknown: 'Unknown batch',
  batchPaid: 'This batch is paid',
  batchMismatch: 'A transaction carrying this batch\'s reference did not pay it exactly: it is never signed again (see its detail)',
  batchEmpty: 'Every line of this batch was refunded by hand: there is nothing left to pay',
  attemptRaced: 'Another admin started this batch a moment ago: refresh to see their attempt',
} as const;

/** A hand refund of a wallet whose plan line is in a batch that may still land. */
export const handRefundWhileSending = (asset: string) =>
  `This wallet's ${asset} refund is in a refund batch whose transaction may still land: wait until it is verified (paid, failed or expired) before recording a refund by hand`;

/** Flagged lines without a choice keep the plan from being approved. */
export const undecidedLinesRefusal = (count: number) => `${count} flagged refund${count === 1 ? ' needs' : 's need'} your choice (pay or hold) before approval`;

/** The treasury short of what a batch and the batches already sending need. */
export const treasuryShortRefusal = (need: string, have: string, scope: string, what: string) =>
  `The treasury holds ${have} but ${scope} needs ${need} (${what}): top it up first`;
