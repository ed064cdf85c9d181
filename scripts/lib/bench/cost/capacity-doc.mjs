// The cost table in docs/capacity.md: written between two markers by the cost bench with its date and
// commit, and read back by the next run, which fails when a route's CPU per request grew by more than
// MAX_CPU_GROWTH against the figure recorded there: the worker isolate's CPU (its V8 profile, what
// Workers bill), or the whole worker's (/proc) when the recorded table predates the isolate's column.
// The verdict "within 10 ms" reads the isolate's CPU; the processes' figures stay as its upper bound.

export const START_MARKER = '<!-- cost-table:start (written by npm run bench; edit the text around it) -->';
export const END_MARKER = '<!-- cost-table:end -->';
/** A route fails the bench when its CPU per request exceeds the recorded one by more than this… */
export const MAX_CPU_GROWTH = 1.25;
/**
 * …and by more than this many milliseconds of the whole worker's CPU: /proc counts CPU in 10 ms ticks
 * (0.07 ms over 150 requests), and a shared machine moves cheap routes by more…
 */
export const CPU_SLACK_MS = 0.5;
/**
 * …or of the isolate's: about one sampler period (isolate-cpu.mjs, about 0.26 ms at the bench's 200 µs
 * interval), which a cheap route's few samples move by.
 */
export const ISOLATE_SLACK_MS = 0.25;
/** Workers' free plan: CPU per invocation. */
export const FREE_PLAN_CPU_MS = 10;

export const ISOLATE_COLUMN = 'isolate CPU ms/request (V8 profile)';
export const WHOLE_WORKER_COLUMN = 'CPU ms/request (whole worker)';
const HEADER = ['route', 'requests', ISOLATE_COLUMN, 'CPU ms/request (net of /api/health)', WHOLE_WORKER_COLUMN, 'D1 time ms', 'D1 calls', 'D1 statements', 'rows read', 'rows written', 'subrequests', `within ${FREE_PLAN_CPU_MS} ms (isolate)`];

const figure = (value, digits = 2) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));

/** The markdown table of `rows` (`{ route, requests, isolateMs, netMs, grossMs, tally, pending }`). */
export function costTable(rows) {
  const lines = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`];
  for (const row of rows) {
    if (row.pending) {
      lines.push(`| ${row.route} | ${HEADER.slice(1, -1).map(() => '—').join(' | ')} | ${row.pending} |`);
      continue;
    }
    const { tally } = row;
    lines.push(
      `| ${row.route} | ${row.requests} | ${figure(row.isolateMs)} | ${figure(row.netMs)} | ${figure(row.grossMs)} | ${figure(tally?.d1Ms)} | ${figure(tally?.calls, 1)} | ${figure(tally?.statements, 1)} | ${figure(tally?.rowsRead, 1)} | ${figure(tally?.rowsWritten, 1)} | ${figure(tally?.subrequests, 1)} | ${row.isolateMs <= FREE_PLAN_CPU_MS ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The recorded CPU per request by route, from the table between the markers (empty when none yet):
 * `{ isolateMs, grossMs }`, `isolateMs` undefined in a table written before the isolate's column. The
 * columns are found by their headers, so a table of either shape reads.
 */
export function recordedCpu(markdown) {
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) return new Map();
  const recorded = new Map();
  let columns;
  for (const line of markdown.slice(start, end).split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim()).slice(1, -1);
    if (cells[0] === 'route') {
      columns = { isolate: cells.indexOf(ISOLATE_COLUMN), whole: cells.indexOf(WHOLE_WORKER_COLUMN) };
      continue;
    }
    if (!columns || cells[0].startsWith('---')) continue;
    const grossMs = Number(cells[columns.whole]);
    const isolateMs = columns.isolate >= 0 ? Number(cells[columns.isolate]) : undefined;
    if (Number.isFinite(grossMs)) recorded.set(cells[0], { grossMs, isolateMs: Number.isFinite(isolateMs) ? isolateMs : undefined });
  }
  return recorded;
}

/** Routes whose CPU per request grew past the gate against `recorded` (isolate's when recorded, else whole worker's), as readable lines. */
export function cpuRegressions(rows, recorded) {
  const regressions = [];
  for (const row of rows) {
    const before = !row.pending && recorded.get(row.route);
    if (!before) continue;
    const [label, now, then, slack] = before.isolateMs === undefined ? ['whole worker', row.grossMs, before.grossMs, CPU_SLACK_MS] : ['isolate', row.isolateMs, before.isolateMs, ISOLATE_SLACK_MS];
    if (now > then * MAX_CPU_GROWTH && now - then > slack) {
      regressions.push(`${row.route}: ${now.toFixed(2)} ms of ${label} CPU a request against ${then.toFixed(2)} recorded (over ${Math.round((MAX_CPU_GROWTH - 1) * 100)}%)`);
    }
  }
  return regressions;
}

/** `markdown` with the section between the markers replaced by `table` under a line saying when and on what. */
export function withCostTable(markdown, { table, date, commit, note }) {
  const section = [START_MARKER, '', `Measured ${date} on commit \`${commit}\`${note ? ` (${note})` : ''}:`, '', table, '', END_MARKER].join('\n');
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`docs/capacity.md has no ${START_MARKER} … ${END_MARKER} section`);
  return `${markdown.slice(0, start)}${section}${markdown.slice(end + END_MARKER.length)}`;
}
