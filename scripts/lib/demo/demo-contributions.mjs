// The demo data of `npm start`: a few real contributions on the local chain, made the way a buyer makes
// them (an intent through the API, a transfer carrying its Solana Pay reference, the claim), from
// fresh local wallets funded by the local chain's airdrop. Nothing is written to D1 by hand, so the
// tracker, the ledger, the admin console and the mail outbox show what the product really did.
import { generateKeyPairSigner } from '@solana/kit';
import { apiClients, call } from '../api/api-clients.mjs';
import { jsonRpc } from '../solana/json-rpc.mjs';
import { sendSignedTransfer } from '../solana/signed-transfer.mjs';

/** Who contributes, and how much SOL, on a fresh local database. */
export const DEMO_CONTRIBUTIONS = [
  { email: 'demo-investor-1@example.com', sol: '1.5' },
  { email: 'demo-investor-2@example.com', sol: '0.8' },
  { email: 'demo-investor-3@example.com', sol: '2.25' },
];
const LAMPORTS_PER_SOL = 1_000_000_000n;

async function waitForBalance(rpcUrl, wallet) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const { value } = await jsonRpc(rpcUrl, 'getBalance', [wallet, { commitment: 'confirmed' }]);
    if (value > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the airdrop to ${wallet} did not arrive`);
}

/** Claims until the worker credits the payment (the chain finalizes in about a second). */
async function claimUntilCredited(api, intentId, signature) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const claim = await call(api.contributions.index.$post({ json: { intentId, signature } }));
    if (claim.status === 'credited') return;
    if (claim.status === 'rejected') throw new Error(`the demo contribution was refused: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  throw new Error('the demo contribution was not credited in time');
}

/**
 * Makes the demo contributions on a database that has none yet; returns how many it made (0 when the
 * database already holds contributions, e.g. on a second `npm start`). `onlyWhenEmpty: false` makes
 * them anyway (the test does, on the shared e2e stack).
 */
export async function seedDemoContributions({ baseUrl, rpcUrl, onlyWhenEmpty = true }) {
  const api = apiClients(baseUrl);
  const ledger = await call(api.ledger.index.$get({ query: { limit: '1' } }));
  if (onlyWhenEmpty && ledger.totals.contributions > 0) return 0;
  for (const { email, sol } of DEMO_CONTRIBUTIONS) {
    const signer = await generateKeyPairSigner();
    await jsonRpc(rpcUrl, 'requestAirdrop', [signer.address, Number(5n * LAMPORTS_PER_SOL)]);
    await waitForBalance(rpcUrl, signer.address);
    const intent = await call(api.contributions.intents.$post({ json: { email, walletAddress: signer.address, amount: sol, currency: 'sol', newsletterSubscribed: false } }));
    const signature = await sendSignedTransfer({ rpcUrl, from: signer, to: intent.treasury, lamports: BigInt(intent.lamports), reference: intent.reference });
    await claimUntilCredited(api, intent.intentId, signature);
  }
  return DEMO_CONTRIBUTIONS.length;
}
