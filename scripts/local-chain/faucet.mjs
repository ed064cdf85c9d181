// The local faucet: airdrops are real System transfers from a genesis-funded account, so they land,
// show up in getTransaction/getSignaturesForAddress and count in the stats like any other transaction.
// Its key comes from the chain's genesis (kept in the journal), so it signs again after a restart.
import { createKeyPairSignerFromPrivateKeyBytes, getTransactionEncoder } from '@solana/kit';
import { buildSignedTransfer } from '../lib/solana/signed-transfer.mjs';

const GENESIS_FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;

/**
 * @param {import('./ledger.mjs').Ledger} ledger
 * @returns {Promise<{ address: string, airdrop: (to: string, lamports: bigint) => Promise<string> }>}
 */
export async function createFaucet(ledger) {
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(ledger.genesis.faucetSeed, 'base64')));
  if (ledger.fresh) ledger.mint(faucet.address, GENESIS_FAUCET_LAMPORTS);
  return {
    address: faucet.address,
    async airdrop(to, lamports) {
      const signed = await buildSignedTransfer({ from: faucet, to, lamports, version: 'legacy', lifetime: ledger.clock.latestBlockhash() });
      return ledger.submitQueued(new Uint8Array(getTransactionEncoder().encode(signed)), { skipPreflight: false });
    },
  };
}
