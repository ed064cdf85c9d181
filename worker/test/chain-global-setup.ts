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
  const chain = await spawnLocalChain({ finalizationDelayMs: 300, treasuryRent: true });
  project.provide('rpcUrl', chain.url);
  return () => chain.stop();
}
