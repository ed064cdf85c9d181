// The treasury's accounting of each stablecoin (docs/money-in.md, "Assets"), beside its SOL accounting:
// what reached its token account of the mint (credited contributions, payments not credited and funding
// from the project's own wallets) and what left it (verified refunds in kind, sweeps to declared project
// wallets, unexplained), in the mint's base units, and the balance those add up to. The page compares it with the token account's
// balance on chain. Sums read only stablecoin rows, through the partial index that holds them; the
// mint's decimals are those the rows recorded from the chain (an account nothing reached shows 0).
import { unitsToDecimal } from '@core/format/numbers';
import type { StablecoinAccounting, StablecoinFigure } from '@core/api/ledger';
import type { PaymentAsset } from '../settlement/payment-asset';
import { projectFundingSql } from '../reconciliation/project-funding';
import { TOKEN_OUTFLOW_PARTS } from '../settlement/token-outflows';

/** The statements each coin adds to the batch: credited, not credited, funding, what left. */
const STATEMENTS_PER_COIN = 4;

type Sum = { units: string | number | null; transactions: number; decimals: number | null; elsewhere_units?: number | null; elsewhere_transactions?: number | null };
type Part = Sum & { kind: 'refund' | 'sweep' | 'unexplained' };

/** Every stablecoin's accounting, one D1 batch for all of them. */
export async function loadStablecoinAccounting(db: D1Database, assets: readonly PaymentAsset[]): Promise<StablecoinAccounting[]> {
  const coins = assets.filter((asset): asset is Extract<PaymentAsset, { kind: 'token' }> => asset.kind === 'token');
  if (coins.length === 0) return [];
  const statements = coins.flatMap((coin) => [
    db
      .prepare("SELECT SUM(CAST(token_amount AS INTEGER)) AS units, COUNT(*) AS transactions, (SELECT MAX(token_decimals) FROM contributions WHERE asset = ?1 AND asset != 'SOL' LIMIT 1) AS decimals FROM contributions WHERE asset = ?1 AND asset != 'SOL'")
      .bind(coin.symbol),
    // Payments to another token account of the treasury are not in this one: apart (`elsewhere`). Funding
    // from a declared project wallet is apart too (`funding`).
    db
      .prepare(
        `SELECT SUM(CASE WHEN reason != 'wrong account' THEN CAST(token_amount AS INTEGER) ELSE 0 END) AS units,
           SUM(reason != 'wrong account') AS transactions, MAX(token_decimals) AS decimals,
           SUM(CASE WHEN reason = 'wrong account' THEN CAST(token_amount AS INTEGER) ELSE 0 END) AS elsewhere_units,
           SUM(reason = 'wrong account') AS elsewhere_transactions
         FROM unmatched_payments u WHERE u.asset = ? AND u.status != 'credited' AND NOT ${projectFundingSql('u')}`,
      )
      .bind(coin.symbol),
    db
      .prepare(`SELECT SUM(CAST(u.token_amount AS INTEGER)) AS units, COUNT(*) AS transactions, MAX(u.token_decimals) AS decimals FROM unmatched_payments u WHERE u.asset = ? AND ${projectFundingSql('u')}`)
      .bind(coin.symbol),
    db
      .prepare(
        `WITH ${TOKEN_OUTFLOW_PARTS} SELECT kind, SUM(CAST(token_amount AS INTEGER)) AS units, COUNT(DISTINCT signature) AS transactions,
           (SELECT MAX(token_decimals) FROM treasury_token_outflows WHERE asset = ?1) AS decimals
         FROM token_outflow_parts WHERE asset = ?1 GROUP BY kind`,
      )
      .bind(coin.symbol),
  ]);
  const results = await db.batch<Sum & { kind?: string }>(statements);
  return coins.map((coin, index) => {
    const [credited, unmatched, funding, parts] = [0, 1, 2, 3].map((offset) => results[index * STATEMENTS_PER_COIN + offset]!.results) as [Sum[], Sum[], Sum[], Part[]];
    const decimals = [...credited, ...unmatched, ...funding, ...parts].find((row) => row.decimals !== null)?.decimals ?? null;
    const figure = (units: bigint): StablecoinFigure => ({ units: units.toString(), amount: decimals === null ? units.toString() : unitsToDecimal(units, decimals) });
    const line = (sum: Sum | undefined) => ({ ...figure(BigInt(sum?.units ?? 0)), transactions: sum?.transactions ?? 0 });
    const part = (kind: Part['kind']) => line(parts.find((row) => row.kind === kind));
    const received = { credited: line(credited[0]), unmatched: line(unmatched[0]), funding: line(funding[0]) };
    const left = { refunds: part('refund'), sweeps: part('sweep'), unexplained: part('unexplained') };
    const receivedUnits = BigInt(received.credited.units) + BigInt(received.unmatched.units) + BigInt(received.funding.units);
    const leftUnits = BigInt(left.refunds.units) + BigInt(left.sweeps.units) + BigInt(left.unexplained.units);
    return {
      asset: coin.symbol,
      account: coin.treasuryAccount,
      decimals,
      received: { ...figure(receivedUnits), ...received },
      left: { ...figure(leftUnits), ...left },
      recorded: figure(receivedUnits - leftUnits),
      elsewhere: line({ units: unmatched[0]?.elsewhere_units ?? 0, transactions: unmatched[0]?.elsewhere_transactions ?? 0, decimals }),
    };
  });
}
