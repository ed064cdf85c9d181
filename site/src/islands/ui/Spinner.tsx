// A small spinning ring for buttons and waits; decorative, so hidden from assistive tech, and still
// under prefers-reduced-motion.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

const SIZES = { sm: 'size-4', lg: 'size-6' } as const;

/** Inline spinner (`lg` for a page-sized wait); the surrounding text says what is happening. */
export function Spinner({ size = 'sm', className, ...props }: ComponentProps<'span'> & { size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={cn('inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none', SIZES[size], className)}
      {...props}
    />
  );
}
