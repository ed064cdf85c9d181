// The fingerprint an approved refund plan is frozen with (as core/distribution/plan-hash.ts does for
// tokens): SHA-256 over a canonical text of the treasury, every line (asset, wallet, amount and the
// sources it settles) and the lines held back, so anyone holding the manifest can recompute it and any
// change to a line, a source or a choice shows as a different hash.
import { sha256Hex } from '@core/distribution/plan-hash';

/** One line of the canonical text: `sources` as `payment:<id>` / `contribution:<id>`. */
export interface HashedRefundLine {
  asset: string;
  wallet: string;
  amount: bigint;
  sources: readonly string[];
}

const byAssetThenWallet = (a: { asset: string; wallet: string }, b: { asset: string; wallet: string }) =>
  a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0;

/**
 * The lines hash: `mrdx-refunds/v1`, `from <treasury>`, then one line `<asset> <wallet> <amount>
 * <sources sorted, comma-separated>` per line, by asset then wallet, newline-terminated.
 */
export function refundLinesHash(treasury: string, lines: readonly HashedRefundLine[]): Promise<string> {
  const text = [
    'mrdx-refunds/v1',
    `from ${treasury}`,
    ...[...lines].sort(byAssetThenWallet).map((line) => `${line.asset} ${line.wallet} ${line.amount} ${[...line.sources].sort().join(',')}`),
  ];
  return sha256Hex(`${text.join('\n')}\n`);
}

/** The plan hash the admin approves: the lines hash and the lines held back (`hold <asset> <wallet>`, sorted). */
export function refundPlanHash(linesHash: string, held: readonly { asset: string; wallet: string }[]): Promise<string> {
  return sha256Hex(`${linesHash}\n${[...held].sort(byAssetThenWallet).map((line) => `hold ${line.asset} ${line.wallet}\n`).join('')}`);
}
