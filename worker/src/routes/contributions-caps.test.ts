// Caps are checked when money is credited (issue 9, findings 1-3), against the local chain with real
// payments: a rejected or expired intent cannot open room past the per-person cap, racing credits
// cannot overshoot the hard cap, and what does not fit is recorded as owed back with its reason.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../test/sale-fixtures';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(30);
});

async function pay(intent: IntentBody, from = wallet, lamports = BigInt(intent.lamports)) {
  const signature = await sendSolTransfer({ from, to: address(env.TREASURY_ADDRESS), lamports, reference: address(intent.reference) });
  await waitForFinalized(signature);
  return signature;
}

async function creditedLamports() {
  const row = await env.DB.prepare('SELECT COALESCE(SUM(lamports), 0) AS n FROM contributions').first<{ n: number }>();
  return row!.n;
}

describe('caps checked at credit time', () => {
  it('refuses to pass 10 SOL per person through a rejected intent, and says the payment will be refunded', async () => {
    const first = await createIntent(wallet.address, '6');
    // A dust payment carrying the first intent's reference gets it rejected...
    const dust = await pay(first, wallet, 1_000n);
    expect((await claim(first.intentId, dust)).body).toMatchObject({ status: 'rejected' });
    // ...then a second 6 SOL intent, and both are paid in full.
    const second = await createIntent(wallet.address, '6');
    const paidFirst = await pay(first);
    const paidSecond = await pay(second);

    expect((await claim(first.intentId, paidFirst)).body).toMatchObject({ status: 'credited' });
    const refused = await claim(second.intentId, paidSecond);
    expect(refused.body).toMatchObject({ status: 'rejected', payment: { status: 'refund_due' } });
    expect(String(refused.body.reason)).toContain('over the 10 SOL per person whitelist limit');
    expect(String(refused.body.reason)).toContain('refunded');
    expect(await creditedLamports()).toBe(6_000_000_000);
    expect(await count('unmatched_payments', "reason = 'over a cap' AND status = 'refund_due'")).toBe(1);
  });

  it('does not let an expired intent carry its room or price: paid late it waits for the team', async () => {
    const stale = await createIntent(wallet.address, '6');
    // A minute ago: the local chain stamps a block with its slot's start in whole seconds, which on a
    // loaded machine can trail the wall clock by seconds, and the payment must land after the expiry.
    await env.DB.prepare("UPDATE contribution_intents SET status = 'expired', expires_at = ?").bind(Date.now() - 60_000).run();
    const fresh = await createIntent(wallet.address, '6');
    const lateSignature = await pay(stale);
    await claim(fresh.intentId, await pay(fresh));

    const late = await claim(stale.intentId, lateSignature);
    expect(late.body).toMatchObject({ status: 'rejected', payment: { status: 'open' } });
    expect(String(late.body.reason)).toContain('after this contribution expired');
    expect(await creditedLamports()).toBe(6_000_000_000);
    expect(await count('unmatched_payments', "reason = 'after expiry'")).toBe(1);
  });

  it('lets only one of two racing 6 SOL credits of one wallet through the 10 SOL per person cap', async () => {
    const intents = [await createIntent(wallet.address, '6'), await createIntent(wallet.address, '6')];
    const signatures = await Promise.all(intents.map((intent) => pay(intent)));
    const answers = await Promise.all(intents.map((intent, i) => claim(intent.intentId, signatures[i]!, `203.0.113.${30 + i}`)));
    expect(answers.map((answer) => answer.body.status).sort()).toEqual(['credited', 'rejected']);
    expect(await creditedLamports()).toBe(6_000_000_000);
    const totals = await env.DB.prepare('SELECT whitelist_lamports, whitelist_contributors FROM sale_totals').first();
    expect(totals).toEqual({ whitelist_lamports: 6_000_000_000, whitelist_contributors: 1 });
  });

  it('credits at most what fits under the hard cap when three intents race for the last room', async () => {
    await openSale('ICO');
    const buyers = await Promise.all([newFundedSigner(5), newFundedSigner(5), newFundedSigner(5)]);
    const intents = await Promise.all(buyers.map((buyer, i) => createIntent(buyer.address, '0.6', {}, `203.0.113.${10 + i}`)));
    // Room for one of them and a half: 1.4 x one intent's value.
    const room = Math.floor(intents[0]!.usd * 140);
    await env.DB.prepare('UPDATE sale_settings SET hard_cap_cents = ?').bind(room).run();
    const signatures = await Promise.all(intents.map((intent, i) => pay(intent, buyers[i])));

    const answers = await Promise.all(intents.map((intent, i) => claim(intent.intentId, signatures[i]!, `203.0.113.${20 + i}`)));
    expect(answers.filter((answer) => answer.body.status === 'credited')).toHaveLength(1);
    const refused = answers.filter((answer) => answer.body.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(String(answer.body.reason)).toContain('over the hard cap');
    expect(await count('contributions')).toBe(1);
    expect(await count('unmatched_payments', "reason = 'over a cap' AND detail = 'over the hard cap' AND status = 'refund_due'")).toBe(2);
    const totals = await env.DB.prepare('SELECT raised_cents, contributors FROM sale_totals').first<{ raised_cents: number; contributors: number }>();
    expect(totals!.raised_cents).toBeLessThanOrEqual(room);
    expect(totals!.contributors).toBe(1);
  });

  it('credits the whitelist bonus apart from the base tokens, in the intent, the receipt and the totals', async () => {
    const intent = await createIntent(wallet.address, '1');
    expect(intent.bonusTokens).not.toBe('0');
    const answer = await claim(intent.intentId, await pay(intent));
    expect(answer.body).toMatchObject({ status: 'credited', contribution: { tokens: intent.tokens, bonusTokens: intent.bonusTokens } });
    const row = await env.DB.prepare('SELECT token_base_units, bonus_token_base_units FROM contributions').first<{ token_base_units: string; bonus_token_base_units: string }>();
    expect(BigInt(row!.bonus_token_base_units)).toBe((BigInt(row!.token_base_units) * 15n) / 100n);
    const mail = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE kind IN ('welcome', 'contribution-received')").first<{ body_text: string }>();
    expect(mail!.body_text).toContain(`Whitelist bonus (15%): ${formatMrdx(unitsFromMrdx(intent.bonusTokens))}`);
    const totals = await env.DB.prepare('SELECT base_token_base_units, bonus_token_base_units FROM sale_totals').first<Record<string, string>>();
    expect(totals).toEqual({ base_token_base_units: row!.token_base_units, bonus_token_base_units: row!.bonus_token_base_units });
  });
});
