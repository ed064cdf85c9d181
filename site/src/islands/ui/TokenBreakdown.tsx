// A purchase's tokens as base + bonus = total (core/format/tokens), each part kept whole so that a
// narrow card breaks the line between the parts, never inside a figure; a table cell stacks them.
import { Fragment, type ComponentProps } from 'react';
import { tokenBreakdownParts } from '@core/format/tokens';

type TokenBreakdownProps = ComponentProps<'span'> & {
  base: bigint;
  bonus: bigint;
  /** False in a table column headed MRDX: the figures without the symbol. */
  unit?: boolean;
  /** One part a line (table cells), so the column is only as wide as its widest figure. */
  stacked?: boolean;
};

/** "540,000 MRDX + 81,000 bonus = 621,000 MRDX", or "540,000 MRDX" without a bonus. */
export function TokenBreakdown({ base, bonus, unit = true, stacked = false, ...props }: TokenBreakdownProps) {
  return (
    <span data-slot="token-breakdown" {...props}>
      {tokenBreakdownParts(base, bonus, { unit }).map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' '}
          <span className={stacked ? 'block whitespace-nowrap' : 'whitespace-nowrap'}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
