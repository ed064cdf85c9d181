// Do the public figures agree with the books after a rush? The tracker (/api/fundraising-stats), the
// ledger (/api/ledger totals) and the treasury's accounting (/api/ledger/treasury) are compared with
// the rows in D1 and the treasury's balance on chain. They are cached for 5 s, so the check asks
// again until they agree or 20 s have passed.

import { apiClients, call } from '../../api/api-clients.mjs';

const AGREE_WITHIN_MS = 20_000;

/** Lamports of a decimal SOL string such as "12.5" (the ledger's totals). */
export function solToLamports(text) {
  const [whole, fraction = ''] = String(text).split('.');
  return BigInt(whole || '0') * 1_000_000_000n + BigInt((fraction + '000000000').slice(0, 9));
}

/** The differences between the public figures and `books` + `treasuryBalance`; empty when they agree. */
export function totalsDisagreements({ stats, ledger, treasury }, books, treasuryBalance) {
  const creditedLamports = books.credited.reduce((sum, row) => sum + BigInt(row.lamports), 0n);
  const unmatchedLamports = books.unmatched.reduce((sum, row) => sum + BigInt(row.lamports), 0n);
  const creditedCents = books.credited.reduce((sum, row) => sum + BigInt(row.usdCents), 0n);
  const wallets = new Set(books.credited.map((row) => row.wallet)).size;
  const problems = [];
  const same = (what, shown, actual) => {
    if (String(shown) !== String(actual)) problems.push(`${what}: shows ${shown}, the books say ${actual}`);
  };
  same('tracker raised (USD)', stats.currentAmount.toFixed(2), (Number(creditedCents) / 100).toFixed(2));
  same('tracker contributors', stats.totalContributors, wallets);
  same('ledger contributions', ledger.totals?.contributions ?? 0, books.credited.length);
  same('ledger SOL (lamports)', solToLamports(ledger.totals?.sol ?? '0'), creditedLamports);
  same('treasury accounting credited (lamports)', treasury.received.credited.lamports, creditedLamports);
  same('treasury accounting unmatched (lamports)', treasury.received.unmatched.lamports, unmatchedLamports);
  same('treasury accounting recorded balance vs balance on chain (lamports)', treasury.recorded.lamports, treasuryBalance);
  return problems;
}

/** Reads the three public figures until they agree with the books (or the time is up); the last differences. */
export async function checkTotals(baseUrl, books, treasuryBalance) {
  const deadline = Date.now() + AGREE_WITHIN_MS;
  // A client address of its own, apart from the buyers' (the public routes are rate limited per client).
  const api = apiClients(baseUrl, { headers: { 'CF-Connecting-IP': '10.255.255.254' } });
  for (;;) {
    const figures = {
      stats: await call(api.fundraisingStats.index.$get()),
      ledger: await call(api.ledger.index.$get({ query: { limit: '1' } })),
      treasury: await call(api.ledger.treasury.$get()),
    };
    const problems = totalsDisagreements(figures, books, treasuryBalance);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
