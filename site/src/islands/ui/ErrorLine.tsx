// The one error line of the islands: what went wrong with a list, a form or a field, announced at once.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

type ErrorLineProps = Omit<ComponentProps<'p'>, 'children'> & { text: string | null | undefined };

/** Nothing while `text` is empty; otherwise the message as an alert. */
export function ErrorLine({ text, className, ...props }: ErrorLineProps) {
  if (!text) return null;
  return (
    <p role="alert" data-slot="error-line" className={cn('text-sm text-danger', className)} {...props}>
      {text}
    </p>
  );
}
