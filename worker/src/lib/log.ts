// The worker's one logger: every event worth finding later (a credit, an unmatched payment, a refund,
// an outflow, a watcher run, an error) is one JSON line with the request id, or the cron run's id,
// which `wrangler tail` shows and Workers Logs indexes field by field. The id travels with the work
// through AsyncLocalStorage, so a service logs without being handed a logger.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What every line of one request or cron run carries. */
export interface LogContext {
  /** The request's id (Cloudflare's cf-ray when present). */
  requestId?: string;
  /** The cron run's id. */
  runId?: string;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** One log line as written (before JSON). */
export interface LogLine extends LogContext {
  level: LogLevel;
  event: string;
  time: string;
  [field: string]: unknown;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `ids` on every line it (and everything it awaits) logs. */
export function withLogContext<T>(ids: LogContext, work: () => T): T {
  return context.run(ids, work);
}

/** The ids of the request or run being served, if any. */
export const currentLogContext = (): LogContext => context.getStore() ?? {};

/** An error as plain fields: name, message and the first lines of its stack. */
export function errorFields(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack.split('\n').slice(0, 6).join('\n') } : {}) };
  return { name: 'NonError', message: String(error) };
}

// BigInt amounts (lamports) are written as decimal strings; JSON has no integer beyond 2^53.
const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Where lines go: console.log/warn/error, which Workers Logs and wrangler tail read. Tests swap it. */
let sink = (line: LogLine) => {
  const text = JSON.stringify(line, replacer);
  if (line.level === 'error') console.error(text);
  else if (line.level === 'warn') console.warn(text);
  else console.log(text);
};

/** Replaces the sink (tests collect lines); returns a function that puts the previous one back. */
export function setLogSink(next: (line: LogLine) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

function write(level: LogLevel, event: string, fields: Record<string, unknown>) {
  sink({ level, event, time: new Date().toISOString(), ...currentLogContext(), ...fields });
}

/** The logger: `log.info('contribution.credited', { signature, lamports })`, `log.error('watcher.failed', error, { … })`. */
export const log = {
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, error: unknown, fields: Record<string, unknown> = {}) => write('error', event, { ...fields, error: errorFields(error) }),
};
