// Earning referrals in the credit batch: once per referred investor, never for oneself, never for an
// uncredited or rejected contribution, and no longer once refunded; rewards exact up to the 100th.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address } from '@solana/kit';
import { mrdxToBaseUnits, referralRewardBaseUnits } from '@core/referral-rules';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { claim, createIntent, openSale } from '../../../test/sale-fixtures';
import { affiliate, credit, creditedContribution, intentFor, randomWallet, referralRows } from '../../../test/referral-fixtures';
import { referralCreditStatements } from './referral-credit';
import { referralRefundStatements } from './referral-refund';
import { loadReferralDashboard } from './referral-dashboard';
import { tierRewardSql } from './referral-sql';

beforeEach(() => openSale('ICO'));

const countingOf = async (investorId: string) => (await loadReferralDashboard(env.DB, investorId)).referredCount;

describe('referralCreditStatements in the credit batch', () => {
  it('confirms a referred investor once, with the Bronze reward, however many contributions follow', async () => {
    const alice = await affiliate('alice@example.com');
    const wallet = randomWallet();
    const first = await creditedContribution('bob@example.com', wallet, alice.code);
    await creditedContribution('bob@example.com', wallet, alice.code);
    await creditedContribution('bob@example.com', randomWallet(), alice.code);

    const rows = await referralRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      referrer_investor_id: alice.id, code: alice.code, referred_email: 'bob@example.com', referred_wallet: wallet,
      contribution_id: first, status: 'confirmed', referral_number: 1, reward_base_units: '75000000000',
    });
    const bob = await env.DB.prepare("SELECT id FROM investors WHERE email = 'bob@example.com'").first<{ id: string }>();
    expect(rows[0]!.referred_investor_id).toBe(bob!.id);
    const dashboard = await loadReferralDashboard(env.DB, alice.id);
    expect(dashboard).toMatchObject({ referredCount: 1, totalRewards: '75', tier: 'Bronze', nextTierRequirement: 5, tierProgress: 0 });
    expect(dashboard.badges.map((badge) => badge.id)).toEqual(['first-referral']);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'referral.confirmed'").first('n')).toBe(1);
  });

  it('refuses a self-referral by the same email, earning nothing', async () => {
    const alice = await affiliate('alice@example.com');
    await creditedContribution('alice@example.com', randomWallet(), alice.code);
    expect(await referralRows()).toMatchObject([{ status: 'refused_self', reward_base_units: '0', referral_number: null }]);
    expect(await loadReferralDashboard(env.DB, alice.id)).toMatchObject({ referredCount: 0, totalRewards: '0', tier: null, badges: [] });
  });

  it('refuses a self-referral from the same wallet under another email, earning nothing', async () => {
    const alice = await affiliate('alice@example.com');
    await creditedContribution('alias@example.com', alice.walletAddress, alice.code);
    // A wallet Alice contributed from earlier counts as hers too, even after her account moved on.
    const earlier = randomWallet();
    await creditedContribution('alice@example.com', earlier, undefined);
    await env.DB.prepare('UPDATE investors SET wallet_address = ? WHERE id = ?').bind(randomWallet(), alice.id).run();
    await creditedContribution('second-alias@example.com', earlier, alice.code);
    const rows = await referralRows();
    expect(rows.map((row) => [row.referred_email, row.status, row.reward_base_units])).toEqual([
      ['alias@example.com', 'refused_self', '0'],
      ['second-alias@example.com', 'refused_self', '0'],
    ]);
    expect(await countingOf(alice.id)).toBe(0);
  });

  it('earns nothing for a contribution that is not credited: pending, then rejected on chain', async () => {
    const alice = await affiliate('alice@example.com');
    const payer = await newFundedSigner(5);
    const intent = await createIntent(payer.address, '1', { email: 'carol@example.com', referralCode: alice.code });
    expect((await loadReferralDashboard(env.DB, alice.id)).recentReferrals).toEqual([
      expect.objectContaining({ email: 'c•••@example.com', status: 'pending', reward: '0' }),
    ]);

    // Paid the wrong amount: verification rejects it, and no referral exists.
    const signature = await sendSolTransfer({ from: payer, to: address(env.TREASURY_ADDRESS), lamports: 1_000n, reference: address(intent.reference) });
    await waitForFinalized(signature);
    expect((await claim(intent.intentId, signature)).body.status).toBe('rejected');
    expect(await referralRows()).toEqual([]);
    expect(await loadReferralDashboard(env.DB, alice.id)).toMatchObject({ referredCount: 0, recentReferrals: [] });
  });

  it('counts a real contribution credited from the local chain', async () => {
    const alice = await affiliate('alice@example.com');
    const payer = await newFundedSigner(5);
    const intent = await createIntent(payer.address, '1', { email: 'dave@example.com', referralCode: alice.code.toLowerCase() });
    const signature = await sendSolTransfer({ from: payer, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
    await waitForFinalized(signature);
    expect((await claim(intent.intentId, signature)).body.status).toBe('credited');
    expect(await referralRows()).toMatchObject([{ referred_email: 'dave@example.com', referred_wallet: payer.address, status: 'confirmed' }]);
    expect((await loadReferralDashboard(env.DB, alice.id)).recentReferrals).toEqual([
      expect.objectContaining({ email: 'd•••@example.com', status: 'confirmed', reward: '75' }),
    ]);
  });

  it('does not count a contributor who contributed before without the code, nor by the same wallet', async () => {
    const alice = await affiliate('alice@example.com');
    const wallet = randomWallet();
    await creditedContribution('erin@example.com', wallet);
    await creditedContribution('erin@example.com', wallet, alice.code);
    await creditedContribution('erin-again@example.com', wallet, alice.code);
    expect(await referralRows()).toEqual([]);
  });

  it('keeps the first code: a later contribution with another affiliate code changes nothing', async () => {
    const alice = await affiliate('alice@example.com');
    const zed = await affiliate('zed@example.com');
    const wallet = randomWallet();
    await creditedContribution('frank@example.com', wallet, alice.code);
    await creditedContribution('frank@example.com', wallet, zed.code);
    expect(await referralRows()).toMatchObject([{ referrer_investor_id: alice.id }]);
    expect(await countingOf(zed.id)).toBe(0);
  });

  it('ignores an unknown or malformed code', async () => {
    await affiliate('alice@example.com');
    await creditedContribution('gina@example.com', randomWallet(), 'ZZZZ9999');
    await creditedContribution('hank@example.com', randomWallet(), 'SHORT');
    expect(await referralRows()).toEqual([]);
    expect(referralCreditStatements(env.DB, { contributionId: 'x', email: 'a@b.co', walletAddress: 'w', referralCode: null, creditedAt: 1 })).toEqual([]);
  });

  it('counts one referral when two contributions of the same newcomer are credited at once', async () => {
    const alice = await affiliate('alice@example.com');
    const wallet = randomWallet();
    const intents = [await intentFor('ivy@example.com', wallet, alice.code), await intentFor('ivy@example.com', wallet, alice.code)];
    const outcomes = await Promise.all(intents.map((intent) => credit(intent)));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['credited', 'credited']);
    expect(await referralRows()).toHaveLength(1);
    expect(await countingOf(alice.id)).toBe(1);
  });

  it('pays the 100th referral its tier rate plus the 1,000 MRDX bonus, exactly', async () => {
    const alice = await affiliate('alice@example.com');
    // 99 earlier counting referrals, as the credit batch would have numbered them.
    await env.DB.batch(
      Array.from({ length: 99 }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO referrals (id, referrer_investor_id, code, referred_email, referred_wallet, contribution_id, status,
             referral_number, reward_base_units, credited_at) VALUES (?, ?, ?, ?, 'w', ?, 'confirmed', ?, ?, ?)`,
        ).bind(`r${i}`, alice.id, alice.code, `old${i}@example.com`, `c${i}`, i + 1, referralRewardBaseUnits(i + 1).toString(), 1000 + i),
      ),
    );
    await creditedContribution('hundredth@example.com', randomWallet(), alice.code);
    await creditedContribution('hundred-first@example.com', randomWallet(), alice.code);
    const rows = await referralRows();
    expect(rows.at(-2)).toMatchObject({ referral_number: 100, reward_base_units: '1250000000000' });
    expect(rows.at(-1)).toMatchObject({ referral_number: 101, reward_base_units: '250000000000' });
    expect(await loadReferralDashboard(env.DB, alice.id)).toMatchObject({
      referredCount: 101, totalRewards: '22050', tier: 'Diamond', nextTierRequirement: null, tierProgress: 100,
    });
  });

  it('prices every referral number in SQL exactly as core does', async () => {
    const numbers = Array.from({ length: 101 }, (_, i) => i + 1);
    const rows = await env.DB.batch<{ reward: string }>(numbers.map((n) => env.DB.prepare(`SELECT CAST(${tierRewardSql('?1')} AS TEXT) AS reward`).bind(n)));
    const bonus = mrdxToBaseUnits(1000);
    expect(rows.map((result, i) => BigInt(result.results[0]!.reward) + (numbers[i] === 100 ? bonus : 0n))).toEqual(numbers.map(referralRewardBaseUnits));
  });
});

describe('referralRefundStatements', () => {
  it('stops a refunded referral counting, and the next referral is numbered from the new count', async () => {
    const alice = await affiliate('alice@example.com');
    const refunded = await creditedContribution('jack@example.com', randomWallet(), alice.code);
    await creditedContribution('kate@example.com', randomWallet(), alice.code);
    expect(await countingOf(alice.id)).toBe(2);

    await env.DB.batch(referralRefundStatements(env.DB, refunded, 5_000));
    await env.DB.batch(referralRefundStatements(env.DB, refunded, 6_000));
    const dashboard = await loadReferralDashboard(env.DB, alice.id);
    expect(dashboard).toMatchObject({ referredCount: 1, totalRewards: '75' });
    expect(dashboard.recentReferrals.map((row) => row.status).sort()).toEqual(['confirmed', 'refunded']);
    expect(await env.DB.prepare("SELECT status, refunded_at FROM referrals WHERE contribution_id = ?").bind(refunded).first()).toEqual({ status: 'refunded', refunded_at: 5_000 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'referral.refunded'").first('n')).toBe(1);

    // The refunded investor contributing again does not bring the referral back.
    await creditedContribution('jack@example.com', randomWallet(), alice.code);
    await creditedContribution('liam@example.com', randomWallet(), alice.code);
    expect((await referralRows()).at(-1)).toMatchObject({ referred_email: 'liam@example.com', referral_number: 2 });
    expect(await countingOf(alice.id)).toBe(2);
  });

  it('changes nothing for a contribution without a referral', async () => {
    await env.DB.batch(referralRefundStatements(env.DB, 'no-such-contribution'));
    expect(await referralRows()).toEqual([]);
  });
});
