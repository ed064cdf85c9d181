// The local chain's JSON-RPC answers, checked over HTTP in their raw JSON shapes.
import { createKeyPairSignerFromBytes, generateKeyPairSigner, getBase58Decoder, getBase64EncodedWireTransaction, getTransactionEncoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpcEnvelope } from '../lib/solana/json-rpc.mjs';
import { buildSignedTransfer, latestLifetime } from '../lib/solana/signed-transfer.mjs';
import { localTokenFacts } from '../lib/solana/token-payout.mjs';
import { LOCAL_KEYS, startLocalChain } from './server.mjs';

const SOL = 1_000_000_000;
let chain;
let demo;

const rpc = (method, params = []) => jsonRpcEnvelope(chain.url, method, params);

async function transfer({ lamports, to, reference, version = 'legacy', blockhash, from = demo }) {
  return buildSignedTransfer({ from, to, lamports: BigInt(lamports), reference, version, lifetime: blockhash ?? (await latestLifetime(chain.url)) });
}

const send = async (signed, config = { encoding: 'base64' }) =>
  rpc('sendTransaction', [
    config.encoding === 'base64' ? getBase64EncodedWireTransaction(signed) : getBase58Decoder().decode(getTransactionEncoder().encode(signed)),
    config,
  ]);

const newAddress = async () => (await generateKeyPairSigner()).address;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  chain = await startLocalChain({ finalizationDelayMs: 150 });
  demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
});
afterAll(() => chain.stop());

