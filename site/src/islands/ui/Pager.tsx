// Previous / next page of a server-paged list, and where the list stands ("Page 2 of 5 · 112 in all").
import type { ComponentProps } from 'react';
import { formatCount } from '@core/format/numbers';
import { cn } from '../../lib/ui/cn';
import { Button } from './Button';

type PagerProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paged ("Investors"): the navigation is named "<label> pages". */
  label: string;
};

/** The pager of one list; pages come from the server. */
export function Pager({ page, pageSize, total, onPage, label, className, ...props }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav data-slot="pager" aria-label={`${label} pages`} className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-muted', className)} {...props}>
      <p aria-live="polite">
        Page {formatCount(page)} of {formatCount(pages)} · {formatCount(total)} in all
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="subtle" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button type="button" variant="subtle" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
