// Sign-In With Solana: issuing single-use sign-in requests (D1), and checking a signed message
// against the request the server stored: same text byte for byte, then the Ed25519 signature.
import { getBase58Encoder } from '@solana/kit';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import type { SiwsSignInInput } from '@core/api/investor';
import { chainIdForCluster, SIWS_STATEMENT, SIWS_TTL_MS, SIWS_VERSION, type SolanaChainId } from '@core/siws';

/** Why a sign-in is refused: the HTTP status and the message the page shows. */
export const SIWS_REFUSALS = {
  notSiws: [400, 'This is not a Sign-In With Solana message.'],
  unknownNonce: [400, 'Unknown sign-in request. Please try again.'],
  reusedNonce: [409, 'This sign-in request was already used. Please try again.'],
  expired: [400, 'This sign-in request has expired. Please try again.'],
  otherDomain: [400, 'This sign-in message was made for another site.'],
  otherUri: [400, 'This sign-in message names another URI.'],
  otherChain: [400, 'This sign-in message is for another Solana network.'],
  otherWallet: [400, 'This sign-in message names another wallet.'],
  mismatch: [400, 'The signed message does not match the sign-in request.'],
  badSignature: [401, 'The wallet signature is not valid.'],
  noContribution: [403, 'This wallet has no credited contribution. Contribute first, or sign in with your email.'],
} as const;

export type SiwsRefusal = keyof typeof SIWS_REFUSALS;

/** A sign-in request for the page at `origin`, stored single use for 10 minutes. */
export async function issueSignInInput(db: D1Database, origin: string, cluster: string, now = Date.now()): Promise<SiwsSignInInput> {
  const url = new URL(origin);
  const nonceBytes = crypto.getRandomValues(new Uint8Array(16));
  const input: SiwsSignInInput = {
    domain: url.host,
    uri: url.origin,
    version: SIWS_VERSION,
    chainId: chainIdForCluster(cluster),
    statement: SIWS_STATEMENT,
    // Hex: alphanumeric as SIWS/EIP-4361 nonces must be, 128 bits.
    nonce: Array.from(nonceBytes, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + SIWS_TTL_MS).toISOString(),
  };
  await db.batch([
    db.prepare('DELETE FROM siws_nonces WHERE expires_at < ?').bind(now - SIWS_TTL_MS),
    db
      .prepare('INSERT INTO siws_nonces (nonce, domain, uri, chain_id, statement, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(input.nonce, input.domain, input.uri, input.chainId, input.statement, now, now + SIWS_TTL_MS),
  ]);
  return input;
}

interface NonceRow {
  nonce: string;
  domain: string;
  uri: string;
  chain_id: SolanaChainId;
  statement: string;
  issued_at: number;
  expires_at: number;
}

export interface SignedSignIn {
  address: string;
  signedMessage: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
  /** The origin of the page posting it (already checked to be ours by guardMutations). */
  origin: string;
}

/**
 * Checks a signed sign-in and spends its nonce (on every attempt that names a live one, so a
 * refused message cannot be retried). Returns null when the wallet proved itself, else the refusal.
 */
export async function checkSignedSignIn(db: D1Database, signed: SignedSignIn, now = Date.now()): Promise<SiwsRefusal | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(signed.signedMessage);
  } catch {
    return 'notSiws';
  }
  const parsed = parseSignInMessageText(text);
  if (!parsed) return 'notSiws';
  if (!parsed.nonce) return 'unknownNonce';

  const row = await db
    .prepare('UPDATE siws_nonces SET used_at = ?1 WHERE nonce = ?2 AND used_at IS NULL RETURNING *')
    .bind(now, parsed.nonce)
    .first<NonceRow>();
  if (!row) {
    const known = await db.prepare('SELECT 1 AS found FROM siws_nonces WHERE nonce = ?').bind(parsed.nonce).first();
    return known ? 'reusedNonce' : 'unknownNonce';
  }
  if (row.expires_at <= now) return 'expired';
  if (parsed.domain !== row.domain || row.domain !== new URL(signed.origin).host) return 'otherDomain';
  if (parsed.uri !== row.uri) return 'otherUri';
  if (parsed.chainId !== row.chain_id) return 'otherChain';
  if (parsed.address !== signed.address) return 'otherWallet';

  // The server's own text for this wallet; the signed bytes must be exactly it.
  const expected = createSignInMessageText({
    domain: row.domain,
    address: signed.address,
    statement: row.statement,
    uri: row.uri,
    version: SIWS_VERSION,
    chainId: row.chain_id,
    nonce: row.nonce,
    issuedAt: new Date(row.issued_at).toISOString(),
    expirationTime: new Date(row.expires_at).toISOString(),
  });
  if (!bytesEqual(new TextEncoder().encode(expected), signed.signedMessage)) return 'mismatch';
  return (await verifyEd25519(signed.address, signed.signedMessage, signed.signature)) ? null : 'badSignature';
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Ed25519 verification with WebCrypto (workerd implements it); the address is the public key. */
async function verifyEd25519(address: string, message: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    const publicKey = new Uint8Array(getBase58Encoder().encode(address));
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  } catch {
    return false;
  }
}

