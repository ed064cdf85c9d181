// Small building blocks of the admin console beyond the UI kit (islands/ui: Table, Pager, Modal): the
// section heading, the list search, the error line and the short form of an address.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** An address, signature or id shortened for a table cell: "4Nd1mY…c9kQeZ" (the whole value goes in `title`). */
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
