// The local faucet: airdrops are real System transfers from a genesis-funded account, so they land,
// show up in getTransaction/getSignaturesForAddress and count in the stats like any other transaction.
// Its key comes from the chain's genesis (kept in the journal), so it signs again after a restart.
import {
  appendTransactionMessageInstruction,
  createTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

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
      const { blockhash, lastValidBlockHeight } = ledger.clock.latestBlockhash();
      const message = pipe(
        createTransactionMessage({ version: 'legacy' }),
        (m) => setTransactionMessageFeePayerSigner(faucet, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) }, m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: faucet, destination: to, amount: lamports }), m),
      );
      const signed = await signTransactionMessageWithSigners(message);
      return ledger.submit(new Uint8Array(getTransactionEncoder().encode(signed)), { skipPreflight: false });
    },
  };
}
