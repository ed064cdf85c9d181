// A Chrome DevTools Protocol session with the user worker's V8 isolate, through the inspector that
// `wrangler dev --inspector-port` serves (its proxy lists one target at /json/list and relays to the
// worker's isolate only: D1's SQLite runs in a Durable Object's isolate, which it never reaches).
// The cost bench drives the V8 CPU profiler with it (isolate-cpu.mjs reduces the profile).

/** A session on the inspector at `port`: `send(method, params)` resolves with the command's result. */
export async function openInspectorSession(port, { timeoutMs = 10_000 } = {}) {
  const targets = await fetch(`http://127.0.0.1:${port}/json/list`).then((response) => response.json());
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`the inspector on port ${port} lists no target`);
  // The proxy refuses an upgrade without an Origin it knows (wrangler's InspectorProxyWorker): a local
  // one. Node's WebSocket (undici) takes headers as its non-standard second argument.
  const socket = new WebSocket(url, { headers: { Origin: 'http://localhost' } });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not open the inspector at ${url}`)), { once: true });
  });
  const pending = new Map();
  let nextId = 1;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = pending.get(message.id);
    if (!waiter) return; // an event (console, runtime), or an answer to the proxy's own keep-alive
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  socket.addEventListener('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${waiter.method}: the inspector closed`));
    pending.clear();
  });
  return {
    send(method, params = {}) {
      const id = nextId;
      nextId += 1;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${method}: no answer from the inspector within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          method,
          resolve: (result) => (clearTimeout(timer), resolve(result)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close() {
      socket.close();
    },
  };
}

/**
 * The V8 CPU profiler of a session: `record(run)` profiles the isolate only while `run()` runs and
 * resolves with `{ result, profile }` (the profile in the protocol's Profiler.Profile shape).
 */
export async function isolateProfiler(session, { samplingIntervalUs }) {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: samplingIntervalUs });
  return {
    async record(run) {
      await session.send('Profiler.start');
      const outcome = await run().then((result) => ({ result }), (error) => ({ error }));
      const { profile } = await session.send('Profiler.stop');
      if ('error' in outcome) throw outcome.error;
      return { result: outcome.result, profile };
    },
  };
}
