import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import localKeys from '../../../scripts/local-chain/local-keys.json';
import { LAMPORTS_PER_SOL, chainRpc, newFundedSigner } from '../../test/chain';
import { TEST_ORIGIN, postJson } from '../../test/requests';
import { app } from '../index';

const call = (method: string, params: unknown[] = [], id: number | string = 1) => postJson('/api/rpc', { jsonrpc: '2.0', id, method, params });

/** Signs a transfer with a fresh blockhash and returns it base64-encoded, as the browser would post it. */
async function signedTransfer(from: KeyPairSigner, lamports: bigint) {
  const { value: blockhash } = await chainRpc().getLatestBlockhash().send();
  const to = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: from, destination: to, amount: lamports }), m),
  );
  return { to, wire: getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message)) };
}

describe('POST /api/rpc', () => {
  it('forwards an allowlisted call to the chain and returns its answer untouched', async () => {
    const response = await call('getBalance', [localKeys.demoWallet.publicKey], 'a1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { id: string; result: { value: number } };
    expect(body.id).toBe('a1');
    expect(body.result.value).toBeGreaterThan(0);
  });

  it("forwards an owner's token accounts of one mint (the dashboard's MRDX balance)", async () => {
    const response = await call('getTokenAccountsByOwner', [localKeys.distributionWallet.publicKey, { mint: localKeys.tokenMint }, { encoding: 'jsonParsed' }]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { value: { account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } } } }[] } };
    expect(body.result.value).toHaveLength(1);
    expect(body.result.value[0]!.account.data.parsed.info.mint).toBe(localKeys.tokenMint);
    expect(BigInt(body.result.value[0]!.account.data.parsed.info.tokenAmount.amount)).toBeGreaterThan(0n);
  });

  it('sends a signed transaction, and passes a failed preflight back as a JSON-RPC error', async () => {
    const payer = await newFundedSigner(1);
    const good = await signedTransfer(payer, LAMPORTS_PER_SOL / 4n);
    const sent = (await (await call('sendTransaction', [good.wire, { encoding: 'base64' }])).json()) as { result: string };
    expect(typeof sent.result).toBe('string');
    const { value: balance } = await chainRpc().getBalance(good.to).send();
    expect(balance).toBe(LAMPORTS_PER_SOL / 4n);

    const bad = await signedTransfer(payer, 5n * LAMPORTS_PER_SOL);
    const response = await call('sendTransaction', [bad.wire, { encoding: 'base64' }]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { error: { code: number; data: { logs: string[] } } };
    expect(body.error.code).toBe(-32002);
    expect(body.error.data.logs.join('\n')).toContain('insufficient lamports');
  });

  it('shares network stats between callers for a few seconds, each with its own id', async () => {
    const first = (await (await call('getSlot', [], 1)).json()) as { id: number; result: number };
    await new Promise((resolve) => setTimeout(resolve, 900));
    const second = (await (await call('getSlot', [], 2)).json()) as { id: number; result: number };
    expect(second).toEqual({ jsonrpc: '2.0', id: 2, result: first.result });
    const { result: live } = (await (await call('getBalance', [localKeys.treasury.publicKey])).json()) as { result: unknown };
    expect(live).toBeDefined();
  });

  it('refuses methods outside the allowlist with a 400', async () => {
    for (const method of ['getProgramAccounts', 'requestAirdrop', 'localnet_holdFinalization']) {
      const response = await call(method);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'This RPC method is not available' });
    }
  });

  it('refuses malformed bodies, batches and oversized params with a 400', async () => {
    expect((await postJson('/api/rpc', '{"jsonrpc":')).status).toBe(400);
    expect((await postJson('/api/rpc', [{ jsonrpc: '2.0', id: 1, method: 'getSlot' }])).status).toBe(400);
    expect((await call('getBalance', [{ nested: 'x'.repeat(5000) }])).status).toBe(400);
    expect((await postJson('/api/rpc', { jsonrpc: '2.0', id: 1, method: 'getSlot', params: 'nope' })).status).toBe(400);
  });

  it('answers 502 with a JSON error when the RPC node is unreachable or answers garbage', async () => {
    const post = (rpcUrl: string) =>
      app.request(
        `${TEST_ORIGIN}/api/rpc`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [localKeys.treasury.publicKey] }),
        },
        { ...env, SOLANA_RPC_URL: rpcUrl },
      );
    // Nothing listens on port 9: workerd also logs the refused connection as "Network connection lost".
    for (const rpcUrl of ['http://127.0.0.1:9', `${env.SOLANA_RPC_URL}/not-rpc`]) {
      const response = await post(rpcUrl);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'The Solana network is unreachable right now. Please try again.' });
    }
  });

  it('keeps the demo keypair consistent with its public key', async () => {
    const signer = await createKeyPairSignerFromBytes(Uint8Array.from(localKeys.demoWallet.secretKey));
    expect(signer.address).toBe(localKeys.demoWallet.publicKey);
  });
});
