// Runs the local stack (the local chain, local D1/KV and wrangler dev, exactly as `npm start` starts
// them) in a process of its own for the rush bench, so the bench's buyers, who sign and send a
// thousand transactions at once, never take the chain's event loop: on a cluster, too, buyers and
// validators are different machines. Prints one JSON line with the URLs, then the worker's output,
// of which the parent keeps the error lines (lib/log.ts); stops on SIGTERM or when its parent is gone.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startStack } from '../../stack/stack.mjs';

const SELF = fileURLToPath(import.meta.url);

/**
 * Starts the stack in a child process with `options` (those of startStack, always loud so its output
 * can be read); resolves with its `url`, `rpcUrl`, `errorLines()` (the worker's error log lines so far)
 * and a `stop()` that ends the child and everything it started.
 */
export function startStackProcess(options) {
  const child = spawn(process.execPath, [SELF], {
    env: { ...process.env, RUSH_STACK_OPTIONS: JSON.stringify({ ...options, quiet: false }), RUSH_PARENT_PID: String(process.pid) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors = [];
  let pending = '';
  const scan = (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.includes('"level":"error"')) errors.push(line);
  };
  child.stderr.on('data', scan);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    child.stdout.on('data', (chunk) => {
      if (started) return scan(chunk);
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{"url"'));
      if (!line) return;
      started = true;
      resolve({ ...JSON.parse(line), errorLines: () => [...errors], stop });
    });
    child.once('exit', (code) => reject(new Error(`the stack process exited with ${code}\n${output}`)));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startStack(JSON.parse(process.env.RUSH_STACK_OPTIONS ?? '{}'));
  console.log(JSON.stringify({ url: stack.url, rpcUrl: stack.rpcUrl }));
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // Never outlive the bench, even when it was killed without cleaning up.
  const parent = Number(process.env.RUSH_PARENT_PID ?? 0);
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      void shutdown();
    }
  }, 2_000);
}
