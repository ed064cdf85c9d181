// `npm run bench -- --distribution` (also the last part of `npm run bench`): packs the payouts of a plan
// of 10,000 investors with the one builder of core/distribution/ and prints, for the first unlock (every
// recipient's token account created) and a later one (accounts exist): transactions, transfers per
// transaction beside the bound the 1,232-byte limit allows for that instruction mix, and the SOL cost
// (fees and rent). Fails when the packing reaches less than 90% of the bound.
import { pathToFileURL } from 'node:url';
import { address, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { importCore } from './lib/distribution/core-import.mjs';

const { packTransfers, transfersPerTransactionBound } = await importCore('distribution/packing');
const { batchFeeLamports } = await importCore('distribution/costs');
const { batchComputeUnitLimit } = await importCore('distribution/batch-transaction');
const { plannedPayouts } = await importCore('distribution/plan-rules');
const { TOKEN_PROGRAM, tokenAccountSize } = await importCore('distribution/programs');
const { formatLamportsAsSol } = await importCore('lamports');
const { TOKEN } = await importCore('sale-config');

const INVESTORS = 10_000;
const GOAL = 0.9;
/** Rent-exempt minimum as the runtime computes it: (size + 128 bytes of metadata) × 3,480 lamports × 2 years. */
const rentFor = (size) => BigInt((size + 128) * 3480 * 2);
const PRIORITY_FEE = 10_000n;

/** 10,000 investors with key-pair wallets: one in five bought in the whitelist, some in both phases. */
async function investors(mint) {
  const people = [];
  for (let i = 0; i < INVESTORS; i += 1) {
    const wallet = (await generateKeyPairSigner()).address;
    const [tokenAccount] = await findAssociatedTokenPda({ owner: wallet, mint, tokenProgram: address(TOKEN_PROGRAM) });
    const units = BigInt(100_000 + ((i * 7919) % 5_000_000)) * 10n ** BigInt(TOKEN.decimals);
    people.push({ wallet, tokenAccount, whitelist: i % 5 === 0 ? units : 0n, ico: i % 5 !== 0 || i % 15 === 0 ? units / 2n : 0n, referral: 0n });
  }
  return people;
}

/** Packs one unlock's payouts and measures it against the bound of its instruction mix. */
function benchUnlock(label, base, payouts, createAccount) {
  const transfers = payouts.map((payout) => ({ owner: payout.wallet, tokenAccount: payout.tokenAccount, amount: payout.amount, createAccount }));
  const started = performance.now();
  const groups = packTransfers(base, transfers);
  const packMs = performance.now() - started;
  const sizes = groups.map((group) => group.length);
  const full = Math.max(...sizes);
  const bound = transfersPerTransactionBound({ createShare: createAccount ? 1 : 0 });
  const fees = groups.reduce((sum, group) => sum + batchFeeLamports(batchComputeUnitLimit(group, base.asset)), 0n);
  const priorityFees = groups.reduce((sum, group) => sum + batchFeeLamports(batchComputeUnitLimit(group, base.asset), PRIORITY_FEE), 0n);
  const rent = createAccount ? BigInt(transfers.length) * rentFor(tokenAccountSize(base.asset.tokenProgram)) : 0n;
  return {
    unlock: label,
    transfers: transfers.length,
    transactions: groups.length,
    'transfers/tx': full,
    'bound (1,232 B)': bound,
    'of bound': `${((full / bound) * 100).toFixed(1)}%`,
    'fees SOL': formatLamportsAsSol(fees),
    [`fees SOL at ${PRIORITY_FEE} µL/CU`]: formatLamportsAsSol(priorityFees),
    'rent SOL': formatLamportsAsSol(rent),
    'total SOL': formatLamportsAsSol(fees + rent),
    'pack ms': Math.round(packMs),
    ok: full / bound >= GOAL,
  };
}

/** Runs the distribution bench; resolves with the exit code (0 when every unlock reaches the goal). */
export async function runDistributionBench() {
  const distributionWallet = (await generateKeyPairSigner()).address;
  const mint = (await generateKeyPairSigner()).address;
  const [sourceTokenAccount] = await findAssociatedTokenPda({ owner: distributionWallet, mint, tokenProgram: address(TOKEN_PROGRAM) });
  // Every batch carries a reference key of its own: measured with a distinct one.
  const reference = (await generateKeyPairSigner()).address;
  const base = { payer: distributionWallet, asset: { kind: 'token', mint, tokenProgram: TOKEN_PROGRAM, decimals: TOKEN.decimals, sourceTokenAccount }, reference, priorityFeeMicroLamports: 0n };
  const people = await investors(mint);
  const icoEndsAt = new Date(Date.UTC(2027, 0, 1));
  const byDate = new Map();
  for (const person of people) {
    for (const payout of plannedPayouts(person, icoEndsAt, TOKEN.decimals)) {
      const list = byDate.get(payout.unlockAt.getTime()) ?? [];
      list.push({ ...payout, tokenAccount: person.tokenAccount });
      byDate.set(payout.unlockAt.getTime(), list);
    }
  }
  const [first, second] = [...byDate.keys()].sort((a, b) => a - b);
  const rows = [benchUnlock('1st (accounts created)', base, byDate.get(first), true), benchUnlock('2nd (+30 days)', base, byDate.get(second), false)];
  console.log(`\nDistribution bench: a plan of ${INVESTORS.toLocaleString('en-US')} investors (legacy transactions with a reference key; bound: core/distribution/packing.ts)`);
  console.table(rows.map(({ ok, ...row }) => ({ ...row, OK: ok ? 'OK' : `UNDER ${GOAL * 100}%` })));
  return rows.every((row) => row.ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await runDistributionBench());
}
