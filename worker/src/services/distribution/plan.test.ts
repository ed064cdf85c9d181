import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { getProgramDerivedAddress, address } from '@solana/kit';
import type { DistributionPlanAnswer, PlanRecipientList, PlanRowList, PayoutManifest } from '@core/api/distribution';
import { plannedPayouts } from '@core/distribution/plan-rules';
import { planHash, rowsHash } from '@core/distribution/plan-hash';
import { TOKEN } from '@core/sale-config';
import { insertIntent } from '../../../test/admin-fixtures';
import { API, adminApi, buyer, closedSale, createTokenAccount, newWallet, openFirstUnlock, setFrozen } from '../../../test/distribution-fixtures';
import { affiliate, creditedContribution } from '../../../test/referral-fixtures';
import { get, openSale } from '../../../test/sale-fixtures';
import { DISTRIBUTION_REFUSALS } from './refusals';

const MRDX = 10n ** BigInt(TOKEN.decimals);

async function allRows(api: Awaited<ReturnType<typeof adminApi>>) {
  return (await api.get<PlanRowList>(`${API}/plan/rows?pageSize=100`)).items;
}

/** A program-derived address: a valid public key off the ed25519 curve, which no key pair can sign for. */
async function programAccount() {
  const [pda] = await getProgramDerivedAddress({ programAddress: address('11111111111111111111111111111111'), seeds: [crypto.randomUUID().slice(0, 16)] });
  return pda as string;
}

