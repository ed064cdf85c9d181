// The team's side of a refund on the local chain for e2e tests: a transfer signed by the local
// treasury (its key is public and local-only, scripts/local-chain/local-keys.json) back to a wallet,
// sent through the app's own /api/rpc and awaited until finalized, as the worker verifies refunds.
import { readFileSync } from 'node:fs';
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { sendSol } from './local-funds';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  treasury: { publicKey: string; secretKey: number[] };
};

/** The local treasury's address (what the worker's TREASURY_ADDRESS is locally). */
export const LOCAL_TREASURY = keys.treasury.publicKey;

async function signatureStatus(baseUrl: string, signature: string) {
  const response = await fetch(`${baseUrl}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSignatureStatuses', params: [[signature]] }),
  });
  const body = (await response.json()) as { result?: { value: [{ confirmationStatus?: string; err: unknown } | null] } };
  return body.result?.value[0] ?? null;
}

/**
 * Sends `lamports` from the local treasury to `to` and resolves with the signature once it is
 * finalized. The treasury must hold them (plus its rent-exempt minimum and the fee): contributions
 * the test made have paid into it.
 */
export async function refundFromTreasury(baseUrl: string, to: string, lamports: bigint): Promise<string> {
  const treasury = await createKeyPairSignerFromBytes(Uint8Array.from(keys.treasury.secretKey));
  const signature = await sendSol(baseUrl, treasury, to, lamports);
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  for (let attempt = 0; attempt < 60; attempt++) {
    const status = await signatureStatus(baseUrl, signature);
    if (status?.err) throw new Error(`refund failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'finalized') return signature;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`refund ${signature} never finalized`);
}
