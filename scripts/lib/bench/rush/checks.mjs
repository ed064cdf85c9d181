// What the rush bench asserts about one rush: every payment credited exactly once or recorded as
// unmatched with its reason; credited + unmatched lamports equal the treasury's balance change; no
// buyer refused. Pure over the rush's result, so it is unit tested with made-up books.
import { BUYER_KINDS } from './buyers.mjs';

/**
 * Checks each buyer of `rush` against the books; returns the problems (empty when all is well) and
 * the sums the report prints.
 */
export function checkRush(rush) {
  const problems = [];
  const credited = new Map();
  for (const row of rush.books.credited) credited.set(row.signature, [...(credited.get(row.signature) ?? []), row]);
  const unmatched = new Map(rush.books.unmatched.map((row) => [row.signature, row]));
  let creditedLamports = 0n;
  let unmatchedLamports = 0n;
  let paid = 0;
  for (const buyer of rush.buyers) {
    const who = `buyer ${buyer.index} (${buyer.kind})`;
    if (buyer.refused) {
      problems.push(`${who}: refused at the ${buyer.refused.step}: ${buyer.refused.status} ${buyer.refused.error ?? ''}`.trim());
      continue;
    }
    const { signature, lamports } = buyer.payment;
    paid += 1;
    const credits = credited.get(signature) ?? [];
    const record = unmatched.get(signature);
    const expected = BUYER_KINDS[buyer.kind];
    for (const row of credits) creditedLamports += BigInt(row.lamports);
    if (record) unmatchedLamports += BigInt(record.lamports);
    if (expected.credited) {
      if (credits.length !== 1) problems.push(`${who}: credited ${credits.length} times`);
      else if (credits[0].intentId !== buyer.intentId) problems.push(`${who}: credited to intent ${credits[0].intentId}, not ${buyer.intentId}`);
      else if (BigInt(credits[0].lamports) !== lamports) problems.push(`${who}: credited ${credits[0].lamports} lamports of ${lamports} paid`);
      if (record) problems.push(`${who}: also recorded as unmatched (${record.reason})`);
    } else {
      if (credits.length > 0) problems.push(`${who}: credited, though it paid wrongly`);
      if (!record) problems.push(`${who}: its payment is in no book`);
      else {
        if (record.reason !== expected.reason) problems.push(`${who}: recorded as "${record.reason}", not "${expected.reason}"`);
        if (BigInt(record.lamports) !== lamports) problems.push(`${who}: recorded ${record.lamports} lamports of ${lamports} paid`);
      }
    }
    // What the buyer was told: credited, or (a wrong payment) rejected or expired, never left waiting.
    const told = buyer.claim?.status;
    if (expected.claims && (expected.credited ? told !== 'credited' : !['rejected', 'expired'].includes(told))) {
      problems.push(`${who}: its claim ended ${told ?? 'without an answer'}`);
    }
  }
  const accounted = creditedLamports + unmatchedLamports;
  if (accounted !== rush.treasuryChange) {
    problems.push(`credited ${creditedLamports} + unmatched ${unmatchedLamports} = ${accounted} lamports, but the treasury's balance changed by ${rush.treasuryChange}`);
  }
  return { problems, paid, creditedLamports, unmatchedLamports };
}