describe('building the distribution plan', { timeout: 30_000 }, () => {
  it('pays whitelist, ICO and referral tokens per wallet and unlock, exactly, and leaves refunds out', async () => {
    await openSale('WHITELIST');
    const referrer = await affiliate('referrer@example.com', await newWallet());
    await creditedContribution(referrer.email, referrer.walletAddress);
    const referred = await newWallet();
    await creditedContribution('referred@example.com', referred, referrer.code);
    const both = await buyer('ICO', 1_000_000n * MRDX + 7n, { wallet: referrer.walletAddress, email: referrer.email });
    const ico = await buyer('ICO', 333_333n * MRDX + 1n);
    const refunded = await buyer('WHITELIST', 50_000n * MRDX, { bonus: 7_500n * MRDX });
    await env.DB.prepare('UPDATE contributions SET refunded_at = ?, refund_signature = ? WHERE id = ?').bind(Date.now(), 'refund-sig', refunded.contributionId).run();
    const { icoEndsAt } = await closedSale();

    const api = await adminApi();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    expect(plan).toMatchObject({ status: 'draft', decimals: TOKEN.decimals, configuredDecimals: TOKEN.decimals, mint: env.TOKEN_MINT_ADDRESS, distributionWallet: env.DISTRIBUTION_WALLET_ADDRESS });
    expect(plan!.unlocks.map((unlock) => unlock.due)).toEqual([true, false, false, false, false, false, false]);
    expect(plan!.rentPerAccount.lamports).toBe('2039280');

    // Expected: the recorded purchases per wallet and phase, through the one vesting rule.
    const { results } = await env.DB.prepare(
      `SELECT wallet_address, phase, CAST(SUM(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER)) AS TEXT) AS units
       FROM contributions WHERE refunded_at IS NULL GROUP BY wallet_address, phase`,
    ).all<{ wallet_address: string; phase: 'WHITELIST' | 'ICO'; units: string }>();
    const owed = new Map<string, { whitelist: bigint; ico: bigint; referral: bigint }>();
    for (const row of results) {
      const entry = owed.get(row.wallet_address) ?? { whitelist: 0n, ico: 0n, referral: 0n };
      entry[row.phase === 'WHITELIST' ? 'whitelist' : 'ico'] += BigInt(row.units);
      owed.set(row.wallet_address, entry);
    }
    owed.get(referrer.walletAddress)!.referral = 75n * MRDX;
    const expected = [...owed].flatMap(([wallet, entry]) => plannedPayouts({ wallet, ...entry }, new Date(icoEndsAt), TOKEN.decimals));

    const rows = await allRows(api);
    expect(rows.map((row) => `${row.unlockAt} ${row.wallet} ${row.amount.baseUnits}`).sort()).toEqual(
      expected.map((payout) => `${payout.unlockAt.toISOString()} ${payout.wallet} ${payout.amount}`).sort(),
    );
    expect(rows.some((row) => row.wallet === refunded.wallet)).toBe(false);
    expect(rows.filter((row) => row.wallet === ico.wallet)).toHaveLength(7);
    expect(rows.filter((row) => row.wallet === referred)).toHaveLength(4);
    expect(rows.filter((row) => row.wallet === both.wallet)).toHaveLength(7);
    const firstOfReferrer = rows.find((row) => row.wallet === referrer.walletAddress && row.unlockAt === plan!.unlocks[0]!.unlockAt)!;
    expect(firstOfReferrer.referral.baseUnits).toBe((75n * MRDX).toString());
    expect(rows.filter((row) => row.unlockAt !== plan!.unlocks[0]!.unlockAt).every((row) => row.referral.baseUnits === '0')).toBe(true);
    // Each wallet's parts add up to what it is owed; the plan's total to every part.
    for (const [wallet, entry] of owed) {
      const paid = rows.filter((row) => row.wallet === wallet).reduce((sum, row) => sum + BigInt(row.amount.baseUnits), 0n);
      expect(paid).toBe(entry.whitelist + entry.ico + entry.referral);
    }
    expect(plan!.total.baseUnits).toBe(rows.reduce((sum, row) => sum + BigInt(row.amount.baseUnits), 0n).toString());
    expect(plan!.referral.baseUnits).toBe((75n * MRDX).toString());

    // Anyone holding the rows can recompute the hash; a rebuild of the same sale gives the same one.
    const header = { mint: plan!.mint, tokenProgram: plan!.tokenProgram, decimals: plan!.decimals, distributionWallet: plan!.distributionWallet };
    const hashed = rows.map((row) => ({ wallet: row.wallet, unlockAt: Date.parse(row.unlockAt), amount: BigInt(row.amount.baseUnits) }));
    expect(plan!.planHash).toBe(await planHash(await rowsHash(header, hashed), []));
    const again = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    expect(again.plan!.planHash).toBe(plan!.planHash);
  });

  it('flags an off-curve owner and needs the admin\'s choice, which is audited and changes the hash', async () => {
    const pda = await programAccount();
    await buyer('WHITELIST', 1000n * MRDX, { wallet: pda });
    const plain = await buyer('WHITELIST', 2000n * MRDX);
    await closedSale();
    const api = await adminApi();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    expect(plan!.flagged).toEqual({ offCurve: 1, frozen: 0, undecided: 1, held: 0 });
    const flagged = await api.get<PlanRecipientList>(`${API}/plan/recipients?filter=undecided`);
    expect(flagged.items).toEqual([expect.objectContaining({ wallet: pda, offCurve: true, flags: ['off_curve'], needsChoice: true, choice: null })]);

    const refused = await api.post(`${API}/plan/approve`, { planHash: plan!.planHash }, 409);
    expect(refused.error).toBe('1 flagged recipient needs your choice (pay or hold) before approval');
    expect((await api.post(`${API}/plan/recipients/${plain.wallet}/choice`, { choice: 'hold', reason: 'not flagged' }, 409)).error).toBe(DISTRIBUTION_REFUSALS.recipientNotFlagged);

    const chosen = await api.post<DistributionPlanAnswer>(`${API}/plan/recipients/${pda}/choice`, { choice: 'hold', reason: 'A program account: its owner must confirm first' });
    expect(chosen.plan!.flagged).toMatchObject({ undecided: 0, held: 1 });
    expect(chosen.plan!.planHash).not.toBe(plan!.planHash);
    expect((await api.post(`${API}/plan/approve`, { planHash: plan!.planHash }, 409)).error).toBe(DISTRIBUTION_REFUSALS.planChanged);
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'distribution.recipient_choice' AND subject = ?").bind(pda).first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ choice: 'hold', offCurve: true });

    const approved = await api.post<DistributionPlanAnswer>(`${API}/plan/approve`, { planHash: chosen.plan!.planHash });
    expect(approved.plan).toMatchObject({ status: 'approved', planHash: chosen.plan!.planHash });
    expect(approved.plan!.unlocks[0]).toMatchObject({ heldRows: 1, progress: { payableRows: 1 } });
    const batches = await openFirstUnlock(api);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.transfers).toBe(1);
    const manifest = (await (await get(`/api/distribution/manifest?q=${pda.slice(0, 6)}`)).json()) as PayoutManifest;
    expect(manifest.items.map((item) => item.status)).toEqual(['held', 'held', 'held', 'held']);
  });

  it('flags a frozen token account', async () => {
    const owner = await buyer('ICO', 500n * MRDX);
    const account = await createTokenAccount(owner.wallet);
    await setFrozen(account, true);
    await closedSale();
    const api = await adminApi();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    expect(plan!.flagged).toEqual({ offCurve: 0, frozen: 1, undecided: 1, held: 0 });
    const [recipient] = (await api.get<PlanRecipientList>(`${API}/plan/recipients?filter=flagged`)).items;
    expect(recipient).toMatchObject({ wallet: owner.wallet, tokenAccount: account, accountState: 'frozen', flags: ['frozen'], needsChoice: true });
    // A frozen account exists: nothing to create for it.
    expect(plan!.unlocks[0]!.costs.accountsToCreate).toBe(0);
  });

  it('is built only once the sale is over, succeeded and has no intent left to pay', async () => {
    await buyer('WHITELIST', 1000n * MRDX);
    const api = await adminApi();
    await openSale('ICO');
    expect((await api.post(`${API}/plan/build`, { confirm: true }, 409)).error).toBe(DISTRIBUTION_REFUSALS.saleNotOver);
    expect(await api.get<DistributionPlanAnswer>(`${API}/plan`)).toEqual({ plan: null, canBuild: false, reason: DISTRIBUTION_REFUSALS.saleNotOver });
    await closedSale({ soft_cap_cents: 100_000_000 });
    expect((await api.post(`${API}/plan/build`, { confirm: true }, 409)).error).toBe(DISTRIBUTION_REFUSALS.belowSoftCap);
    await closedSale();
    await insertIntent({ email: 'late@example.com', status: 'pending' });
    expect((await api.post(`${API}/plan/build`, { confirm: true }, 409)).error).toMatch(/^1 contribution intent is still waiting for payment/);
    expect((await api.post(`${API}/plan/build`, {}, 400)).error).toBe('Confirm building the plan with { "confirm": true }');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM distribution_rows').first('n')).toBe(0);
  });

  it('refuses to approve a plan whose sources changed, or while unmatched payments are open', async () => {
    await buyer('WHITELIST', 1000n * MRDX);
    await closedSale();
    const api = await adminApi();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    await buyer('ICO', 10n * MRDX);
    expect((await api.post(`${API}/plan/approve`, { planHash: plan!.planHash }, 409)).error).toBe(DISTRIBUTION_REFUSALS.sourcesChanged);
    const rebuilt = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    await env.DB.prepare(
      `INSERT INTO unmatched_payments (id, signature, sender, lamports, slot, block_time, reason, detail, status, created_at, updated_at)
       VALUES ('u1', 'unmatched-sig', 'sender', 5, 1, 1, 'no reference', 'no reference', 'open', 1, 1)`,
    ).run();
    expect(rebuilt.plan!.warnings).toEqual([]);
    expect((await api.post(`${API}/plan/approve`, { planHash: rebuilt.plan!.planHash }, 409)).error).toMatch(/^1 unmatched payment is still open/);
    expect((await api.get<DistributionPlanAnswer>(`${API}/plan`)).plan!.warnings).toEqual([expect.stringMatching(/^1 unmatched payment is still open/)]);
  });

  it('refuses every change once approved, and marks the referrals it pays rewarded', async () => {
    await openSale('WHITELIST');
    const referrer = await affiliate('approved-referrer@example.com', await newWallet());
    await creditedContribution(referrer.email, referrer.walletAddress);
    await creditedContribution('approved-referred@example.com', await newWallet(), referrer.code);
    await closedSale();
    const api = await adminApi();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    await api.post(`${API}/plan/approve`, { planHash: plan!.planHash });
    const pda = await programAccount();
    expect((await api.post(`${API}/plan/build`, { confirm: true }, 409)).error).toBe(DISTRIBUTION_REFUSALS.approved);
    expect((await api.post(`${API}/plan/approve`, { planHash: plan!.planHash }, 409)).error).toBe(DISTRIBUTION_REFUSALS.approved);
    expect((await api.post(`${API}/plan/recipients/${pda}/choice`, { choice: 'pay', reason: 'too late' }, 409)).error).toBe(DISTRIBUTION_REFUSALS.approved);
    expect(await api.get<DistributionPlanAnswer>(`${API}/plan`)).toMatchObject({ canBuild: false, reason: DISTRIBUTION_REFUSALS.approved, plan: { status: 'approved', planHash: plan!.planHash } });
    expect(await env.DB.prepare("SELECT status FROM referrals WHERE referrer_investor_id = ?").bind(referrer.id).first('status')).toBe('rewarded');
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'distribution.%' ORDER BY created_at").all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(['distribution.plan_built', 'distribution.plan_approved']);
  });
});
