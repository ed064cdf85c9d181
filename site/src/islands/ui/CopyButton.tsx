// A button that copies a value and confirms it with a toast; failures are only logged.
import type { ComponentProps } from 'react';
import { showToast } from '../../stores/notices';
import { cn } from '../../lib/ui/cn';

type CopyButtonProps = Omit<ComponentProps<'button'>, 'onClick'> & {
  value: string;
  /** Toast shown after a successful copy. */
  toastTitle?: string;
  toastDescription: string;
  /** `xs` for a button inside a dense table cell. */
  size?: keyof typeof SIZES;
};

const SIZES = { default: 'px-3 py-1.5 text-sm', xs: 'px-2 py-0.5 text-xs' } as const;

/** Copies `value` to the clipboard; its text (default "Copy") or `aria-label` names what it copies. */
export function CopyButton({ value, toastTitle = 'Copied!', toastDescription, size = 'default', className, children = 'Copy', ...props }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast(toastTitle, toastDescription);
    } catch (error) {
      console.error('Clipboard copy failed:', error);
    }
  };
  return (
    <button
      type="button"
      data-slot="copy-button"
      onClick={() => void copy()}
      className={cn(
        'shrink-0 rounded-md border border-overlay/20 font-medium text-fg hover:bg-overlay/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        SIZES[size],
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
