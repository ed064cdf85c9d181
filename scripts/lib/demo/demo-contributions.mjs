// The demo data of `npm start`: a few real contributions on the local chain, made the way a buyer makes
// them (an intent through the API, a transfer carrying its Solana Pay reference, the claim; the USDC one
// through the transaction the worker builds, signed by the buyer's wallet), from fresh local wallets
// funded by the local chain's airdrop and its play USDC. Nothing is written to D1 by hand, so the
// tracker, the ledger, the admin console and the mail outbox show what the product really did.
import { generateKeyPairSigner, getBase58Decoder, getBase64EncodedWireTransaction, getTransactionDecoder, partiallySignTransaction } from '@solana/kit';
import { apiClients, call } from '../api/api-clients.mjs';
import { jsonRpc, waitForSignature } from '../solana/json-rpc.mjs';
import { sendSignedTransfer } from '../solana/signed-transfer.mjs';
import { sendStablecoinFunding } from '../solana/local-stablecoins.mjs';
import { LOCAL_KEYS } from '../../local-chain/genesis.mjs';

/** Who contributes, how much and in what, on a fresh local database. */
export const DEMO_CONTRIBUTIONS = [
  { email: 'demo-investor-1@example.com', amount: '1.5', currency: 'sol' },
  { email: 'demo-investor-2@example.com', amount: '0.8', currency: 'sol' },
  { email: 'demo-investor-3@example.com', amount: '2.25', currency: 'sol' },
  { email: 'demo-investor-4@example.com', amount: '250', currency: 'usdc' },
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
  for (const { email, amount, currency } of DEMO_CONTRIBUTIONS) {
    const signer = await generateKeyPairSigner();
    await jsonRpc(rpcUrl, 'requestAirdrop', [signer.address, Number(5n * LAMPORTS_PER_SOL)]);
    await waitForBalance(rpcUrl, signer.address);
    const order = { email, walletAddress: signer.address, amount, currency, newsletterSubscribed: false };
    if (currency === 'sol') {
      const intent = await call(api.contributions.intents.$post({ json: order }));
      const signature = await sendSignedTransfer({ rpcUrl, from: signer, to: intent.treasury, lamports: BigInt(intent.lamports), reference: intent.reference });
      await claimUntilCredited(api, intent.intentId, signature);
    } else {
      const funded = await sendStablecoinFunding({ rpcUrl, localKeys: LOCAL_KEYS, symbol: currency.toUpperCase(), recipient: signer.address, amount: 1_000n * 10n ** 6n });
      await waitForSignature(rpcUrl, funded, { commitment: 'confirmed' });
      const prepared = await call(api.payments.index.$post({ json: order }));
      const signature = await signAndSend(rpcUrl, prepared.transaction, signer);
      await claimUntilCredited(api, prepared.intent.intentId, signature);
    }
  }
  return DEMO_CONTRIBUTIONS.length;
}

/** Signs the worker-built transaction as the buyer's wallet does (only the payer's signature) and sends it. */
async function signAndSend(rpcUrl, base64, signer) {
  const transaction = getTransactionDecoder().decode(Buffer.from(base64, 'base64'));
  const signed = await partiallySignTransaction([signer.keyPair], transaction);
  await jsonRpc(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  return getBase58Decoder().decode(signed.signatures[signer.address]);
}
