// Runs the local chain in a child Node process. Test runners use this: their module loaders may
// resolve @solana/kit to its browser build, which refuses to generate keys outside a secure context.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/**
 * Starts `serve.mjs` on a free port and resolves once it printed its URL.
 * @param {{ port?: number, finalizationDelayMs?: number, timeoutMs?: number, treasuryRent?: boolean, blockhashValidityBlocks?: number }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function spawnLocalChain({ port = 0, finalizationDelayMs = 800, timeoutMs = 30_000, treasuryRent = false, blockhashValidityBlocks } = {}) {
  const validity = blockhashValidityBlocks === undefined ? {} : { CHAIN_BLOCKHASH_VALIDITY_BLOCKS: String(blockhashValidityBlocks) };
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, CHAIN_PORT: String(port), CHAIN_FINALIZATION_MS: String(finalizationDelayMs), CHAIN_PARENT_PID: String(process.pid), CHAIN_TREASURY_RENT: treasuryRent ? '1' : '0', ...validity },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      // The kill is sent at once; the startup error need not wait for the child's exit.
      void stop();
      reject(new Error(`local chain did not start within ${timeoutMs} ms\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = /chain \(litesvm\) at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ url: match[1], stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local chain exited with ${code}\n${output}`));
    });
  });
}
