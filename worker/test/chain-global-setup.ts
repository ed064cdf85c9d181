// Starts the local Solana chain (litesvm, plain Node) once for the worker tests and hands its URL to
// the workerd runtime, where it becomes the SOLANA_RPC_URL binding (see vitest.config.mts).
import type { TestProject } from 'vitest/node';
import { spawnLocalChain } from '../../scripts/local-chain/spawn.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The test files share this chain in any order: a rent-exempt treasury takes any first payment.
  // A blockhash lands for 40 blocks (16 s) instead of 150 (60 s): the payout test waits for one to
  // expire before signing a batch again, and no test holds a blockhash that long before sending.
  const chain = await spawnLocalChain({ finalizationDelayMs: 300, treasuryRent: true, blockhashValidityBlocks: 40 });
  project.provide('rpcUrl', chain.url);
  return () => chain.stop();
}
