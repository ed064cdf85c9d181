// Reads the latest blockhash through the worker's same-origin JSON-RPC proxy (/api/rpc): the browser
// never calls an RPC provider directly.

/** The blockhash and its expiry height, commitment confirmed. */
export async function fetchLatestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }> {
  const response = await fetch('/api/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }),
  });
  if (!response.ok) throw new Error(`The Solana network could not be reached (${response.status})`);
  const body = (await response.json()) as {
    result?: { value?: { blockhash?: string; lastValidBlockHeight?: number } };
    error?: { message?: string };
  };
  const value = body.result?.value;
  if (!value?.blockhash || typeof value.lastValidBlockHeight !== 'number') {
    throw new Error(body.error?.message ?? 'The Solana network returned no blockhash');
  }
  return { blockhash: value.blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) };
}
