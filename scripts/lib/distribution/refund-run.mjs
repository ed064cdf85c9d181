// Pays the approved refund plan through the admin API, signing each batch with the treasury's key pair:
// a thin adapter of the one payout runner (core/payout/payout-runner.ts) over the refund port
// (core/payout/refund-port.ts), one asset at a time (SOL, then each stablecoin), waiting until every
// batch is paid. Safe to stop and run again at any point: the runner signs only what the server hands out.
import { call } from '../api/api-clients.mjs';
import { importCore } from './core-import.mjs';
import { counted, keyPairSigning, logEvent, portClient } from './payout-run.mjs';

const { runPayouts } = await importCore('payout/payout-runner');
const { refundAssetsToPay, refundCalls, refundExpectation, refundPort } = await importCore('payout/refund-port');
const { associatedTokenAccount } = await importCore('payout/associated-token-account');

/**
 * Pays every asset of the approved refund plan with batches left (or only `asset`). `log` receives one
 * line per step (never a key).
 * @returns {Promise<{ paidLines: number, payableLines: number, mismatched: number }>}
 */
export async function payRefunds({ api, signer, asset, priorityFeeMicroLamports = 0n, wait = true, timeoutMs = 15 * 60_000, log = console.log }) {
  const { plan } = await call(api.admin.refunds.plan.$get());
  if (!plan || plan.status === 'draft') throw new Error('The refund plan is not approved yet');
  if (plan.treasury !== signer.address) throw new Error(`This key pair is ${signer.address}; the refund plan pays from the treasury ${plan.treasury}`);
  const assets = asset ? [asset] : refundAssetsToPay(plan);
  if (assets.length === 0) log('Every refund of the plan is paid or held: nothing to do');
  const client = portClient(api, refundCalls(api.admin.refunds));
  const latest = new Map(plan.assets.map((view) => [view.asset, view]));
  for (const symbol of assets) {
    const view = latest.get(symbol);
    if (!view) throw new Error(`The refund plan has no ${symbol} refunds`);
    log(`${symbol}: ${counted(view.progress.payableLines, 'refund', 'refunds')} of ${view.amount.amount} ${symbol}, ${view.progress.paidLines} paid so far`);
    const onVerified = (current, report) => {
      latest.set(symbol, current);
      const { progress } = current;
      log(`${symbol}: paid ${progress.paidLines}/${progress.payableLines} refunds (${progress.paidAmount.amount} ${symbol}); batches: ${progress.paidBatches} paid, ${progress.sendingBatches} sending, ${progress.readyBatches + progress.failedBatches} to sign, ${progress.mismatchBatches} mismatched${report.expired ? `; ${report.expired} attempts expired` : ''}${report.failed ? `; ${report.failed} failed on chain` : ''}`);
    };
    const result = await runPayouts({
      port: refundPort(client, symbol, { allPages: true, onVerified }),
      sign: keyPairSigning(signer),
      expected: refundExpectation(plan, symbol),
      deriveTokenAccount: associatedTokenAccount,
      priorityFeeMicroLamports,
      wait,
      timeoutMs,
      onEvent: (event) => logEvent(log, event),
    });
    if (result.outcome === 'timed-out') throw new Error(`Timed out with ${symbol} batches still open: run the command again to resume`);
  }
  const views = [...latest.values()];
  return {
    paidLines: views.reduce((sum, view) => sum + view.progress.paidLines, 0),
    payableLines: views.reduce((sum, view) => sum + view.progress.payableLines, 0),
    mismatched: views.reduce((sum, view) => sum + view.progress.mismatchBatches, 0),
  };
}
