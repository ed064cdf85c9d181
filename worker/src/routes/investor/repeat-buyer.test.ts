// A repeat buyer who signed in with their wallet stays signed in: a later credit (claim, watcher or an
// admin's reconciliation, all through creditContribution) neither reopens password sign-in, nor mails a
// password, nor blocks the wallet session; it mails a receipt and the claim's answer says so.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import type { SiwsSignInInput } from '@core/api/investor';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { claim, createIntent, get, openSale, type IntentBody } from '../../../test/sale-fixtures';
import { cookieFrom, getWithCookie } from '../../../test/auth-fixtures';
import { mailsTo, signInBody, type TestWallet } from '../../../test/account-fixtures';
import { postJson } from '../../../test/requests';
import { TEMP_PASSWORD_LINE } from '../../services/mail/mail';
import { creditContribution } from '../../services/settlement/credit-contribution';
import { findIntent } from '../../services/contributions/intent-status';

const EMAIL = 'investor@example.com';
/** The investor data routes behind requirePasswordChanged that a wallet session reads. */
const DATA_ROUTES = ['/api/investor/dashboard', '/api/investor/payments', '/api/investor/distribution', '/api/investor/referrals/dashboard'];

let payer: KeyPairSigner;

beforeEach(async () => {
  await openSale('ICO');
  payer = await newFundedSigner(20);
});

/** The paying key pair as a Wallet Standard wallet that signs SIWS messages. */
const walletOf = (signer: KeyPairSigner): TestWallet => ({
  address: signer.address,
  sign: async (message) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, signer.keyPair.privateKey, message as Uint8Array<ArrayBuffer>)),
});

async function payAndClaim(intent: IntentBody) {
  const signature = await sendSolTransfer({ from: payer, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
  await waitForFinalized(signature);
  return claim(intent.intentId, signature);
}

async function walletSignIn(wallet: TestWallet): Promise<Response> {
  const input: SiwsSignInInput = await (await postJson('/api/investor/siws/nonce', {})).json();
  return postJson('/api/investor/siws/verify', await signInBody(wallet, input));
}

const login = (password: string) => postJson('/api/investor/login', { username: EMAIL, password });
const investor = () => env.DB.prepare('SELECT password_hash, must_change_password FROM investors WHERE email = ?').bind(EMAIL).first<{ password_hash: string | null; must_change_password: number }>();

describe('a repeat contribution after a wallet sign-in', () => {
  it('mails a receipt only, keeps password sign-in closed and the wallet session whole, and says which mail went out', async () => {
    const first = await payAndClaim(await createIntent(payer.address, '1'));
    expect(first.body).toMatchObject({ status: 'credited', contribution: { mail: 'welcome', accountCreated: true } });
    const welcome = (await mailsTo(EMAIL)).find((mail) => mail.kind === 'welcome')!;
    const temporary = welcome.body_text.split('\n').find((line) => line.startsWith(TEMP_PASSWORD_LINE))!.slice(TEMP_PASSWORD_LINE.length);

    const signedIn = await walletSignIn(walletOf(payer));
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn, 'mrdx_session');
    expect(await investor()).toEqual({ password_hash: null, must_change_password: 0 });

    const repeat = await createIntent(payer.address, '1');
    const second = await payAndClaim(repeat);
    expect(second.body).toMatchObject({ status: 'credited', contribution: { mail: 'receipt', accountCreated: false } });
    expect(await (await get(`/api/contributions/intents/${repeat.intentId}`)).json()).toMatchObject({ contribution: { mail: 'receipt', accountCreated: false } });

    // No new password: none stored, none owed, none mailed; sign-in with the old one stays closed.
    expect(await investor()).toEqual({ password_hash: null, must_change_password: 0 });
    const kinds = (await mailsTo(EMAIL)).map((mail) => mail.kind).filter((kind) => kind !== 'newsletter-confirm');
    expect(kinds).toEqual(['welcome', 'contribution-received']);
    expect((await mailsTo(EMAIL)).filter((mail) => mail.body_text.includes(TEMP_PASSWORD_LINE))).toEqual([]);
    expect((await login(temporary)).status).toBe(401);

    for (const path of DATA_ROUTES) expect([path, (await getWithCookie(path, cookie)).status]).toEqual([path, 200]);
    expect(await (await getWithCookie('/api/investor/profile', cookie)).json()).toMatchObject({ mustChangePassword: false, hasPassword: false });
  });

  it('still mails the welcome with the password only for the first credit of an email, and a receipt after it', async () => {
    const first = await payAndClaim(await createIntent(payer.address, '1'));
    const again = await payAndClaim(await createIntent(payer.address, '1'));
    expect(first.body).toMatchObject({ contribution: { mail: 'welcome' } });
    expect(again.body).toMatchObject({ contribution: { mail: 'receipt' } });
    // The temporary password stays owed (no wallet sign-in happened): the credit did not change it.
    expect(await investor()).toMatchObject({ must_change_password: 1 });
  });

  it('is the same when the watcher credits it, which reads no account for a passwordless email', async () => {
    await payAndClaim(await createIntent(payer.address, '1'));
    const cookie = cookieFrom(await walletSignIn(walletOf(payer)), 'mrdx_session');
    const intent = (await findIntent(env.DB, (await createIntent(payer.address, '1')).intentId))!;
    const caps = { hardCapCents: 25_000_000n, whitelistMaxLamports: 10_000_000_000n, whitelistMaxParticipants: 100 };
    const credit = await creditContribution(env.DB, {
      intent, signature: 'watched-signature', slot: 1, blockTime: new Date(), actor: 'watcher', origin: 'http://example.com', caps, knownPasswordHash: null,
    });
    expect(credit.outcome).toBe('credited');
    expect(await investor()).toEqual({ password_hash: null, must_change_password: 0 });
    expect((await mailsTo(EMAIL)).map((mail) => mail.kind).filter((kind) => kind !== 'newsletter-confirm')).toEqual(['welcome', 'contribution-received']);
    expect((await getWithCookie('/api/investor/dashboard', cookie)).status).toBe(200);
  });
});
