// The /ledger stablecoin section: for each stablecoin the sale takes, every unit in and out of the
// treasury's token account of its mint as the records hold it (received = credited + not credited + from
// project wallets; left = refunds + sweeps + unexplained), the balance they add up to beside the
// account's balance on chain, and any difference said as what it is. Its fees are SOL, in the SOL accounts above.
import { useEffect, useState } from 'react';
import type { StablecoinAccounting } from '@core/api/ledger';
import { formatAssetDecimal } from '@core/asset-amount';
import { formatCount } from '@core/format/numbers';
import { explorerAddressUrl } from '../../lib/solana/explorer';
import { rpcCall } from '../../lib/solana/rpc';

type Balance = { units: bigint; amount: string } | 'unavailable' | null;

function Row({ label, figure, asset, transactions, slot, flag }: {
  label: string; figure: { amount: string }; asset: StablecoinAccounting['asset']; transactions?: number; slot: string; flag?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-gray-800 py-2" data-slot={slot}>
      <dt className="text-gray-200">
        {label}
        {transactions !== undefined && <span className="text-sm text-gray-400"> ({formatCount(transactions)} transaction{transactions === 1 ? '' : 's'})</span>}
        {flag && <strong className="ml-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs text-gray-950">Not explained</strong>}
      </dt>
      <dd className="ml-auto font-mono text-white">{formatAssetDecimal(figure.amount, asset)}</dd>
    </div>
  );
}

/** One stablecoin's books beside its token account's balance on chain. */
function CoinAccounts({ coin, cluster }: { coin: StablecoinAccounting; cluster: string }) {
  const [balance, setBalance] = useState<Balance>(null);
  useEffect(() => {
    // Finalized, like the records.
    rpcCall<{ value: { amount: string; uiAmountString: string } }>('getTokenAccountBalance', [coin.account, { commitment: 'finalized' }])
      .then((result) => setBalance({ units: BigInt(result.value.amount), amount: result.value.uiAmountString }))
      .catch((error) => {
        console.warn(`Failed to read the treasury's ${coin.asset} balance:`, error);
        setBalance('unavailable');
      });
  }, [coin.account, coin.asset]);
  const recorded = BigInt(coin.recorded.units);
  const matches = balance !== null && balance !== 'unavailable' && balance.units === recorded;
  return (
    <section aria-labelledby={`stablecoin-${coin.asset}`} className="rounded-xl border border-gray-800 bg-gray-900/80 p-4" data-slot="stablecoin-accounts" data-asset={coin.asset}>
      <h3 id={`stablecoin-${coin.asset}`} className="text-lg font-semibold text-white">{coin.asset}</h3>
      <p className="mt-1 text-sm break-all text-gray-400">
        Token account{' '}
        <a className="link font-mono" href={explorerAddressUrl(coin.account, cluster)} target="_blank" rel="noopener noreferrer">
          {coin.account}
          <span className="sr-only"> (Solana Explorer, opens in a new tab)</span>
        </a>
      </p>
      <dl className="mt-3 text-sm">
        <Row label="Received" figure={coin.received} asset={coin.asset} slot="stablecoin-received" />
        <Row label="Credited contributions" figure={coin.received.credited} asset={coin.asset} transactions={coin.received.credited.transactions} slot="stablecoin-credited" />
        <Row label="Payments not credited" figure={coin.received.unmatched} asset={coin.asset} transactions={coin.received.unmatched.transactions} slot="stablecoin-unmatched" />
        <Row label="From project wallets" figure={coin.received.funding} asset={coin.asset} transactions={coin.received.funding.transactions} slot="stablecoin-funding" />
        <Row label="Left the treasury" figure={coin.left} asset={coin.asset} slot="stablecoin-left" />
        <Row label="Refunds" figure={coin.left.refunds} asset={coin.asset} transactions={coin.left.refunds.transactions} slot="stablecoin-refunds" />
        <Row label="Sweeps to project wallets" figure={coin.left.sweeps} asset={coin.asset} transactions={coin.left.sweeps.transactions} slot="stablecoin-sweeps" />
        <Row
          label="Unexplained"
          figure={coin.left.unexplained}
          asset={coin.asset}
          transactions={coin.left.unexplained.transactions}
          slot="stablecoin-unexplained"
          flag={coin.left.unexplained.transactions > 0}
        />
        <Row label="Received − left, by the records" figure={coin.recorded} asset={coin.asset} slot="stablecoin-recorded" />
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-gray-800 py-2" data-slot="stablecoin-on-chain">
          <dt className="text-gray-200">On chain</dt>
          <dd className="font-mono text-white">
            {balance === null ? '—' : balance === 'unavailable' ? 'unavailable' : formatAssetDecimal(balance.amount, coin.asset)}
          </dd>
        </div>
      </dl>
      {coin.elsewhere.transactions > 0 && (
        <p className="mt-2 text-sm text-amber-200" data-slot="stablecoin-elsewhere">
          Also {formatAssetDecimal(coin.elsewhere.amount, coin.asset)} in {formatCount(coin.elsewhere.transactions)} payment{coin.elsewhere.transactions === 1 ? '' : 's'} sent to
          another token account of the treasury: not in this account, and not credited; the team reviews them.
        </p>
      )}
      {balance !== null && balance !== 'unavailable' && (
        <p className={`mt-2 text-sm ${matches ? 'text-emerald-300' : 'text-amber-200'}`} data-slot="stablecoin-comparison">
          {matches
            ? 'The balance on chain is exactly what the records add up to.'
            : 'The records and the balance on chain differ. Transactions are recorded about a minute after they are final, so a transfer that just happened shows here until then; a difference that stays is a gap in the records.'}
        </p>
      )}
    </section>
  );
}

/** Every stablecoin's accounts; nothing when the sale takes none. */
export function StablecoinAccounts({ stablecoins, cluster }: { stablecoins: StablecoinAccounting[]; cluster: string }) {
  if (stablecoins.length === 0) return null;
  return (
    <section aria-labelledby="stablecoin-accounts-title">
      <h2 id="stablecoin-accounts-title" className="text-xl font-semibold text-white">Stablecoin accounts</h2>
      <p className="mt-2 text-sm text-gray-300">
        USDC and USDT reach the treasury's own token account of each coin. Every unit in and out of it, as the records hold it, beside its balance on chain.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {stablecoins.map((coin) => (
          <CoinAccounts key={coin.asset} coin={coin} cluster={cluster} />
        ))}
      </div>
    </section>
  );
}
