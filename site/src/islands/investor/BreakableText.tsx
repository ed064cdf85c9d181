// An email or username that wraps at sensible points (lib/ui/soft-breaks.ts) with <wbr>, and inside a
// part only when that part alone is wider than the line (wrap-break-word), never one letter a line.
import { Fragment, type ComponentProps } from 'react';
import { softBreakParts } from '../../lib/ui/soft-breaks';
import { cn } from '../../lib/ui/cn';

/** `text` with break opportunities after "@", ".", "_", "+" and "-". */
export function BreakableText({ text, className, ...props }: ComponentProps<'span'> & { text: string }) {
  return (
    <span className={cn('wrap-break-word', className)} {...props}>
      {softBreakParts(text).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
