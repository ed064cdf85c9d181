// Countdown to the next sale moment (whitelist opening, whitelist end or ICO end) from the server's
// dates and clock offset, in days/hours/minutes/seconds, with the target in UTC and local time.
// Shows nothing while the sale is not initialized or after it ended; until the dates load it keeps an
// empty box of its size (the island needs a box to become visible; no layout shift when it fills).
import { useEffect, useState } from 'react';
import { $clockOffset, $sale } from '../../stores/sale';
import { countdownTarget, splitDuration } from '../../lib/countdown';
import { useHydratedStore } from '../../lib/use-hydrated-store';

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const local = (date: Date) => date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The countdown island (client:visible). */
export function SaleCountdown() {
  const sale = useHydratedStore($sale, null);
  const offset = useHydratedStore($clockOffset, 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const serverNow = now + offset;
  if (!sale) return <div className="min-h-56" aria-hidden="true" />;
  const target = countdownTarget(sale, serverNow);
  if (!target) return null;
  const parts = splitDuration(target.at.getTime() - serverNow);
  const cells: [string, number][] = [
    ['Days', parts.days],
    ['Hours', parts.hours],
    ['Minutes', parts.minutes],
    ['Seconds', parts.seconds],
  ];
  return (
    <section aria-labelledby="countdown-title" className="min-h-56 rounded-2xl border border-violet-500/40 bg-gray-950/70 p-6 text-center" data-slot="countdown">
      <h2 id="countdown-title" className="text-xl font-bold text-white">{target.title}</h2>
      <ol className="mt-4 grid grid-cols-4 gap-3" aria-live="off">
        {cells.map(([label, value]) => (
          <li key={label} className="rounded-xl bg-gray-900 p-3">
            <span className="block text-3xl font-extrabold tabular-nums text-white" data-slot={`countdown-${label.toLowerCase()}`}>{String(value).padStart(2, '0')}</span>
            <span className="text-xs uppercase tracking-wide text-gray-400">{label}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-gray-300">
        <time dateTime={target.at.toISOString()}>{utc(target.at)}</time>
        <span className="text-gray-500"> · </span>
        <span>your time: {local(target.at)}</span>
      </p>
    </section>
  );
}
