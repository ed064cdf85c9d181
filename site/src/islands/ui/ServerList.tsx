// The block every server-paged list repeats (shadcn's data-table, for lists the server pages): the
// search and filters, the list's error line, a loading line until the first answer, the table the
// caller draws from that answer, and the one Pager. The list itself (query, answer, reload) lives in
// a store (stores/admin/lists.ts); this view only renders it and asks it for another page.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { ErrorLine } from './ErrorLine';
import { Pager } from './Pager';

/** What a server-paged answer says about its page (`limit` in the older lists, `pageSize` in the rest). */
export type PagedAnswer = { page: number; total: number } & ({ pageSize: number } | { limit: number });

/** The store side of a list, as `createServerList` makes it. */
export interface ServerListSource<R> {
  $list: ReadableAtom<{ data: R | null; loading: boolean; error: string | null }>;
  update: (patch: Record<string, string>) => Promise<void>;
}

type ServerListProps<R extends PagedAnswer> = {
  list: ServerListSource<R>;
  /** What is listed ("Mail"): names the pager ("Mail pages"). */
  label: string;
  /** Shown until the first answer: "Loading mail...". */
  loadingText: string;
  /** The search box and filters above the list (ListSearch, Select). */
  controls?: ReactNode;
  /** The table (and any summary above it) drawn from the current page. */
  children: (data: R) => ReactNode;
};

const pageSizeOf = (data: PagedAnswer) => ('pageSize' in data ? data.pageSize : data.limit);

/** One server-paged list: controls, error line, loading line or the caller's table, and the pager. */
export function ServerList<R extends PagedAnswer>({ list, label, loadingText, controls, children }: ServerListProps<R>) {
  const { data, error } = useStore(list.$list);
  return (
    <div data-slot="server-list" className="flex min-w-0 flex-col gap-4">
      {controls && (
        <div data-slot="server-list-controls" className="flex flex-wrap items-end gap-3">
          {controls}
        </div>
      )}
      <ErrorLine text={error} />
      {!data ? (
        <p role="status">{error ? '' : loadingText}</p>
      ) : (
        <>
          {children(data)}
          <Pager label={label} page={data.page} pageSize={pageSizeOf(data)} total={data.total} onPage={(page) => void list.update({ page: String(page) })} />
        </>
      )}
    </div>
  );
}
