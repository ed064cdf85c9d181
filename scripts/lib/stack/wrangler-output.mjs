// What `npm start` shows of wrangler's own output: the migrations once instead of the whole table
// after every migration, and not wrangler dev's "Scheduled Workers are not automatically triggered"
// warning, which is not true of `npm start` (runCronEveryMinute in stack.mjs fires the watcher).

const CRON_WARNING = 'Scheduled Workers are not automatically triggered';

/** Removes terminal colour codes so a line can be matched. */
export function plainText(line) {
  return line.replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * A line filter for wrangler dev's output: `keep(line)` is false for the cron warning and its block
 * (the blank and indented lines under it: how to call the handler by hand, the docs link), true for
 * every other line. The block ends at the next line that starts at the margin.
 */
export function createWranglerDevFilter() {
  let inWarning = false;
  return {
    keep(line) {
      const text = plainText(line);
      if (text.includes(CRON_WARNING)) {
        inWarning = true;
        return false;
      }
      if (inWarning && (text.trim() === '' || /^\s/.test(text))) return false;
      inWarning = false;
      return true;
    },
  };
}

/** Sends a stream's lines to `write` when `keep` accepts them (whole lines: a chunk may end mid-line). */
export function forwardLines(stream, write, keep) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (keep(line)) write(`${line}\n`);
  });
  stream.on('end', () => {
    if (pending && keep(pending)) write(pending);
  });
}

/**
 * One line about the migrations from `wrangler d1 migrations apply`'s output, which repeats the whole
 * table after each migration: the names it applied, or that there was nothing to apply.
 */
export function migrationSummary(output) {
  const text = plainText(output);
  if (/No migrations to apply/i.test(text)) return 'Database: up to date, no migrations to apply.';
  const names = [...new Set(text.match(/\d{4}_[\w-]+\.sql/g) ?? [])];
  if (names.length === 0) return 'Database: migrations applied.';
  return `Database: applied ${names.length} migration${names.length === 1 ? '' : 's'} (${names.join(', ')}).`;
}
