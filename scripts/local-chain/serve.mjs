// `npm run chain`: runs the local Solana chain on CHAIN_PORT (default 8899; 0 picks a free port) until
// Ctrl-C. CHAIN_FINALIZATION_MS sets how long a transaction stays 'confirmed' (default 800);
// CHAIN_BLOCKHASH_VALIDITY_BLOCKS how many blocks a blockhash may land in (default 150; tests shorten it).
import { localStablecoins } from '../lib/solana/local-stablecoins.mjs';
import { startLocalChain, LOCAL_KEYS } from './server.mjs';

const port = Number(process.env.CHAIN_PORT ?? 8899);
const finalizationDelayMs = Number(process.env.CHAIN_FINALIZATION_MS ?? 800);
// CHAIN_TREASURY_RENT=1 (the worker tests): the treasury holds its rent-exempt minimum from genesis.
const blockhashValidityBlocks = process.env.CHAIN_BLOCKHASH_VALIDITY_BLOCKS ? Number(process.env.CHAIN_BLOCKHASH_VALIDITY_BLOCKS) : undefined;
const chain = await startLocalChain({ port, finalizationDelayMs, treasuryRent: process.env.CHAIN_TREASURY_RENT === '1', blockhashValidityBlocks });

console.log(`\n  Local Solana chain (litesvm) at ${chain.url}`);
console.log(`  Demo wallet ${LOCAL_KEYS.demoWallet.publicKey} holds 1000 SOL; treasury ${LOCAL_KEYS.treasury.publicKey}.`);
console.log(`  MRDX mint ${LOCAL_KEYS.tokenMint}: the whole supply is in distribution wallet ${LOCAL_KEYS.distributionWallet.publicKey}.`);
const coins = localStablecoins(LOCAL_KEYS);
console.log(`  ${coins.map((coin) => `${coin.symbol} mint ${coin.mint}`).join(', ')}: the demo wallet holds 100,000 of each.`);
console.log('  Press Ctrl-C to stop.\n');

const shutdown = async () => {
  await chain.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Started by a test runner (spawn.mjs): never outlive it, even if it was killed without cleanup.
const parentPid = Number(process.env.CHAIN_PARENT_PID ?? 0);
if (parentPid > 0) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      void shutdown();
    }
  }, 2000).unref();
}
