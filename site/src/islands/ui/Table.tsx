// The one table of the islands (shadcn's ui/table, as a column list): a frame that scrolls sideways
// inside its card (a labelled region the keyboard can reach), a caption that names the table, column
// headers, and rows and cells. `look` picks the portals' framed console style or the site's plain one.
// On a phone a stacked table shows one card per row, each cell labelled with its column's name (global.css
// `.table-stack`; in the site's plain look the name sits beside the value, `.table-stack-pairs`), instead
// of hiding columns behind a sideways scroll.
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

/** A column header: its label, right-aligned for figures. */
export type TableColumn = string | { label: string; align?: 'start' | 'end'; className?: string };

// Cell spacing lives on the table so that rows and cells stay plain (a cell does not know its look).
const LOOKS = {
  /** The consoles: a bordered frame, a shaded header, padded cells, rows ruled apart. */
  framed: {
    frame: 'rounded-lg border border-line',
    table: 'min-w-[40rem] [&_td]:px-3 [&_td]:align-top [&_th]:px-3',
    head: 'bg-surface text-muted',
    body: 'divide-y divide-line-soft',
  },
  /** The site's cards: no frame, cells spaced to the right, each row ruled above. */
  plain: {
    frame: '',
    table: '[&_td]:pr-3 [&_td:last-child]:pr-0 [&_th]:pr-3 [&_th:last-child]:pr-0',
    head: 'text-muted',
    body: 'text-fg [&>tr]:border-t [&>tr]:border-line-soft',
  },
} as const;

/** Row height: `tight` for a short list inside a card (an unlock schedule). */
const DENSITIES = { regular: '[&_td]:py-2 [&_th]:py-2', tight: '[&_td]:py-1 [&_th]:py-1' } as const;

type TableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The table's accessible name (a visually hidden caption, and the label of its scrolling region). */
  caption: string;
  columns: readonly TableColumn[];
  /** Shown in one row instead of `children` when given (the list is empty). */
  empty?: ReactNode;
  look?: keyof typeof LOOKS;
  density?: keyof typeof DENSITIES;
  /** Extra-small text on phones, for wide figures such as wallet addresses (small from `sm` up). */
  smallOnPhones?: boolean;
  /** One card per row on phones, each cell labelled with its column (default: the framed console look). */
  stackOnPhones?: boolean;
  children?: ReactNode;
};

const columnOf = (column: TableColumn) => (typeof column === 'string' ? { label: column } : column);

/** A captioned table whose body is `children` (TableRow), or the `empty` line. */
export function Table({ caption, columns, empty, look = 'plain', density = 'regular', smallOnPhones = false, stackOnPhones = look === 'framed', className, children, ...props }: TableProps) {
  const style = LOOKS[look];
  const labels = columns.map((column) => columnOf(column).label);
  // Each row hands its cells their column's name, which a stacked card shows beside the value.
  const rows = stackOnPhones ? Children.map(children, (row) => (isValidElement(row) ? cloneElement(row as ReactElement<RowProps>, { labels }) : row)) : children;
  return (
    // `relative`: visually hidden text in a cell (positioned absolutely) stays inside the scroller
    // instead of widening the page.
    <div data-slot="table-container" role="region" aria-label={caption} tabIndex={0} className={cn('relative max-w-full overflow-x-auto', style.frame)}>
      <table data-slot="table" className={cn('w-full text-left', smallOnPhones ? 'text-xs sm:text-sm' : 'text-sm', style.table, DENSITIES[density], stackOnPhones && 'table-stack', stackOnPhones && look === 'plain' && 'table-stack-pairs', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        <thead data-slot="table-header" className={style.head}>
          <tr>
            {columns.map(columnOf).map(({ label, align, className: columnClass }) => (
              <th key={label} scope="col" data-slot="table-head" className={cn('font-medium', align === 'end' && 'text-right', columnClass)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-slot="table-body" className={style.body}>
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="py-6 text-muted">
                {/* On a phone the row is wider than the screen: the line stays at the frame's visible left
                    edge and wraps within the screen, instead of being centred out of sight. */}
                <div data-slot="table-empty" className="sticky left-0 max-w-[calc(100vw-4rem)] sm:max-w-none sm:text-center">
                  {empty}
                </div>
              </td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = ComponentProps<'tr'> & {
  /** The column names, set by a stacking Table: each cell gets its own as `data-label`. */
  labels?: readonly string[];
};

/** One row; a caller's `data-slot` (e.g. "ledger-entry") names what the row is. */
export function TableRow({ className, labels, children, ...props }: RowProps) {
  const cells = labels ? Children.map(children, (cell, index) => (isValidElement(cell) && labels[index] ? cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': labels[index] }) : cell)) : children;
  return (
    <tr data-slot="table-row" className={className} {...props}>
      {cells}
    </tr>
  );
}

type TableCellProps = Omit<ComponentProps<'td'>, 'align'> & { align?: 'start' | 'end'; mono?: boolean };

/** One cell: `align="end"` for figures, `mono` for addresses, signatures and codes. */
export function TableCell({ align, mono, className, ...props }: TableCellProps) {
  return <td data-slot="table-cell" className={cn(align === 'end' && 'text-right', mono && 'font-mono', className)} {...props} />;
}
