import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ApprovePlanSchema,
  BuildPlanSchema,
  DISTRIBUTION_MESSAGES,
  ManifestQuerySchema,
  OpenUnlockSchema,
  RecipientChoiceSchema,
  StartAttemptSchema,
  SubmitAttemptSchema,
  VerifyNowSchema,
} from './distribution';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('distribution schemas', () => {
  it('builds only with an explicit confirmation', () => {
    expect(v.parse(BuildPlanSchema, { confirm: true })).toEqual({ confirm: true });
    expect(firstMessage(BuildPlanSchema, {})).toBe(DISTRIBUTION_MESSAGES.confirmBuild);
    expect(firstMessage(BuildPlanSchema, { confirm: 'true' })).toBe(DISTRIBUTION_MESSAGES.confirmBuild);
  });

  it('approves a 64-hex plan hash, case-insensitively', () => {
    expect(v.parse(ApprovePlanSchema, { planHash: ` ${'AB'.repeat(32)} ` })).toEqual({ planHash: 'ab'.repeat(32) });
    expect(firstMessage(ApprovePlanSchema, { planHash: 'ab' })).toBe(DISTRIBUTION_MESSAGES.planHash);
  });

  it('takes a choice with a reason', () => {
    expect(v.parse(RecipientChoiceSchema, { choice: 'hold', reason: ' a PDA vault ' })).toEqual({ choice: 'hold', reason: 'a PDA vault' });
    expect(firstMessage(RecipientChoiceSchema, { choice: 'maybe', reason: 'why not' })).toBe(DISTRIBUTION_MESSAGES.choice);
    expect(firstMessage(RecipientChoiceSchema, { choice: 'pay', reason: 'ok' })).toBe(DISTRIBUTION_MESSAGES.reason);
  });

  it('reads an unlock date and a bounded priority fee', () => {
    expect(v.parse(OpenUnlockSchema, { unlockAt: '2027-01-01T00:00:00.000Z' }).unlockAt.getTime()).toBe(Date.UTC(2027, 0, 1));
    expect(firstMessage(OpenUnlockSchema, { unlockAt: 'soon' })).toBe(DISTRIBUTION_MESSAGES.unlockAt);
    expect(v.parse(StartAttemptSchema, {})).toEqual({ priorityFeeMicroLamports: 0n });
    expect(v.parse(StartAttemptSchema, { priorityFeeMicroLamports: 5000 })).toEqual({ priorityFeeMicroLamports: 5000n });
    expect(v.parse(StartAttemptSchema, { priorityFeeMicroLamports: '10000000' })).toEqual({ priorityFeeMicroLamports: 10_000_000n });
    for (const fee of ['10000001', -1, 1.5, '1e3', null]) expect(firstMessage(StartAttemptSchema, { priorityFeeMicroLamports: fee })).toBe(DISTRIBUTION_MESSAGES.priorityFee);
  });

  it('takes a signed transaction as bounded base64 with its attempt id', () => {
    const attemptId = crypto.randomUUID();
    expect(v.parse(SubmitAttemptSchema, { attemptId, transaction: 'AQID' })).toEqual({ attemptId, transaction: 'AQID' });
    expect(firstMessage(SubmitAttemptSchema, { attemptId, transaction: 'A'.repeat(1648) })).toBe(DISTRIBUTION_MESSAGES.transaction);
    expect(firstMessage(SubmitAttemptSchema, { attemptId, transaction: 'not base64!' })).toBe(DISTRIBUTION_MESSAGES.transaction);
    expect(firstMessage(SubmitAttemptSchema, { attemptId: 'x', transaction: 'AQID' })).toBe(DISTRIBUTION_MESSAGES.attemptId);
  });

  it('searches the manifest by base58 only, and verifies with an empty object', () => {
    expect(v.parse(ManifestQuerySchema, { q: '2da1go' })).toMatchObject({ q: '2da1go', page: 1, pageSize: 25 });
    expect(firstMessage(ManifestQuerySchema, { q: "2da1'--" })).toBe(DISTRIBUTION_MESSAGES.walletSearch);
    expect(v.parse(VerifyNowSchema, {})).toEqual({});
    expect(firstMessage(VerifyNowSchema, { email: 'x' })).toBeDefined();
  });
});

describe('missing fields', () => {
  it('answer with the field\'s own message', () => {
    expect(firstMessage(ApprovePlanSchema, {})).toBe(DISTRIBUTION_MESSAGES.planHash);
    expect(firstMessage(OpenUnlockSchema, {})).toBe(DISTRIBUTION_MESSAGES.unlockAt);
    expect(firstMessage(SubmitAttemptSchema, { transaction: 'AQID' })).toBe(DISTRIBUTION_MESSAGES.attemptId);
    expect(firstMessage(RecipientChoiceSchema, { choice: 'pay' })).toBe(DISTRIBUTION_MESSAGES.reason);
  });
});
