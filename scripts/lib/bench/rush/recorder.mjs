// The rush bench's one HTTP client to the worker: every answer's route, status and latency is recorded
// (a 5xx or a dropped connection is counted, never hidden), and each buyer sends as its own client
// address in CF-Connecting-IP, the header the worker's client key reads, as production sees buyers.

/** Latency quantile `q` (0..1) of `values` in ms; 0 for none. */
export function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** p50/p95/p99 of `values`. */
export const percentiles = (values) => ({ p50: quantile(values, 0.5), p95: quantile(values, 0.95), p99: quantile(values, 0.99), count: values.length });

/**
 * Where every request's outcome goes: `{ route, status, ms, startedAt }`, status 0 for a connection
 * that failed or was dropped.
 */
export function createRecorder() {
  const samples = [];
  return {
    samples,
    add(sample) {
      samples.push(sample);
    },
    /** Answers with status 500 or more, and requests that got no answer at all. */
    failures: () => samples.filter((sample) => sample.status >= 500 || sample.status === 0),
    latencies: (route, since = 0) => samples.filter((sample) => sample.route === route && sample.startedAt >= since).map((sample) => sample.ms),
  };
}

/**
 * A client of the worker at `baseUrl` sending from `clientAddress`. `post`/`get` resolve with
 * `{ status, body }` (body parsed JSON or null) and never throw for an HTTP status; a transport
 * failure resolves with status 0.
 */
export function workerClient(baseUrl, clientAddress, recorder) {
  async function send(route, method, path, body) {
    const startedAt = Date.now();
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'CF-Connecting-IP': clientAddress,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: baseUrl }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      recorder.add({ route, status: response.status, ms: performance.now() - started, startedAt });
      let parsed = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = { error: text.slice(0, 200) };
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      recorder.add({ route, status: 0, ms: performance.now() - started, startedAt, error: String(error?.cause?.code ?? error?.message ?? error) });
      return { status: 0, body: null };
    }
  }
  return {
    post: (route, path, body) => send(route, 'POST', path, body),
    get: (route, path) => send(route, 'GET', path),
  };
}
