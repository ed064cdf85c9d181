// The timings of one rush, from the recorder's requests, the buyers' payments, the chain's
// finalization moments and the credit times D1 kept: intents per second, intent and claim latency,
// payment to credit, and finalization to credit on the claimed and the watcher-only paths.
import { percentiles } from './recorder.mjs';

/** Timings of `rush` (a runRush result) from the requests in `recorder`. */
export function rushTimings(rush, recorder) {
  const inWindow = (route) => recorder.samples.filter((s) => s.route === route && s.startedAt >= rush.startedAt && s.startedAt <= rush.buyersDoneAt);
  const intents = inWindow('intent');
  const claims = inWindow('claim');
  const lastIntentEnd = Math.max(rush.startedAt, ...intents.map((s) => s.startedAt + s.ms));
  const creditedAt = new Map(rush.books.credited.map((row) => [row.signature, Number(row.creditedAt)]));
  const paidBy = (kind) => rush.buyers.filter((buyer) => buyer.kind === kind && buyer.payment && creditedAt.has(buyer.payment.signature));
  const sinceFinal = (buyers) =>
    buyers
      .filter((buyer) => rush.finalizedAt.has(buyer.payment.signature))
      .map((buyer) => Math.max(0, creditedAt.get(buyer.payment.signature) - rush.finalizedAt.get(buyer.payment.signature)));
  const claimed = paidBy('claims');
  return {
    buyers: rush.buyers.length,
    intentsPerSecond: intents.length / Math.max(0.001, (lastIntentEnd - rush.startedAt) / 1000),
    intent: percentiles(intents.map((s) => s.ms)),
    claim: percentiles(claims.map((s) => s.ms)),
    paymentToCredit: percentiles(claimed.map((buyer) => creditedAt.get(buyer.payment.signature) - buyer.payment.sentAt)),
    finalToCreditClaimed: percentiles(sinceFinal(claimed)),
    finalToCreditWatcher: percentiles(sinceFinal(paidBy('silent'))),
    secondsToSettle: (rush.books.settledAt - rush.startedAt) / 1000,
  };
}
