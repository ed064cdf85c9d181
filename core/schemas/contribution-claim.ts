// The claim "this transaction pays this contribution", sent by the wizard after the wallet signed,
// and its validation in POST /api/contributions.
import * as v from 'valibot';
import { isSignature } from '@solana/kit';
import { ReferralCodeSchema } from '@core/schemas/contribution';

export const CLAIM_MESSAGES = {
  intentInvalid: 'Invalid contribution id',
  signatureInvalid: 'Invalid transaction signature',
} as const;

/** A contribution intent id as the server issued it (a UUID). */
export const IntentIdSchema = v.pipe(
  v.string(CLAIM_MESSAGES.intentInvalid),
  v.trim(),
  v.uuid(CLAIM_MESSAGES.intentInvalid),
  v.toLowerCase(),
);

/** A transaction signature: base58 of 64 bytes. */
export const TransactionSignatureSchema = v.pipe(
  v.string(CLAIM_MESSAGES.signatureInvalid),
  v.trim(),
  v.check((text) => isSignature(text), CLAIM_MESSAGES.signatureInvalid),
);

/**
 * Body of POST /api/contributions. The newsletter choice and referral code travel with the intent;
 * they are accepted here for the wizard's convenience and ignored, since the intent already fixed them.
 */
export const ContributionClaimSchema = v.object({
  // A missing field reads as an empty one, so it gets the field's own message.
  intentId: v.optional(IntentIdSchema, ''),
  signature: v.optional(TransactionSignatureSchema, ''),
  newsletterSubscribed: v.optional(v.boolean()),
  referralCode: v.optional(ReferralCodeSchema),
});

export type ContributionClaim = v.InferOutput<typeof ContributionClaimSchema>;
