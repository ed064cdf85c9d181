// Who takes part in a rush: N distinct buyers, each with a fresh wallet funded by the local chain's
// faucet, an email and a client address of its own. 70% pay right and claim, 20% pay right and never
// claim (only the watcher can find their payments), 10% pay wrongly (wrong amount, after their intent
// expired, or without the reference) and claim.
import { generateKeyPairSigner } from '@solana/kit';
import { jsonRpc } from '../../solana/json-rpc.mjs';

export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** What a buyer does; the wrong kinds are recorded as unmatched with these reasons. */
export const BUYER_KINDS = {
  claims: { claims: true, credited: true },
  silent: { claims: false, credited: true },
  wrongAmount: { claims: true, credited: false, reason: 'wrong amount' },
  afterExpiry: { claims: true, credited: false, reason: 'after expiry' },
  noReference: { claims: true, credited: false, reason: 'no reference' },
};
const WRONG_KINDS = ['wrongAmount', 'afterExpiry', 'noReference'];

/** Contributions in turn: above the whitelist's $100 minimum at the local price, at most 1 SOL. */
const AMOUNTS_SOL = ['0.6', '0.7', '0.8', '0.9', '1.0'];
/** A wrong amount pays this much less than the intent asked. */
export const SHORT_BY_LAMPORTS = 50_000_000n;
/** Each buyer's airdrop: the largest contribution (1 SOL) plus fees. */
const FUNDING_LAMPORTS = 1_100_000_000n;

/** The kind of buyer `index`: every tenth pays wrongly (the three ways in turn), two in ten never claim. */
export function kindOf(index) {
  const tenth = index % 10;
  if (tenth === 0) return WRONG_KINDS[Math.floor(index / 10) % WRONG_KINDS.length];
  return tenth <= 2 ? 'silent' : 'claims';
}

/**
 * The plan of `count` buyers for the rush named `label` (their emails and client addresses are unique
 * per label): kind and amount.
 * `kind` overrides every buyer's kind (the watcher-capacity payments are all silent).
 */
export function planBuyers(count, label, { octet, kind } = {}) {
  return Array.from({ length: count }, (_, index) => ({
    index,
    kind: kind ?? kindOf(index),
    email: `rush-${label}-${index}@example.com`,
    // 10.<octet>.x.y: one IPv4 client per buyer, so per-client rate limits count each buyer alone.
    clientAddress: `10.${octet}.${index >> 8}.${index & 255}`,
    amountSol: AMOUNTS_SOL[index % AMOUNTS_SOL.length],
  }));
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Gives every buyer a fresh wallet funded by the faucet; resolves once every balance arrived. */
export async function fundBuyers(rpcUrl, buyers) {
  for (const buyer of buyers) buyer.signer = await generateKeyPairSigner();
  await eachLimited(buyers, 32, (buyer) => jsonRpc(rpcUrl, 'requestAirdrop', [buyer.signer.address, Number(FUNDING_LAMPORTS)]));
  const deadline = Date.now() + 120_000;
  let waiting = buyers;
  while (waiting.length > 0) {
    if (Date.now() > deadline) throw new Error(`${waiting.length} buyers were not funded in time`);
    const still = [];
    for (let i = 0; i < waiting.length; i += 100) {
      const chunk = waiting.slice(i, i + 100);
      const { value } = await jsonRpc(rpcUrl, 'getMultipleAccounts', [chunk.map((buyer) => buyer.signer.address), { commitment: 'confirmed', encoding: 'base64' }]);
      chunk.forEach((buyer, j) => {
        if (!value[j] || value[j].lamports === 0) still.push(buyer);
      });
    }
    waiting = still;
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
