// Crediting side effects on the investor account: the first credit for an email issues one
// temporary password (stored hashed, mailed once); later credits never regenerate it.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../../test/sale-fixtures';
import { creditContribution } from './credit-contribution';
import { findIntent } from '../contributions/intent-status';
import { TEMP_PASSWORD_LINE } from '../mail/mail';
import { verifyPassword } from '../accounts/passwords';

const OPEN_CAPS = { hardCapCents: 25_000_000n, whitelistMaxLamports: 10_000_000_000n, whitelistMaxParticipants: 100 };

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
    // The wallet that paid is a whole sign-in too, and the mail says so (and what it does to the password).
    expect(mail!.body_text).toMatch(/\/dashboard with the wallet that paid: one signature, no password\.\nThat closes sign-in with the temporary password/);
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

  it('lets the UNIQUE indexes decide racing credits: one wins, replays say already credited, another intent is refused', async () => {
    const first = (await findIntent(env.DB, (await createIntent(wallet.address, '1')).intentId))!;
    const second = (await findIntent(env.DB, (await createIntent(wallet.address, '1')).intentId))!;
    const credit = (intent: typeof first) =>
      creditContribution(env.DB, { intent, signature: 'sig-1', slot: 1, blockTime: new Date(), actor: 'contributor', origin: 'http://example.com', caps: OPEN_CAPS });

    const outcomes = await Promise.all([...Array.from({ length: 10 }, () => credit(first)), credit(second)]);
    const kinds = outcomes.map((result) => result.outcome);
    expect(kinds.filter((kind) => kind === 'credited')).toHaveLength(1);
    expect(await count('contributions')).toBe(1);
    expect(await count('investors')).toBe(1);
    // One contribution mail, plus the newsletter confirmation the checked box asked for.
    expect(await count('mail_outbox', "kind <> 'newsletter-confirm'")).toBe(1);
    expect(await count('mail_outbox', "kind = 'newsletter-confirm'")).toBe(1);
    expect(await count('audit_log', "action = 'contribution.credited'")).toBe(1);
    const winner = (await env.DB.prepare('SELECT intent_id FROM contributions').first<{ intent_id: string }>())!.intent_id;
    const loser = winner === first.id ? second : first;
    expect(outcomes.filter((result) => result.outcome === 'already credited')).toHaveLength(winner === first.id ? 9 : 0);
    expect(await credit(loser)).toEqual({ outcome: 'rejected', reason: 'This transaction was already used for another contribution' });
  });
});
