// Helpers for worker tests of investor accounts: mailed single-use links read back from the outbox,
// and Ed25519 wallets that sign Sign-In With Solana messages like a Wallet Standard wallet.
import { env } from 'cloudflare:workers';
import { getBase58Decoder } from '@solana/kit';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { SiwsSignInInput } from '@core/api/investor';

/** The mails queued for `email`, oldest first. */
export async function mailsTo(email: string) {
  const { results } = await env.DB.prepare('SELECT kind, subject, body_text FROM mail_outbox WHERE to_email = ? ORDER BY created_at, rowid')
    .bind(email)
    .all<{ kind: string; subject: string; body_text: string }>();
  return results;
}

/** The token of the latest `verify` or `reset` link mailed to `email`. */
export async function linkTokenFor(email: string, kind: 'verify' | 'reset'): Promise<string> {
  const mails = await mailsTo(email);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`/mrdx#${kind}=([A-Za-z0-9_-]{43})`).exec(mail.body_text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

/** A wallet as the Wallet Standard sees it: an Ed25519 key pair whose public key is the address. */
export interface TestWallet {
  address: string;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

export async function newWallet(): Promise<TestWallet> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return {
    address: getBase58Decoder().decode(raw),
    sign: async (message) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, message as Uint8Array<ArrayBuffer>)),
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * What `solana:signIn` returns for `input`, as the verify body: the standard SIWS text of the input
 * (with `changes` applied, to forge a field) signed by `signer` (default: the wallet itself).
 */
export async function signInBody(wallet: TestWallet, input: SiwsSignInInput, changes: Partial<SiwsSignInInput & { address: string }> = {}, signer: TestWallet = wallet) {
  const text = createSignInMessageText({ ...input, address: wallet.address, ...changes });
  const message = new TextEncoder().encode(text);
  return { address: wallet.address, signedMessage: toBase64(message), signature: toBase64(await signer.sign(message)) };
}
