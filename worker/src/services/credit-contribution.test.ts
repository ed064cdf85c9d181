// Crediting side effects on the investor account: the first credit for an email issues one
// temporary password (stored hashed, mailed once); later credits never regenerate it.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../test/sale-fixtures';
import { TEMP_PASSWORD_LINE } from './mail';
import { verifyPassword } from './passwords';

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('ICO');
  wallet = await newFundedSigner(20);
});

async function payAndClaim(intent: IntentBody, from = wallet) {
  const signature = await sendSolTransfer({ from, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
  await waitForFinalized(signature);
  return claim(intent.intentId, signature);
}

describe('crediting an investor', () => {
  it('mails a temporary password that matches the stored hash on the first credit only', async () => {
    await payAndClaim(await createIntent(wallet.address, '1'));
    const investor = await env.DB.prepare('SELECT * FROM investors').first<Record<string, unknown>>();
    expect(investor).toMatchObject({ email: 'investor@example.com', wallet_address: wallet.address, must_change_password: 1 });
    const mail = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE kind = 'welcome'").first<{ body_text: string }>();
    const password = mail!.body_text.split('\n').find((line) => line.startsWith(TEMP_PASSWORD_LINE))!.slice(TEMP_PASSWORD_LINE.length);
    expect(mail!.body_text).toContain('Username: investor@example.com');
    expect(mail!.body_text).toContain('/mrdx');
    expect(await verifyPassword(password, String(investor!.password_hash))).toBe(true);

    // A later contribution from another wallet: wallet updated, password kept, a receipt instead.
    const other = await newFundedSigner(5);
    await payAndClaim(await createIntent(other.address, '1', {}, '203.0.113.2'), other);
    const after = await env.DB.prepare('SELECT * FROM investors').first<Record<string, unknown>>();
    expect(after).toMatchObject({ wallet_address: other.address, password_hash: investor!.password_hash });
    expect(await count('mail_outbox', "kind = 'welcome'")).toBe(1);
    expect(await count('mail_outbox', "kind = 'contribution-received'")).toBe(1);
    expect(await count('contributions')).toBe(2);
  });

  it('does not subscribe to the newsletter when the contributor declined', async () => {
    await payAndClaim(await createIntent(wallet.address, '1', { newsletterSubscribed: false }));
    expect(await count('newsletter_subscribers')).toBe(0);
    expect(await count('contributions')).toBe(1);
  });
});
