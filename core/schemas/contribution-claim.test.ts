import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContributionClaimSchema } from '@core/schemas/contribution-claim';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const INTENT = '3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f';

function firstIssue(input: unknown) {
  const result = v.safeParse(ContributionClaimSchema, input);
  return result.success ? null : result.issues[0].message;
}

describe('ContributionClaimSchema', () => {
  it('accepts an intent id and a base58 signature of 64 bytes', () => {
    expect(v.parse(ContributionClaimSchema, { intentId: INTENT.toUpperCase(), signature: ` ${SIGNATURE} ` })).toEqual({
      intentId: INTENT,
      signature: SIGNATURE,
    });
  });

  it('refuses a malformed intent id or signature with the field message', () => {
    expect(firstIssue({ intentId: 'abc', signature: SIGNATURE })).toBe('Invalid contribution id');
    expect(firstIssue({ intentId: INTENT, signature: SIGNATURE.slice(0, 40) })).toBe('Invalid transaction signature');
    expect(firstIssue({ intentId: INTENT, signature: `${SIGNATURE}0` })).toBe('Invalid transaction signature');
    expect(firstIssue({ intentId: INTENT, signature: 12 })).toBe('Invalid transaction signature');
  });

  it('refuses a missing field', () => {
    expect(firstIssue({ intentId: INTENT })).toBe('Invalid transaction signature');
    expect(firstIssue({})).toBe('Invalid contribution id');
    expect(firstIssue(null)).not.toBeNull();
  });
});
