// One buyer of the rush, as the site's contribution flow behaves (stores/payment.ts): an intent
// through the API, the transfer the wallet signs and sends to the chain (with the intent's Solana Pay
// reference), the claim right after, then a poll every 2 s while the server has not decided: the
// intent's status, and every second poll the claim again.
// A silent buyer stops after paying; a wrong buyer pays short, without the reference, or after the
// intent expired, and claims like anyone else.
import { buildSignedTransfer, latestLifetime, sendSigned } from '../../solana/signed-transfer.mjs';
import { BUYER_KINDS, SHORT_BY_LAMPORTS } from './buyers.mjs';

/** The site's payment poll (TIMINGS.paymentPollMs) and how often a poll re-claims (CLAIM_EVERY_TICKS). */
const POLL_MS = 2_000;
const CLAIM_EVERY_TICKS = 2;
const POLLS = 60;

/** POSTs the buyer's intent; the answer (or null after a refusal, kept on the buyer as `refused`). */
export async function openIntent(client, buyer) {
  const { status, body } = await client.post('intent', '/api/contributions/intents', {
    email: buyer.email,
    walletAddress: buyer.signer.address,
    amount: buyer.amountSol,
    currency: 'sol',
    newsletterSubscribed: false,
  });
  if (status !== 201) {
    buyer.refused = { step: 'intent', status, error: body?.error ?? null };
    return null;
  }
  return body;
}

/** Signs and sends the buyer's transfer for `intent`; its signature, or null when the chain refused it. */
export async function pay(rpcUrl, buyer, intent) {
  const lamports = BigInt(intent.lamports) - (buyer.kind === 'wrongAmount' ? SHORT_BY_LAMPORTS : 0n);
  const reference = buyer.kind === 'noReference' ? undefined : intent.reference;
  try {
    const lifetime = await latestLifetime(rpcUrl);
    const signed = await buildSignedTransfer({ from: buyer.signer, to: intent.treasury, lamports, reference, lifetime });
    const signature = await sendSigned(rpcUrl, signed);
    buyer.payment = { signature, lamports, sentAt: Date.now() };
    return signature;
  } catch (error) {
    buyer.refused = { step: 'transfer', status: 0, error: error instanceof Error ? error.message : String(error) };
    return null;
  }
}

const DECIDED = new Set(['credited', 'rejected', 'expired']);

/** Claims, then polls as the site does until the server credits or rejects; keeps the final answer on the buyer. */
export async function claimUntilDecided(client, buyer, intentId, signature) {
  for (let tick = 0; tick <= POLLS; tick += 1) {
    if (tick > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    // A 429 or a 503 counts as "not decided yet", as on the site; the recorder keeps every status.
    const { status, body } =
      tick % CLAIM_EVERY_TICKS === 0
        ? await client.post('claim', '/api/contributions', { intentId, signature })
        : await client.get('status', `/api/contributions/intents/${intentId}`);
    if (status === 200 && DECIDED.has(body?.status)) {
      buyer.claim = { status: body.status, at: Date.now(), reason: body.reason ?? null };
      return;
    }
  }
  buyer.claim = { status: 'undecided', at: Date.now(), reason: null };
}

/**
 * The whole flow of one buyer. `intent` is given for a buyer whose intent was opened (and expired)
 * before the rush; `onPaid(signature)` lets the finality tracker follow the payment.
 */
export async function runBuyer({ client, rpcUrl, buyer, intent, onPaid }) {
  const opened = intent ?? (await openIntent(client, buyer));
  if (!opened) return;
  buyer.intentId = opened.intentId;
  const signature = await pay(rpcUrl, buyer, opened);
  if (!signature) return;
  onPaid(signature);
  if (BUYER_KINDS[buyer.kind].claims) await claimUntilDecided(client, buyer, opened.intentId, signature);
}
