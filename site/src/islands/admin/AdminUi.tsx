// Small building blocks of the admin console: section heading, table frame, list search, pager, modal
// dialog, short address and the money/date formats every tab shares.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

export const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC' : '—');
export const short = (text: string) => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);

export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A horizontally scrollable table with a caption (the accessible name) and column headers. */
export function Table({ caption, head, children, empty }: { caption: string; head: string[]; children: ReactNode; empty?: string | null }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-700" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-gray-300">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-6 text-center text-gray-300">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export const Cell = ({ children, mono }: { children: ReactNode; mono?: boolean }) => <td className={`px-3 py-2 align-top ${mono ? 'font-mono text-xs' : ''}`}>{children}</td>;

/** Previous / next and the position; pages come from the server. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-300">
      <p aria-live="polite">
        Page {page} of {pages} · {total.toLocaleString('en-US')} in all
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

/** A modal dialog open while mounted; Escape and Close call onClose, focus returns to the opener. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="admin-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg border border-slate-600 bg-slate-900 p-6 text-gray-100 backdrop:bg-black/70 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="admin-modal-title" className="text-lg font-semibold">
          {title}
        </h2>
        <Button type="button" variant="subtle" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {children}
    </dialog>
  );
}

/**
 * The labelled search box of a server-paged list: keeps what is typed, and hands the trimmed text to
 * `onSearch` when submitted (the list then asks the server for its first matching page).
 */
export function ListSearch({ list, label, name, initial, onSearch, button = 'Search' }: { list: string; label: string; name: string; initial: string; onSearch: (text: string) => void; button?: string }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={list} onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField label={label} name={name} type="search" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} className="w-72 max-w-full" />
      <Button type="submit" variant="accent" size="sm">
        {button}
      </Button>
    </form>
  );
}

export function ErrorLine({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-red-300">
      {text}
    </p>
  ) : null;
}
