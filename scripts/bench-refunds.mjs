// `npm run bench -- --refunds` (also part of `npm run bench`, after the distribution bench): packs the
// refunds of a failed sale of 10,000 buyers with the one builder of core/distribution/, as the refund
// plan pays them from the treasury (one asset per batch), and prints per asset: refunds, transactions,
// transfers per transaction (the mean over its batches) beside the bound the 1,232-byte limit allows for that
// instruction mix, and the SOL the treasury spends (fees, and rent where a buyer closed their token
// account since paying). Two sales: every buyer paid in SOL; and buyers in SOL, USDC and USDT.
// Fails when a batch mix reaches less than 90% of its bound on average.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { address, getAddressDecoder } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { importCore } from './lib/distribution/core-import.mjs';

const { packTransfers, transfersPerTransactionBound } = await importCore('distribution/packing');
const { batchFeeLamports } = await importCore('distribution/costs');
const { batchComputeUnitLimit } = await importCore('distribution/batch-transaction');
const { TOKEN_PROGRAM, tokenAccountSize } = await importCore('distribution/programs');
const { formatLamportsAsSol } = await importCore('lamports');

const BUYERS = 10_000;
const GOAL = 0.9;
/** Buyers of the mixed sale by asset (out of 10): SOL, USDC, USDT. */
const MIXED = { SOL: 6, USDC: 3, USDT: 1 };
/** One token refund in 30 goes to a buyer who closed their token account since paying: the batch creates it. */
const CLOSED_EVERY = 30;
const PRIORITY_FEE = 10_000n;
/** Rent-exempt minimum as the runtime computes it: (size + 128 bytes of metadata) × 3,480 lamports × 2 years. */
const rentFor = (size) => BigInt((size + 128) * 3480 * 2);

const addresses = getAddressDecoder();
/** A distinct address (no key pair needed: a refund only names the recipient). */
const newAddress = () => addresses.decode(randomBytes(32));

/** The refund owed to buyer `index` in base units: 0.1–25 SOL, or $50–$12,500 in a 6-decimal stablecoin. */
const owed = (index, asset) => (asset === 'SOL' ? 100_000_000n + BigInt((index * 7919) % 25_000) * 1_000_000n : 50_000_000n + BigInt((index * 7919) % 12_450) * 1_000_000n);

/** The transfers of one asset's refunds, in the order the plan lists them. */
async function refundsIn(asset, count, treasury) {
  if (asset === 'SOL') return Array.from({ length: count }, (_, index) => ({ owner: newAddress(), tokenAccount: null, amount: owed(index, asset), createAccount: false }));
  const mint = newAddress();
  const [sourceTokenAccount] = await findAssociatedTokenPda({ owner: address(treasury), mint: address(mint), tokenProgram: address(TOKEN_PROGRAM) });
  const transfers = [];
  for (let index = 0; index < count; index += 1) {
    const owner = newAddress();
    const [tokenAccount] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(TOKEN_PROGRAM) });
    transfers.push({ owner, tokenAccount, amount: owed(index, asset), createAccount: index % CLOSED_EVERY === CLOSED_EVERY - 1 });
  }
  return { transfers, asset: { kind: 'token', mint, tokenProgram: TOKEN_PROGRAM, decimals: 6, sourceTokenAccount } };
}

/** Packs one asset's refunds and measures them against the bound of their instruction mix. */
function benchAsset(sale, symbol, base, transfers) {
  const groups = packTransfers(base, transfers);
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const bound = transfersPerTransactionBound({ createShare: creates / transfers.length, sol: base.asset.kind === 'sol' });
  const mean = transfers.length / groups.length;
  const fees = groups.reduce((sum, group) => sum + batchFeeLamports(batchComputeUnitLimit(group, base.asset)), 0n);
  const priorityFees = groups.reduce((sum, group) => sum + batchFeeLamports(batchComputeUnitLimit(group, base.asset), PRIORITY_FEE), 0n);
  const rent = base.asset.kind === 'token' ? BigInt(creates) * rentFor(tokenAccountSize(base.asset.tokenProgram)) : 0n;
  return {
    sale,
    asset: symbol,
    refunds: transfers.length,
    'accounts created': creates,
    transactions: groups.length,
    'transfers/tx mean': Number(mean.toFixed(1)),
    'bound (1,232 B)': bound,
    'of bound': `${((mean / bound) * 100).toFixed(1)}%`,
    'fees SOL': formatLamportsAsSol(fees),
    [`fees SOL at ${PRIORITY_FEE} µL/CU`]: formatLamportsAsSol(priorityFees),
    'rent SOL': formatLamportsAsSol(rent),
    ok: mean / bound >= GOAL,
  };
}

/** The rows of one sale: its buyers split by asset as `shares` (out of 10). */
async function benchSale(sale, shares, treasury) {
  const rows = [];
  for (const [symbol, share] of Object.entries(shares)) {
    const count = (BUYERS * share) / 10;
    const reference = newAddress();
    if (symbol === 'SOL') {
      const base = { payer: treasury, asset: { kind: 'sol' }, reference, priorityFeeMicroLamports: 0n };
      rows.push(benchAsset(sale, symbol, base, await refundsIn(symbol, count, treasury)));
    } else {
      const { transfers, asset } = await refundsIn(symbol, count, treasury);
      rows.push(benchAsset(sale, symbol, { payer: treasury, asset, reference, priorityFeeMicroLamports: 0n }, transfers));
    }
  }
  return rows;
}

/** Runs the refund bench; resolves with the exit code (0 when every asset's batches reach the goal). */
export async function runRefundBench() {
  const treasury = newAddress();
  const rows = [...(await benchSale('SOL only', { SOL: 10 }, treasury)), ...(await benchSale('SOL, USDC, USDT', MIXED, treasury))];
  console.log(`\nRefund bench: a failed sale of ${BUYERS.toLocaleString('en-US')} buyers, refunded from the treasury one asset per batch (legacy transactions with a reference key; bound: core/distribution/packing.ts)`);
  console.table(rows.map(({ ok, ...row }) => ({ ...row, OK: ok ? 'OK' : `UNDER ${GOAL * 100}%` })));
  return rows.every((row) => row.ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await runRefundBench());
}
