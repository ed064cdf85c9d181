// A signed SOL transfer on the local chain, as a wallet makes it: System transfer, the Solana Pay
// reference (when given) as a read-only key, sent over JSON-RPC, either to the chain itself or through
// the app's own /api/rpc (which wants the site's Origin). Shared by `npm start`'s demo data and the e2e tests.
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** One JSON-RPC call; throws with the node's message when it answers an error. */
export async function localRpc(rpcUrl, method, params, { origin } = {}) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const payload = await response.json();
  if (payload.error || payload.result === undefined) throw new Error(`${method}: ${payload.error?.message ?? response.status}`);
  return payload.result;
}

/**
 * Sends `lamports` from the signer `from` to `to`, carrying `reference` when given; resolves to the
 * signature once the node accepted it.
 * @param {{ rpcUrl: string, origin?: string, from: import('@solana/kit').TransactionSigner, to: string, lamports: bigint, reference?: string }} transfer
 * @returns {Promise<string>}
 */
export async function sendLocalTransfer({ rpcUrl, origin, from, to, lamports, reference }) {
  const { value: latest } = await localRpc(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }], { origin });
  const transfer = getTransferSolInstruction({ source: from, destination: address(to), amount: lamports });
  const instruction = reference ? { ...transfer, accounts: [...transfer.accounts, { address: address(reference), role: AccountRole.READONLY }] } : transfer;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: latest.blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return localRpc(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }], { origin });
}
