// A small spinning ring for buttons and waits; decorative, so hidden from assistive tech, and still
// under prefers-reduced-motion.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** Inline spinner; the surrounding text says what is happening. */
export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={cn('inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
