// The referral program's payloads, shared by the referral pages and /api/investor/referrals,
// /api/investor/referrals/shares and /r/:code, with the messages the investor pages have always shown, kept word for word.
import * as v from 'valibot';
import { REFERRAL_CODE_PATTERN } from '@core/referral-rules';
import { REFERRAL_SHARE_PLATFORMS } from '@core/referral-config';
import { EmailSchema } from '@core/schemas/newsletter';

export const REFERRAL_MESSAGES = {
  emailRequired: 'Email required - Please enter your email address to create a referral code.',
  emailNotYours: 'This email does not belong to your account. Please use the email you contributed with.',
  createFailed: 'Error - Failed to create referral code. Please try again.',
  codeInvalid: 'Invalid referral code',
  codeNotYours: 'This referral code does not belong to your account',
  platformInvalid: 'Unsupported share platform',
} as const;

/** An issued referral code: 8 characters A-Z0-9; lower case is accepted and upper-cased. */
export const IssuedReferralCodeSchema = v.pipe(
  v.string(REFERRAL_MESSAGES.codeInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES.codeInvalid),
);

/** Body of POST /api/investor/referrals: a missing or blank email gets the form's own message. */
export const CreateReferralSchema = v.object({
  email: v.pipe(
    v.optional(v.nullable(v.string(REFERRAL_MESSAGES.emailRequired)), ''),
    v.transform((email) => (email ?? '').trim()),
    v.nonEmpty(REFERRAL_MESSAGES.emailRequired),
    EmailSchema,
  ),
});

/** Body of POST /api/investor/referrals/shares. */
export const TrackSocialShareSchema = v.object({
  platform: v.picklist(REFERRAL_SHARE_PLATFORMS, REFERRAL_MESSAGES.platformInvalid),
  referralCode: IssuedReferralCodeSchema,
});

export type CreateReferralRequest = v.InferOutput<typeof CreateReferralSchema>;
export type TrackSocialShareRequest = v.InferOutput<typeof TrackSocialShareSchema>;
export type ReferralSharePlatform = TrackSocialShareRequest['platform'];
