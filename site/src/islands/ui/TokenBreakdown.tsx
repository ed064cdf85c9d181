// A purchase's tokens as base + bonus = total (core/format/tokens), each part kept whole so that a
// narrow cell or card breaks the line between the parts, never inside a figure.
import { Fragment, type ComponentProps } from 'react';
import { tokenBreakdownParts } from '@core/format/tokens';

type TokenBreakdownProps = ComponentProps<'span'> & { base: bigint; bonus: bigint };

/** "540,000 MRDX + 81,000 bonus = 621,000 MRDX", or "540,000 MRDX" without a bonus. */
export function TokenBreakdown({ base, bonus, ...props }: TokenBreakdownProps) {
  return (
    <span data-slot="token-breakdown" {...props}>
      {tokenBreakdownParts(base, bonus).map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' '}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
