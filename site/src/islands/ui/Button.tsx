// The one button of the islands (shadcn style): variants instead of copied class strings. The site's
// brand buttons come from global.css (.btn); the portals keep their calmer cyan and slate look.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

const BASE = 'disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  /** The brand call to action (contribution flow, calculator). */
  primary: 'btn btn-primary',
  /** The brand secondary action. */
  outline: 'btn btn-outline',
  /** The portals' primary action. */
  accent:
    'rounded-md bg-accent font-semibold text-heading hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  /** The portals' secondary action. */
  subtle:
    'rounded-md border border-line-control font-medium text-fg hover:bg-overlay/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
} as const;

// The brand variants take their padding from global.css's .btn; the portals' variants from here.
const SIZES = { default: '', sm: 'min-h-0 px-3 py-1.5 text-sm' } as const;
const PORTAL_PADDING = 'px-4 py-2';
const isBrand = (variant: ButtonVariant) => variant === 'primary' || variant === 'outline';

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button look, for an `<a>` that should look like a button. */
export function buttonVariants({ variant = 'primary', size = 'default', className }: { variant?: ButtonVariant; size?: keyof typeof SIZES; className?: string } = {}): string {
  const padding = size === 'default' && !isBrand(variant) ? PORTAL_PADDING : SIZES[size];
  return cn(BASE, VARIANTS[variant], padding, className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: keyof typeof SIZES };

/** A `<button>` (type="button" unless given) in one of the variants. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
