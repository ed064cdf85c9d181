import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CreateReferralSchema, IssuedReferralCodeSchema, REFERRAL_MESSAGES, TrackSocialShareSchema } from '@core/schemas/referral';
import { INVALID_EMAIL_MESSAGE } from '@core/schemas/newsletter';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('CreateReferralSchema', () => {
  it('accepts an email and normalises it', () => {
    expect(v.parse(CreateReferralSchema, { email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('answers a missing or blank email with the spec message, a malformed one with the email message', () => {
    expect(firstMessage(CreateReferralSchema, {})).toBe(REFERRAL_MESSAGES.emailRequired);
    expect(firstMessage(CreateReferralSchema, { email: '   ' })).toBe(REFERRAL_MESSAGES.emailRequired);
    expect(firstMessage(CreateReferralSchema, { email: null })).toBe(REFERRAL_MESSAGES.emailRequired);
    expect(firstMessage(CreateReferralSchema, { email: 'nope' })).toBe(INVALID_EMAIL_MESSAGE);
    expect(firstMessage(CreateReferralSchema, { email: 42 })).toBe(REFERRAL_MESSAGES.emailRequired);
  });
});

describe('TrackSocialShareSchema', () => {
  it('accepts the five platforms and an issued code in any case', () => {
    for (const platform of ['twitter', 'telegram', 'whatsapp', 'facebook', 'mailto']) {
      expect(v.parse(TrackSocialShareSchema, { platform, referralCode: 'ab12cd34' })).toEqual({ platform, referralCode: 'AB12CD34' });
    }
  });

  it('refuses other platforms and codes that are not 8 characters A-Z0-9', () => {
    expect(firstMessage(TrackSocialShareSchema, { platform: 'myspace', referralCode: 'AB12CD34' })).toBe(REFERRAL_MESSAGES.platformInvalid);
    expect(firstMessage(IssuedReferralCodeSchema, 'AB12CD3')).toBe(REFERRAL_MESSAGES.codeInvalid);
    expect(firstMessage(IssuedReferralCodeSchema, 'AB12CD3!')).toBe(REFERRAL_MESSAGES.codeInvalid);
    expect(firstMessage(IssuedReferralCodeSchema, 12345678)).toBe(REFERRAL_MESSAGES.codeInvalid);
  });
});
