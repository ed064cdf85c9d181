// `npm start`: builds the site and runs the whole product locally on one origin; Ctrl-C stops it all.
import { astroBuild, startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 8788);

console.log('Building the site…');
await astroBuild({ quiet: false });
console.log('Starting the local Solana chain, preparing the local database and starting the worker…');
const stack = await startStack({ port });

console.log(`\n  MRDX pre-sale is running at ${stack.url}`);
console.log(`  Local Solana chain (JSON-RPC) at ${stack.rpcUrl}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
