// Referral codes: the issued shape, one per investor even under concurrent calls.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { insertInvestor } from '../../../test/auth-fixtures';
import { findCodeOwner, generateReferralCode, issueReferralCode } from './referral-codes';

describe('generateReferralCode', () => {
  it('draws 8 characters A-Z0-9, different every time', () => {
    const codes = Array.from({ length: 500 }, generateReferralCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('issueReferralCode', () => {
  it('keeps one code per investor when many calls race', async () => {
    const investorId = await insertInvestor('alice@example.com', 'password-123', { mustChange: false });
    const codes = await Promise.all(Array.from({ length: 10 }, () => issueReferralCode(env.DB, investorId)));
    expect(new Set(codes).size).toBe(1);
    expect(await findCodeOwner(env.DB, codes[0]!)).toBe(investorId);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_codes').first('n')).toBe(1);
  });

  it('refuses an investor that does not exist (the code references the account)', async () => {
    await expect(issueReferralCode(env.DB, 'no-such-investor')).rejects.toThrow();
  });
});
