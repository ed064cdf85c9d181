// Local-only metering of D1 work for the cost bench (scripts/bench-cost.mjs): a D1Database wrapper
// that sums what D1 itself reports in each result's `meta` (rows read, rows written) per statement.
// It is never installed in production (middleware/bench-meter.ts checks the local environment).

/** What one request (or one cron run) asked of D1 (and the time D1 says it took), and how many fetches it made. */
export interface CostTally {
  /** Round trips to D1 (a batch is one): locally each is a call into another object of the same process. */
  calls: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  d1Ms: number;
  subrequests: number;
}

export const emptyTally = (): CostTally => ({ calls: 0, statements: 0, rowsRead: 0, rowsWritten: 0, d1Ms: 0, subrequests: 0 });

function count(tally: CostTally, meta: Partial<D1Meta> | undefined) {
  tally.statements += 1;
  tally.rowsRead += meta?.rows_read ?? 0;
  tally.rowsWritten += meta?.rows_written ?? 0;
  tally.d1Ms += meta?.duration ?? 0;
}

/** Statements that only read: `raw()` on them may be asked again for its meta without changing anything. */
const READ_ONLY = /^\s*(select|with|pragma|explain)\b/i;

/** The native statements behind the wrappers, so `batch()` hands D1 what it made. */
const natives = new WeakMap<object, D1PreparedStatement>();

function meteredStatement(statement: D1PreparedStatement, sql: string, tally: CostTally): D1PreparedStatement {
  const wrapper = {
    bind: (...values: unknown[]) => meteredStatement(statement.bind(...values), sql, tally),
    async first<T>(column?: string) {
      tally.calls += 1;
      const result = await statement.all<Record<string, unknown>>();
      count(tally, result.meta);
      const row = result.results[0] ?? null;
      return (column === undefined ? row : (row?.[column] ?? null)) as T;
    },
    async all<T>() {
      tally.calls += 1;
      const result = await statement.all<T>();
      count(tally, result.meta);
      return result;
    },
    async run<T>() {
      tally.calls += 1;
      const result = await statement.run<T>();
      count(tally, result.meta);
      return result;
    },
    // `raw()` carries no meta: a read is asked once more through all() (metered runs only), a write's
    // rows are taken from run() instead, so it is never executed twice.
    async raw(options?: { columnNames?: boolean }) {
      tally.calls += 1;
      if (READ_ONLY.test(sql)) {
        const rows = await statement.raw(options as { columnNames: true });
        count(tally, (await statement.all()).meta);
        return rows;
      }
      const result = await statement.run<Record<string, unknown>>();
      count(tally, result.meta);
      const rows = (result.results ?? []).map((row) => Object.values(row));
      return options?.columnNames ? [Object.keys(result.results?.[0] ?? {}), ...rows] : rows;
    },
  };
  natives.set(wrapper, statement);
  return wrapper as unknown as D1PreparedStatement;
}

/** `db` with every statement's rows read and written added to `tally`. */
export function meteredD1(db: D1Database, tally: CostTally): D1Database {
  return {
    prepare: (sql: string) => meteredStatement(db.prepare(sql), sql, tally),
    async batch<T>(statements: D1PreparedStatement[]) {
      tally.calls += 1;
      const results = await db.batch<T>(statements.map((statement) => natives.get(statement) ?? statement));
      for (const result of results) count(tally, result.meta);
      return results;
    },
    async exec(query: string) {
      const result = await db.exec(query);
      tally.calls += 1;
      tally.statements += result.count;
      return result;
    },
    withSession: (...args: Parameters<D1Database['withSession']>) => db.withSession(...args),
    dump: () => db.dump(),
  } as D1Database;
}
