// The demo data `npm start` makes (scripts/lib/demo/demo-contributions.mjs): real contributions from fresh
// local wallets, paid on the local chain and credited by the worker, shown on the public ledger; and
// none made twice on a database that already has contributions.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CONTRIBUTIONS, seedDemoContributions } from '../scripts/lib/demo/demo-contributions.mjs';

const baseUrl = inject('baseUrl');
const rpcUrl = inject('rpcUrl');

interface LedgerPage {
  entries: { sol: string; amount: string; asset: string; signature: string }[];
  totals: { contributions: number };
}
const ledger = async (limit: number) => (await (await fetch(`${baseUrl}/api/ledger?limit=${limit}`)).json()) as LedgerPage;

describe('npm start demo data', () => {
  it('credits each demo contribution once through the real flow, and makes none on a database that has some', async () => {
    const before = (await ledger(1)).totals.contributions;
    expect(await seedDemoContributions({ baseUrl, rpcUrl, onlyWhenEmpty: false })).toBe(DEMO_CONTRIBUTIONS.length);
    // The ledger is cached for a few seconds per page size: ask a size nobody asked.
    const after = await ledger(DEMO_CONTRIBUTIONS.length + 7);
    expect(after.totals.contributions).toBe(before + DEMO_CONTRIBUTIONS.length);
    // Each in its own asset: the USDC one is listed in USDC, not as 0 SOL.
    const newest = after.entries.slice(0, DEMO_CONTRIBUTIONS.length).map((entry) => `${entry.amount} ${entry.asset}`);
    expect(newest.toSorted()).toEqual(DEMO_CONTRIBUTIONS.map((demo) => `${demo.amount} ${demo.currency.toUpperCase()}`).toSorted());

    expect(await seedDemoContributions({ baseUrl, rpcUrl })).toBe(0);
  }, 120_000);
});
