// What an amount buys, as the wizard's payment step and the /ico calculator show it: the USD value, the
// tokens with the phase bonus (base + bonus = total), and the phase price they were priced at.
import type { ComponentProps, ReactNode } from 'react';
import { PHASES, TOKEN, type PhaseName } from '@core/sale-config';
import { formatUsd, formatUsdPrice } from '@core/format/money';
import { formatPercent } from '@core/format/numbers';
import { cn } from '../../lib/ui/cn';
import type { Quote } from './quote';
import { TokenBreakdown } from '../ui/TokenBreakdown';

/** "$0.0002 per MRDX, plus a 15% bonus": the price of `phase` and its bonus, if any. */
export function phasePriceText(phase: PhaseName): string {
  const { tokenPrice, bonusPercent } = PHASES[phase];
  return `${formatUsdPrice(tokenPrice)} per ${TOKEN.symbol}${bonusPercent > 0 ? `, plus a ${formatPercent(bonusPercent)} bonus` : ''}`;
}

type QuoteFiguresProps = ComponentProps<'dl'> & {
  quote: Quote | null;
  tokensLabel: string;
  /** Shown for the USD value while there is no quote. */
  missing?: ReactNode;
};

/** The USD value and the tokens of `quote`, announced as they change. */
export function QuoteFigures({ quote, tokensLabel, missing = '—', className, ...props }: QuoteFiguresProps) {
  return (
    <dl aria-live="polite" className={cn('grid gap-3', className)} {...props}>
      <div>
        <dt className="text-slate-300">USD Value</dt>
        <dd className="text-lg font-semibold text-white">{quote ? formatUsd(quote.usdCents) : missing}</dd>
      </div>
      <div>
        <dt className="text-slate-300">{tokensLabel}</dt>
        <dd className="text-lg font-semibold text-white" data-slot="quote-tokens">{quote ? <TokenBreakdown base={quote.tokens} bonus={quote.bonus} /> : '—'}</dd>
      </div>
    </dl>
  );
}