describe('local chain JSON-RPC', () => {
  it('answers health, version and slot like a node', async () => {
    expect((await rpc('getHealth')).result).toBe('ok');
    expect((await fetch(`${chain.url}/health`)).status).toBe(200);
    expect(typeof (await rpc('getSlot')).result).toBe('number');
    expect((await rpc('getVersion')).result).toHaveProperty('solana-core');
    expect((await rpc('getEpochInfo')).result).toMatchObject({ slotsInEpoch: 432000 });
  });

  it('lets any page read it, as the explorer\'s localnet links do from the browser (CORS)', async () => {
    const preflight = await fetch(chain.url, { method: 'OPTIONS', headers: { origin: 'https://explorer.solana.com', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    const answer = await fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }) });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rejects unknown methods, bad params and bad JSON with JSON-RPC errors', async () => {
    expect((await rpc('getProgramAccounts')).error.code).toBe(-32601);
    expect((await rpc('getBalance', ['not-an-address'])).error.code).toBe(-32602);
    const response = await fetch(chain.url, { method: 'POST', body: '{nope' });
    expect((await response.json()).error.code).toBe(-32700);
  });

  it('starts at genesis with the demo wallet, the MRDX supply in the distribution wallet, and no treasury', async () => {
    expect((await rpc('getBalance', [LOCAL_KEYS.demoWallet.publicKey])).result).toMatchObject({ value: 1000 * SOL });
    expect((await rpc('getBalance', [LOCAL_KEYS.distributionWallet.publicKey])).result.value).toBe(100 * SOL);
    // The first payment creates the treasury: its balance is exactly what it received minus what left.
    expect((await rpc('getBalance', [LOCAL_KEYS.treasury.publicKey])).result.value).toBe(0);
    expect((await rpc('getAccountInfo', [LOCAL_KEYS.treasury.publicKey, { encoding: 'base64' }])).result.value).toBeNull();
    const facts = await localTokenFacts(LOCAL_KEYS);
    expect((await rpc('getTokenSupply', [LOCAL_KEYS.tokenMint])).result.value).toEqual({
      amount: '7000000000000000000',
      decimals: 9,
      uiAmount: 7_000_000_000,
      uiAmountString: '7000000000',
    });
    expect((await rpc('getTokenAccountBalance', [facts.distributionTokenAccount])).result.value.amount).toBe(facts.supply.toString());
    // Genesis writes are not transactions: nothing to list for the treasury or the mint.
    expect((await rpc('getSignaturesForAddress', [LOCAL_KEYS.tokenMint])).result).toEqual([]);
  });

  it('lands a base58 transfer and serves it at confirmed, then finalized, with real block time', async () => {
    const reference = await newAddress();
    const signed = await transfer({ lamports: SOL / 10, to: LOCAL_KEYS.treasury.publicKey, reference });
    // Held, so a slow machine cannot let the 150 ms finalization pass before the confirmed answers are read.
    await rpc('localnet_holdFinalization');
    const { result: signature } = await send(signed, { encoding: 'base58' });
    const [status] = (await rpc('getSignatureStatuses', [[signature]])).result.value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'confirmed', status: { Ok: null } });
    expect((await rpc('getTransaction', [signature, { commitment: 'finalized' }])).result).toBeNull();

    await rpc('localnet_releaseFinalization');
    const { result } = await rpc('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    expect(result.version).toBe('legacy');
    expect(Math.abs(result.blockTime - Date.now() / 1000)).toBeLessThan(5);
    expect(result.meta).toMatchObject({ err: null, fee: 5000, status: { Ok: null }, loadedAddresses: { writable: [], readonly: [] } });
    expect(result.transaction.signatures).toEqual([signature]);
    const { accountKeys, header, instructions } = result.transaction.message;
    expect(header).toEqual({ numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 2 });
    expect(accountKeys.slice(0, 2)).toEqual([demo.address, LOCAL_KEYS.treasury.publicKey]);
    expect(instructions[0].accounts.map((index) => accountKeys[index])).toEqual([demo.address, LOCAL_KEYS.treasury.publicKey, reference]);
    expect(accountKeys[instructions[0].programIdIndex]).toBe('11111111111111111111111111111111');
    expect(instructions[0].stackHeight).toBeNull();
    expect(result.meta.postBalances[1] - result.meta.preBalances[1]).toBe(SOL / 10);

    const [entry] = (await rpc('getSignaturesForAddress', [reference])).result;
    expect(entry).toEqual({ signature, slot: result.slot, err: null, memo: null, blockTime: result.blockTime, confirmationStatus: 'finalized' });
    const parsed = (await rpc('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }])).result;
    expect(parsed.transaction.message.instructions[0]).toEqual({
      parsed: { info: { destination: LOCAL_KEYS.treasury.publicKey, lamports: SOL / 10, source: demo.address }, type: 'transfer' },
      program: 'system',
      programId: '11111111111111111111111111111111',
      stackHeight: null,
    });
    expect(parsed.transaction.message.accountKeys.find((key) => key.pubkey === reference)).toEqual({
      pubkey: reference,
      signer: false,
      source: 'transaction',
      writable: false,
    });
    const base64 = (await rpc('getTransaction', [signature, 'base64'])).result;
    expect(base64.transaction[1]).toBe('base64');
    expect(base64).not.toHaveProperty('version');
  });

  it('asks clients to declare maxSupportedTransactionVersion for v0 transactions', async () => {
    const { result: signature } = await send(await transfer({ lamports: SOL, to: await newAddress(), version: 0 }));
    const { error } = await rpc('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(error.code).toBe(-32015);
    const { result } = await rpc('getTransaction', [signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }]);
    expect(result.version).toBe(0);
    expect(result.transaction.message.addressTableLookups).toEqual([]);
  });

  it('records a failing transaction sent without preflight and rejects it with preflight', async () => {
    const poor = await generateKeyPairSigner();
    await rpc('requestAirdrop', [poor.address, SOL]);
    const to = await newAddress();
    const rejected = await send(await transfer({ from: poor, lamports: 2 * SOL, to }));
    expect(rejected.error.code).toBe(-32002);
    expect(rejected.error.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1');
    expect(rejected.error.data.logs.join('\n')).toContain('insufficient lamports');

    const { result: signature } = await send(await transfer({ from: poor, lamports: 3 * SOL, to }), { encoding: 'base64', skipPreflight: true });
    const { result } = await rpc('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(result.meta.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(result.meta.status).toEqual({ Err: { InstructionError: [0, { Custom: 1 }] } });
    expect(result.meta.postBalances[0]).toBe(SOL - 5000);
    const [entry] = (await rpc('getSignaturesForAddress', [to, { commitment: 'confirmed' }])).result;
    expect(entry.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('refuses unknown blockhashes and drops them silently when preflight is skipped', async () => {
    const blockhash = { blockhash: await newAddress(), lastValidBlockHeight: 10 };
    expect((await rpc('isBlockhashValid', [blockhash.blockhash])).result.value).toBe(false);
    const signed = await transfer({ lamports: SOL, to: await newAddress(), blockhash });
    expect((await send(signed)).error.message).toBe('Transaction simulation failed: Blockhash not found');
    const { result: signature } = await send(signed, { encoding: 'base64', skipPreflight: true });
    expect((await rpc('getSignatureStatuses', [[signature]])).result.value).toEqual([null]);
  });

  it('holds finalization until released', async () => {
    const reference = await newAddress();
    await rpc('localnet_holdFinalization');
    const { result: first } = await send(await transfer({ lamports: SOL, to: await newAddress(), reference }));
    const { result: second } = await send(await transfer({ lamports: SOL, to: await newAddress(), reference }));
    await sleep(250);
    expect((await rpc('getSignaturesForAddress', [reference])).result).toEqual([]);
    const confirmed = (await rpc('getSignaturesForAddress', [reference, { commitment: 'confirmed' }])).result;
    expect(confirmed.map((entry) => entry.signature)).toEqual([second, first]);
    expect((await rpc('getSignaturesForAddress', [reference, { commitment: 'confirmed', limit: 1 }])).result).toHaveLength(1);
    expect((await rpc('getSignaturesForAddress', [reference, { commitment: 'confirmed', before: second }])).result[0].signature).toBe(first);
    expect((await rpc('getSignaturesForAddress', [reference, { commitment: 'confirmed', until: first }])).result).toHaveLength(1);

    await rpc('localnet_releaseFinalization');
    const statuses = (await rpc('getSignatureStatuses', [[first, second]])).result.value;
    expect(statuses.map((status) => status.confirmationStatus)).toEqual(['finalized', 'finalized']);
    expect(statuses[0].confirmations).toBeNull();
  });

  it('stops its finalized tip while finalization is held, and dates blocks by their slot', async () => {
    await rpc('localnet_holdFinalization');
    try {
      const held = (await rpc('getSlot', [{ commitment: 'finalized' }])).result;
      await sleep(900);
      expect((await rpc('getSlot')).result).toBe(held);
      expect((await rpc('getSlot', [{ commitment: 'confirmed' }])).result).toBeGreaterThan(held);
      const time = (await rpc('getBlockTime', [held])).result;
      expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(5);
      expect((await rpc('getBlockTime', [held + 10_000])).error.code).toBe(-32004);
      expect((await rpc('getBlockTime', ['soon'])).error.code).toBe(-32602);
    } finally {
      await rpc('localnet_releaseFinalization');
    }
    // Released, the finalized tip is the current slot again (a slot boundary may pass between the calls).
    const tip = (await rpc('getSlot', [{ commitment: 'finalized' }])).result;
    expect((await rpc('getSlot', [{ commitment: 'confirmed' }])).result - tip).toBeLessThanOrEqual(1);
  });

  it('counts landed transactions in the performance samples and prices messages', async () => {
    const [before] = (await rpc('getRecentPerformanceSamples', [1])).result;
    expect(before.numSlots).toBeGreaterThan(0);
    const signed = await transfer({ lamports: SOL, to: await newAddress() });
    expect((await send(signed)).error).toBeUndefined();
    const [after] = (await rpc('getRecentPerformanceSamples', [1])).result;
    expect(after.numTransactions).toBe(before.numTransactions + 1);
    const message = Buffer.from(signed.messageBytes).toString('base64');
    expect((await rpc('getFeeForMessage', [message])).result.value).toBe(5000);
  });
});
