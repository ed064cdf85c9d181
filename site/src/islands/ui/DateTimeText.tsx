// A moment in a crowded table cell: the one date-and-time text (core/format), which may break between
// the date and the time and nowhere else ("Nov 27, 2026," over "12:28 PM"), so a wide table such as the
// dashboard's contributions keeps its last column in view. A table that must fit a phone in few
// columns (the ledger) lets its dates wrap freely instead.
import { formatDateTimeHalves } from '@core/format/time';

/** `value` as "Nov 27, 2026, 12:28 PM", breaking only after the date when the cell is narrow. */
export function DateTimeText({ value }: { value: string | number | Date | null | undefined }) {
  const [date, time] = formatDateTimeHalves(value);
  const moment = value === null || value === undefined || value === '' ? null : new Date(value);
  const iso = moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : undefined;
  return (
    <time dateTime={iso} data-slot="date-time">
      <span className="whitespace-nowrap">{date}</span>
      {time && <> <span className="whitespace-nowrap">{time}</span></>}
    </time>
  );
}
