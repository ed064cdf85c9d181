// The cost table in docs/capacity.md: written between two markers by the cost bench with its date and
// commit, and read back by the next run, which fails when a route's CPU per request (the whole
// worker's: the figure net of /api/health subtracts two noisy runs, too noisy for cheap routes on a
// shared machine) grew by more than MAX_CPU_GROWTH against the figure recorded there.

export const START_MARKER = '<!-- cost-table:start (written by npm run bench; edit the text around it) -->';
export const END_MARKER = '<!-- cost-table:end -->';
/** A route fails the bench when its CPU per request exceeds the recorded one by more than this… */
export const MAX_CPU_GROWTH = 1.25;
/**
 * …and by more than this many milliseconds: /proc counts CPU in 10 ms ticks (0.07 ms over 150
 * requests), and a shared machine moves cheap routes by more.
 */
export const CPU_SLACK_MS = 0.5;
/** Workers' free plan: CPU per invocation. */
export const FREE_PLAN_CPU_MS = 10;

const HEADER = ['route', 'requests', 'CPU ms/request (net of /api/health)', 'CPU ms/request (whole worker)', 'D1 time ms', 'net − D1 time', 'D1 calls', 'D1 statements', 'rows read', 'rows written', 'subrequests', `within ${FREE_PLAN_CPU_MS} ms`];

/** The Worker's own share of the net CPU: locally D1's SQLite runs in the same process; on Cloudflare it does not. */
export const workerShareMs = (row) => Math.max(0, row.netMs - (row.tally?.d1Ms ?? 0));

const figure = (value, digits = 2) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));

/** The markdown table of `rows` (`{ route, requests, netMs, grossMs, tally, pending }`). */
export function costTable(rows) {
  const lines = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`];
  for (const row of rows) {
    if (row.pending) {
      lines.push(`| ${row.route} | ${HEADER.slice(1, -1).map(() => '—').join(' | ')} | ${row.pending} |`);
      continue;
    }
    const { tally } = row;
    lines.push(
      `| ${row.route} | ${row.requests} | ${figure(row.netMs)} | ${figure(row.grossMs)} | ${figure(tally?.d1Ms)} | ${figure(workerShareMs(row))} | ${figure(tally?.calls, 1)} | ${figure(tally?.statements, 1)} | ${figure(tally?.rowsRead, 1)} | ${figure(tally?.rowsWritten, 1)} | ${figure(tally?.subrequests, 1)} | ${row.netMs <= FREE_PLAN_CPU_MS ? 'yes' : workerShareMs(row) <= FREE_PLAN_CPU_MS ? 'without D1' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

/** The recorded CPU per request (whole worker) by route, from the table between the markers (empty when none yet). */
export function recordedCpu(markdown) {
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) return new Map();
  const recorded = new Map();
  for (const line of markdown.slice(start, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const whole = Number(cells[4]);
    if (cells.length > 5 && cells[1] && !cells[1].startsWith('---') && cells[1] !== 'route' && Number.isFinite(whole)) recorded.set(cells[1], whole);
  }
  return recorded;
}

/** Routes whose CPU per request grew past the gate against `recorded`, as readable lines. */
export function cpuRegressions(rows, recorded) {
  return rows
    .filter((row) => !row.pending && recorded.has(row.route))
    .filter((row) => row.grossMs > recorded.get(row.route) * MAX_CPU_GROWTH && row.grossMs - recorded.get(row.route) > CPU_SLACK_MS)
    .map((row) => `${row.route}: ${row.grossMs.toFixed(2)} ms a request against ${recorded.get(row.route).toFixed(2)} recorded (over ${Math.round((MAX_CPU_GROWTH - 1) * 100)}%)`);
}

/** `markdown` with the section between the markers replaced by `table` under a line saying when and on what. */
export function withCostTable(markdown, { table, date, commit, note }) {
  const section = [START_MARKER, '', `Measured ${date} on commit \`${commit}\`${note ? ` (${note})` : ''}:`, '', table, '', END_MARKER].join('\n');
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`docs/capacity.md has no ${START_MARKER} … ${END_MARKER} section`);
  return `${markdown.slice(0, start)}${section}${markdown.slice(end + END_MARKER.length)}`;
}
