// `npm start` stopped and started again on one folder: the local chain comes back with D1, so the
// ledger's balance on chain still equals what was credited (to the lamport, no genesis funding of the
// treasury), every credited signature is still on the chain with the same slot and block time, and
// the demo data is not made twice. A folder whose chain was lost is said plainly.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolToLamports } from '@core/lamports';
import { DEMO_CONTRIBUTIONS, seedDemoContributions } from '../scripts/lib/demo/demo-contributions.mjs';
import { jsonRpc } from '../scripts/lib/solana/json-rpc.mjs';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { LOCAL_TREASURY } from './support/local-treasury';

interface LedgerPage {
  entries: { sol: string; signature: string }[];
  totals: { contributions: number; sol: string };
}
type Transaction = { slot: number; blockTime: number; meta: { postBalances: number[] } };

async function snapshot(stack: { url: string; rpcUrl: string }, limit: number) {
  const ledger = (await (await fetch(`${stack.url}/api/ledger?limit=${limit}`)).json()) as LedgerPage;
  const { value: balance } = await jsonRpc<{ value: number }>(stack.rpcUrl, 'getBalance', [LOCAL_TREASURY]);
  const transactions = await Promise.all(
    ledger.entries.map((entry) => jsonRpc<Transaction | null>(stack.rpcUrl, 'getTransaction', [entry.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }])),
  );
  return { ledger, balance, transactions };
}

describe('npm start, stopped and started again', () => {
  it('keeps the chain with the database: balances, signatures and transactions survive, nothing is made twice', async () => {
    const persistTo = '.e2e-state/restart-stack';
    rmSync(persistTo, { recursive: true, force: true });
    const first = await startStack({ chainPort: 0, persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE });
    let before;
    try {
      expect(first.notices).toEqual([]);
      expect(await seedDemoContributions({ baseUrl: first.url, rpcUrl: first.rpcUrl })).toBe(DEMO_CONTRIBUTIONS.length);
      before = await snapshot(first, 10);
    } finally {
      await first.stop();
    }
    expect(before.ledger.totals.contributions).toBe(DEMO_CONTRIBUTIONS.length);
    // Nothing but the three payments ever reached this treasury: its balance is exactly what was credited.
    expect(BigInt(before.balance)).toBe(parseSolToLamports(before.ledger.totals.sol));
    expect(before.transactions.every((transaction) => transaction !== null)).toBe(true);

    const second = await startStack({ chainPort: 0, persistTo, quiet: true });
    try {
      expect(second.notices).toEqual([]);
      const after = await snapshot(second, 11);
      expect(after.ledger.totals).toEqual(before.ledger.totals);
      expect(after.balance).toBe(before.balance);
      expect(after.transactions).toEqual(before.transactions);
      expect(await seedDemoContributions({ baseUrl: second.url, rpcUrl: second.rpcUrl })).toBe(0);
    } finally {
      await second.stop();
    }

    // The chain's folder lost, the database kept: said plainly, with what to do.
    rmSync(path.join(persistTo, 'chain'), { recursive: true, force: true });
    const third = await startStack({ chainPort: 0, persistTo, quiet: true });
    try {
      expect(third.notices.join('\n')).toMatch(/the local chain starts new[\s\S]*delete \.e2e-state\/restart-stack, and run npm start again/);
    } finally {
      await third.stop();
      rmSync(persistTo, { recursive: true, force: true });
    }
  }, 300_000);
});
