// Token payouts, durable nonces and prioritization fees on the local chain, read back in the raw
// shapes a mainnet node answers (token balances, inner instructions, jsonParsed token instructions).
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingDurableNonce,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getCreateAccountInstruction, getInitializeNonceAccountInstruction, getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpc, jsonRpcEnvelope, waitForSignature } from '../lib/solana/json-rpc.mjs';
import { sendSigned, sendSignedTransfer } from '../lib/solana/signed-transfer.mjs';
import { associatedTokenAddress, localTokenFacts, sendTokenPayout } from '../lib/solana/token-payout.mjs';
import { LOCAL_KEYS, startLocalChain } from './server.mjs';

let chain;
let facts;
let distributor;
let demo;
const rpc = (method, params = []) => jsonRpc(chain.url, method, params);
const newAddress = async () => (await generateKeyPairSigner()).address;
const nextSlot = () => new Promise((resolve) => setTimeout(resolve, 450));

beforeAll(async () => {
  chain = await startLocalChain({ finalizationDelayMs: 100 });
  facts = await localTokenFacts(LOCAL_KEYS);
  distributor = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.distributionWallet.secretKey));
  demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
});
afterAll(() => chain.stop());

describe('local chain token payouts', () => {
  it('records a payout with token balances, inner instructions and jsonParsed TransferChecked as a node does', async () => {
    const recipient = await newAddress();
    const reference = await newAddress();
    const amount = 2_500_000_000_000n;
    const signature = await sendTokenPayout({ rpcUrl: chain.url, authority: distributor, recipient, amount, mint: facts.mint, decimals: facts.decimals, reference });
    await waitForSignature(chain.url, signature);
    const destination = await associatedTokenAddress(recipient, facts.mint);

    const json = await rpc('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    const keys = [...json.transaction.message.accountKeys, ...json.meta.loadedAddresses.writable, ...json.meta.loadedAddresses.readonly];
    const at = (key) => keys.indexOf(key);
    expect(json.meta.preTokenBalances).toEqual([
      { accountIndex: at(facts.distributionTokenAccount), mint: facts.mint, owner: facts.distributionWallet, programId: facts.tokenProgram, uiTokenAmount: { amount: '7000000000000000000', decimals: 9, uiAmount: 7e9, uiAmountString: '7000000000' } },
    ]);
    expect(json.meta.postTokenBalances).toContainEqual({
      accountIndex: at(destination), mint: facts.mint, owner: recipient, programId: facts.tokenProgram,
      uiTokenAmount: { amount: '2500000000000', decimals: 9, uiAmount: 2500, uiAmountString: '2500' },
    });
    expect(json.meta.postTokenBalances.find((balance) => balance.accountIndex === at(facts.distributionTokenAccount)).uiTokenAmount.uiAmountString).toBe('6999997500');
    // The associated token program creates the account through CPIs, recorded as compiled inner instructions.
    const [inner] = json.meta.innerInstructions;
    expect(inner.index).toBe(0);
    expect(inner.instructions.every((item) => item.stackHeight === 2 && typeof item.data === 'string')).toBe(true);
    expect(inner.instructions.map((item) => keys[item.programIdIndex])).toContain(SYSTEM_PROGRAM_ADDRESS);
    expect(json.meta).toMatchObject({ err: null, rewards: [], fee: 5000 });
    expect(json.meta.computeUnitsConsumed).toBeGreaterThan(0);
    expect(json.meta.logMessages.join('\n')).toContain('Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success');

    const parsed = await rpc('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]);
    expect(parsed.meta).not.toHaveProperty('loadedAddresses');
    const [create, transfer] = parsed.transaction.message.instructions;
    expect(create).toMatchObject({ program: 'spl-associated-token-account', parsed: { type: 'createIdempotent', info: { account: destination, wallet: recipient, mint: facts.mint, source: facts.distributionWallet } } });
    // A reference after the authority reads as a multisig signer, exactly as a node's parser shows it.
    expect(transfer).toEqual({
      program: 'spl-token',
      programId: facts.tokenProgram,
      stackHeight: null,
      parsed: {
        type: 'transferChecked',
        info: {
          source: facts.distributionTokenAccount, mint: facts.mint, destination,
          tokenAmount: { amount: '2500000000000', decimals: 9, uiAmount: 2500, uiAmountString: '2500' },
          multisigAuthority: facts.distributionWallet, signers: [reference],
        },
      },
    });
    const parsedInner = parsed.meta.innerInstructions[0].instructions;
    expect(parsedInner.map((item) => item.parsed?.type)).toEqual(expect.arrayContaining(['getAccountDataSize', 'createAccount', 'initializeImmutableOwner', 'initializeAccount3']));
    expect((await rpc('getSignaturesForAddress', [reference]))[0].signature).toBe(signature);
  });

  it('answers the token account methods in base64 and jsonParsed', async () => {
    const recipient = await newAddress();
    await waitForSignature(chain.url, await sendTokenPayout({ rpcUrl: chain.url, authority: distributor, recipient, amount: 1_000_000_001n, mint: facts.mint, decimals: facts.decimals }));
    const account = await associatedTokenAddress(recipient, facts.mint);
    expect((await rpc('getTokenAccountBalance', [account])).value).toEqual({ amount: '1000000001', decimals: 9, uiAmount: 1.000000001, uiAmountString: '1.000000001' });
    const byMint = await rpc('getTokenAccountsByOwner', [recipient, { mint: facts.mint }, { encoding: 'jsonParsed' }]);
    expect(byMint.value).toHaveLength(1);
    expect(byMint.value[0]).toMatchObject({
      pubkey: account,
      account: { owner: facts.tokenProgram, space: 165, data: { program: 'spl-token', space: 165, parsed: { type: 'account', info: { owner: recipient, mint: facts.mint, state: 'initialized', isNative: false } } } },
    });
    const byProgram = await rpc('getTokenAccountsByOwner', [recipient, { programId: facts.tokenProgram }, { encoding: 'base64' }]);
    const bytes = getBase64Encoder().encode(byProgram.value[0].account.data[0]);
    expect(bytes.length).toBe(165);
    expect((await rpc('getTokenAccountsByOwner', [recipient, { programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' }])).value).toEqual([]);
    expect((await jsonRpcEnvelope(chain.url, 'getTokenAccountsByOwner', [recipient, { mint: recipient }])).error.code).toBe(-32602);
    expect((await jsonRpcEnvelope(chain.url, 'getTokenAccountBalance', [recipient])).error.code).toBe(-32602);
    const [mint, missing] = (await rpc('getMultipleAccounts', [[facts.mint, await newAddress()], { encoding: 'jsonParsed' }])).value;
    expect(mint.data.parsed).toEqual({ type: 'mint', info: { decimals: 9, freezeAuthority: facts.distributionWallet, isInitialized: true, mintAuthority: null, supply: '7000000000000000000' } });
    expect(missing).toBeNull();
  });
});

describe('local chain durable nonces and fees', () => {
  it('accepts a durable-nonce transaction whatever its age, advances the nonce, and refuses the old one', async () => {
    const nonceAccount = await generateKeyPairSigner();
    const rent = await rpc('getMinimumBalanceForRentExemption', [80]);
    const create = [
      getCreateAccountInstruction({ payer: demo, newAccount: nonceAccount, lamports: BigInt(rent), space: 80n, programAddress: SYSTEM_PROGRAM_ADDRESS }),
      getInitializeNonceAccountInstruction({ nonceAccount: nonceAccount.address, nonceAuthority: demo.address }),
    ];
    const createSignature = await sendSignedTransfer({ rpcUrl: chain.url, from: demo, to: demo.address, lamports: 0n, appendInstructions: create, extraSigners: [nonceAccount] });
    await waitForSignature(chain.url, createSignature);
    await nextSlot();
    const readNonce = async () => {
      const { value } = await rpc('getAccountInfo', [nonceAccount.address, { encoding: 'base64' }]);
      return getBase58Decoder().decode(getBase64Encoder().encode(value.data[0]).subarray(40, 72));
    };
    const nonce = await readNonce();
    expect((await rpc('isBlockhashValid', [nonce])).value).toBe(false);

    const payWithNonce = (lamports) =>
      signTransactionMessageWithSigners(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayerSigner(demo, m),
          (m) => setTransactionMessageLifetimeUsingDurableNonce({ nonce, nonceAccountAddress: nonceAccount.address, nonceAuthorityAddress: demo.address }, m),
          (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: demo, destination: LOCAL_KEYS.treasury.publicKey, amount: lamports })], m),
        ),
      );
    const signature = await sendSigned(chain.url, await payWithNonce(1_000_000_000n));
    await waitForSignature(chain.url, signature);
    expect(await readNonce()).not.toBe(nonce);
    const parsed = await rpc('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]);
    expect(parsed.transaction.message.recentBlockhash).toBe(nonce);
    expect(parsed.transaction.message.instructions[0].parsed).toEqual({
      type: 'advanceNonce',
      info: { nonceAccount: nonceAccount.address, recentBlockhashesSysvar: 'SysvarRecentB1ockHashes11111111111111111111', nonceAuthority: demo.address },
    });
    await expect(sendSigned(chain.url, await payWithNonce(2n))).rejects.toThrow('sendTransaction: Transaction simulation failed: Blockhash not found');
  });

  it('reports the compute-unit price landed transactions paid, per slot and per write-locked account', async () => {
    const to = await newAddress();
    const signature = await sendSignedTransfer({ rpcUrl: chain.url, from: demo, to, lamports: 5_000_000n, prependInstructions: [getSetComputeUnitPriceInstruction({ microLamports: 1234n })] });
    const { slot } = await waitForSignature(chain.url, signature, { commitment: 'confirmed' });
    const forAccount = await rpc('getRecentPrioritizationFees', [[to]]);
    expect(forAccount.find((entry) => entry.slot === slot)).toEqual({ slot, prioritizationFee: 1234 });
    expect(forAccount.length).toBeLessThanOrEqual(150);
    expect((await rpc('getRecentPrioritizationFees', [[await newAddress()]])).every((entry) => entry.prioritizationFee === 0)).toBe(true);
  });
});
