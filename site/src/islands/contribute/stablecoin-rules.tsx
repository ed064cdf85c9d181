// The wizard's stablecoin rules, loaded only once a buyer picks a stablecoin (use-stablecoin-rules.ts):
// its quote at $1.00 a unit, its amount rules (core/stablecoin-amount.ts, the intent route's own) and
// whether its feed price holds the peg, in the words the server uses. A SOL buyer never loads them.
import type { AcceptedAsset, CryptoRates, SaleInfo } from '@core/api/sale';
import { depegMessage, isPegged, STABLECOIN_RATE_KEYS, type StablecoinSymbol } from '@core/payment-assets';
import { bonusTokens, tokensForUsd } from '@core/sale-rules';
import { parseStablecoinAmount, stablecoinAmountIssue, stablecoinUsdCents } from '@core/stablecoin-amount';
import { quoteFor, type Quote } from './quote';
import { formatUsdPrice } from '@core/format/money';
import { parseSolToLamports } from '@core/lamports';

/** Decimals assumed while the chain's are unknown: the server, which reads them, judges the amount. */
const MAX_TOKEN_DECIMALS = 18;

/** A stablecoin's feed price from the rates, or null without one. */
export function feedPriceOf(symbol: StablecoinSymbol, rates: CryptoRates | null): number | null {
  return rates?.rates[STABLECOIN_RATE_KEYS[symbol]] ?? null;
}

/**
 * Step 2's price line of a stablecoin: it counts as $1.00, its market price beside it, and while that is
 * off the peg (or unknown) the alert the server would answer with (it judges again).
 */
export function StablecoinPriceNote({ symbol, rates }: { symbol: StablecoinSymbol; rates: CryptoRates | null }) {
  const feedPrice = feedPriceOf(symbol, rates);
  return (
    <>
      <p className="mt-2 text-slate-300" data-slot="stablecoin-price">
        1 {symbol} counts as $1.00 (market price: {feedPrice === null ? 'unavailable' : formatUsdPrice(feedPrice, 4)}).
      </p>
      {!isPegged(feedPrice) && (
        <p role="alert" className="mt-2 text-amber-200" data-slot="stablecoin-paused">
          {depegMessage(symbol)}
        </p>
      )}
    </>
  );
}

/** The quote of `amount` of a stablecoin: $1.00 a unit, at most its decimals. */
export function quoteStablecoin(asset: AcceptedAsset, amount: string, phase: SaleInfo['phase']): Quote | null {
  const decimals = asset.decimals ?? MAX_TOKEN_DECIMALS;
  const units = parseStablecoinAmount(amount, decimals);
  if (units === null) return null;
  const usdCents = stablecoinUsdCents(units, decimals);
  const tokens = tokensForUsd(usdCents, phase);
  return { usdCents, tokens, bonus: bonusTokens(tokens, phase) };
}

/** An order of `amount` in a stablecoin the sale takes: that amount to the cent, rounded up, worth as many dollars. */
export function priceStablecoinOrder(amount: number, currency: 'usdc' | 'usdt', phase: SaleInfo['phase']): { quote: Quote; pay: { currency: 'usdc' | 'usdt'; amount: string } } | null {
  const cents = Number.isFinite(amount) && amount > 0 ? Math.ceil(Math.round(amount * 1e6) / 1e4) : 0;
  if (cents <= 0) return null;
  return { quote: quoteFor(BigInt(cents), phase), pay: { currency, amount: centsText(cents) } };
}

/** Cents as a plain decimal without trailing zeros: 15050 → "150.5". */
function centsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The message for an order of `amount` (at most two decimals, which every stablecoin mint takes) paid in a stablecoin, or null. */
export function stablecoinOrderIssue(amount: string, phase: SaleInfo['phase'], solUsd: number | null, maxSolPerPerson: number | null): string | null {
  const cap = maxSolPerPerson === null ? null : parseSolToLamports(String(maxSolPerPerson));
  return stablecoinAmountIssue(amount, { phase, decimals: 2, solUsd, maxLamportsPerPerson: cap });
}

/** The amount rule of step 2 for a stablecoin (core/schemas/contribution.ts's otherCurrencyIssue). */
export function stablecoinIssueFor(assets: readonly AcceptedAsset[], phase: SaleInfo['phase'], ctx: { solUsd: number | null; maxLamportsPerPerson?: bigint | null }) {
  return (currency: string, amount: string): string | null => {
    const asset = assets.find((offered) => offered.symbol.toLowerCase() === currency);
    if (!asset || asset.symbol === 'SOL') return null;
    return stablecoinAmountIssue(amount, { phase, decimals: asset.decimals ?? MAX_TOKEN_DECIMALS, solUsd: ctx.solUsd, maxLamportsPerPerson: ctx.maxLamportsPerPerson });
  };
}
