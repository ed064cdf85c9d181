// `npm start`: builds the site and runs the whole product locally on one origin; Ctrl-C stops it all.
import { astroBuild, startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 8788);

console.log('Building the site…');
await astroBuild({ quiet: false });
console.log('Preparing the local database and starting the worker…');
const stack = await startStack({ port });

console.log(`\n  MRDX pre-sale is running at ${stack.url}\n  Press Ctrl-C to stop.\n`);

const shutdown = () => {
  stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
