// The labelled search box of a server-paged list: keeps what is typed, and hands the trimmed text to
// `onSearch` when submitted (the list then asks the server for its first matching page).
import { useState, type FormEvent } from 'react';
import { Button } from './Button';
import { TextField } from './TextField';

type ListSearchProps = {
  /** The list searched: the search landmark is named after it. */
  list: string;
  label: string;
  name: string;
  initial: string;
  onSearch: (text: string) => void;
  button?: string;
};

/** A search form (role "search") with one field and its submit button. */
export function ListSearch({ list, label, name, initial, onSearch, button = 'Search' }: ListSearchProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={list} data-slot="list-search" onSubmit={submit} className="flex max-w-full flex-wrap items-end gap-2">
      <TextField label={label} name={name} type="search" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} className="w-72 max-w-full" />
      <Button type="submit" variant="accent" size="sm">
        {button}
      </Button>
    </form>
  );
}
