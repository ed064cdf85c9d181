// `npm start`: builds the site and runs the whole product locally on one origin; Ctrl-C stops it all.
import path from 'node:path';
import { seedDemoContributions } from './lib/demo/demo-contributions.mjs';
import { astroBuild, freePort, ROOT, startStack } from './lib/stack/stack.mjs';
import { localResetToken, startNotes } from './lib/stack/start-notes.mjs';

/** The port of `npm start` and of `npm run demo:distribution` when PORT is unset. */
const DEFAULT_PORT = 8788;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
// The site's explorer links for the local cluster point at the default local RPC port, so prefer it.
const LOCAL_RPC_PORT = 8899;
const chainPort = process.env.CHAIN_PORT ? Number(process.env.CHAIN_PORT) : await freePort(LOCAL_RPC_PORT).catch(() => 0);

console.log('Building the site…');
await astroBuild({ quiet: false });
console.log('Starting the local Solana chain, preparing the local database and starting the worker…');
// The watcher runs every minute as the production cron does, so a Solana Pay payment is credited.
const stack = await startStack({ port, chainPort, cron: true });
try {
  const made = await seedDemoContributions({ baseUrl: stack.url, rpcUrl: stack.rpcUrl });
  if (made > 0) console.log(`Demo data: ${made} real contributions from fresh local wallets, paid on the local chain and credited by the worker.`);
} catch (error) {
  // The product runs without them; say why they are missing.
  console.warn(`Demo contributions were not made: ${error instanceof Error ? error.message : error}`);
}

const notes = startNotes({ url: stack.url, rpcUrl: stack.rpcUrl, resetToken: localResetToken(path.join(ROOT, '.dev.vars')), defaultPort: DEFAULT_PORT });
console.log(`\n${notes.map((line) => `  ${line}`).join('\n')}`);
if (!stack.rpcUrl.endsWith(`:${LOCAL_RPC_PORT}`)) {
  const why = process.env.CHAIN_PORT ? 'CHAIN_PORT chose another port' : `port ${LOCAL_RPC_PORT} was busy`;
  console.log(`  (${why}: explorer links for the local cluster look for the chain on ${LOCAL_RPC_PORT} and will not find this one)`);
}
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
