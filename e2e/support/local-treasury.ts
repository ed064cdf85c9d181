// The team's side of a refund on the local chain for e2e tests: a transfer signed by the local
// treasury (its key is public and local-only, scripts/local-chain/local-keys.json) back to a wallet,
// sent through the app's own /api/rpc and awaited until finalized, as the worker verifies refunds.
import { readFileSync } from 'node:fs';
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { apiClients } from '../../scripts/lib/api/api-clients.mjs';
import { waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';
import { sendSol } from './local-funds';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  treasury: { publicKey: string; secretKey: number[] };
};

/** The local treasury's address (what the worker's TREASURY_ADDRESS is locally). */
export const LOCAL_TREASURY = keys.treasury.publicKey;

/** The local treasury's 64-byte secret key, for a test wallet that signs as the treasury in the console. */
export const LOCAL_TREASURY_SECRET = Uint8Array.from(keys.treasury.secretKey);

/**
 * Sends `lamports` from the local treasury to `to` and resolves with the signature once it is
 * finalized. The treasury must hold them (plus the fee; it may be emptied, or must keep its
 * rent-exempt minimum): contributions the test made have paid into it.
 */
export async function refundFromTreasury(baseUrl: string, to: string, lamports: bigint): Promise<string> {
  const treasury = await createKeyPairSignerFromBytes(Uint8Array.from(keys.treasury.secretKey));
  const signature = await sendSol(baseUrl, treasury, to, lamports);
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  await waitForSignature(apiClients(baseUrl).rpcUrl, signature, { origin: baseUrl, intervalMs: 500 });
  return signature;
}
