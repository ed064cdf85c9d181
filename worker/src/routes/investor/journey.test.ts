// The investor's way through the real flow: sign up, verify, contribute on the local chain with the
// same email, see it on the dashboard, then sign in with the wallet that paid.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address } from '@solana/kit';
import type { InvestorDashboard, SiwsSignInInput } from '@core/api/investor';
import { cookieFrom, getWithCookie, investorCookie } from '../../../test/auth-fixtures';
import { linkTokenFor, mailsTo, signInBody } from '../../../test/account-fixtures';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { claim, createIntent, openSale } from '../../../test/sale-fixtures';
import { postJson } from '../../../test/requests';

const EMAIL = 'journey@example.com';

describe('an investor from sign-up to dashboard', () => {
  it('signs up, verifies, contributes with that email and then sees it, also signed in with the paying wallet', async () => {
    await openSale('ICO');
    await postJson('/api/investor/signup', { email: EMAIL, username: 'journey', password: 'chosen-secret', confirmPassword: 'chosen-secret' });
    expect((await postJson('/api/investor/signup/verify', { token: await linkTokenFor(EMAIL, 'verify') })).status).toBe(200);
    const cookie = await investorCookie('journey', 'chosen-secret');
    const before: InvestorDashboard = await (await getWithCookie('/api/investor/dashboard', cookie)).json();
    expect(before.account).toMatchObject({ username: 'journey', verifiedInvestor: false });

    const wallet = await newFundedSigner(5);
    const intent = await createIntent(wallet.address, '1', { email: EMAIL });
    const signature = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
    await waitForFinalized(signature);
    expect((await claim(intent.intentId, signature)).status).toBe(200);
    // The account had a password already: the credit mails a receipt, never a temporary password.
    // (The wizard's newsletter box was ticked, so the double opt-in link goes out too.)
    expect((await mailsTo(EMAIL)).map((mail) => mail.kind).filter((kind) => kind !== 'newsletter-confirm')).toEqual(['account-verification', 'contribution-received']);

    const after: InvestorDashboard = await (await getWithCookie('/api/investor/dashboard', cookie)).json();
    expect(after.account.verifiedInvestor).toBe(true);
    expect(after.contributions).toEqual([expect.objectContaining({ status: 'confirmed', signature, walletAddress: wallet.address, phase: 'ICO', sol: '1' })]);
    expect(after.wallets.map((entry) => entry.address)).toEqual([wallet.address]);
    expect(after.vesting.schedules.map((schedule) => schedule.phase)).toEqual(['ICO']);

    const input: SiwsSignInInput = await (await postJson('/api/investor/siws/nonce', {})).json();
    const paying = { address: wallet.address, sign: async (message: Uint8Array) => new Uint8Array(await crypto.subtle.sign('Ed25519', wallet.keyPair.privateKey, message as Uint8Array<ArrayBuffer>)) };
    const response = await postJson('/api/investor/siws/verify', await signInBody(paying, input));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'journey', email: EMAIL, hasUsername: true, mustChangePassword: false, hasPassword: true });
    expect((await getWithCookie('/api/investor/dashboard', cookieFrom(response, 'mrdx_session'))).status).toBe(200);
  }, 60_000);
});
