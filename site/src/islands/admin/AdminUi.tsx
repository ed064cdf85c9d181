// Small building blocks of the admin console beyond the UI kit (islands/ui): the section heading and
// the short form of an address.
import type { ReactNode } from 'react';

/** An address, signature or id shortened for a table cell: "4Nd1mY…c9kQeZ" (the whole value goes in `title`). */
export const short = (text: string) => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);

/** A titled part of a tab, with its actions (Refresh, downloads) at the heading's end. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-heading">{title}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
