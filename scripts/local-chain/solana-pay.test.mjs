// @solana/pay against the local chain, unchanged: createTransfer → sign → send → findReference →
// validateTransfer, for a SOL payment, an SPL token payment, and a USDC payment into the treasury's
// token account as a buyer makes it. The reference library (with @solana/web3.js 1.x, which checks
// every answer's shape) proves the chain answers as a mainnet node does.
// Test-only: @solana/pay and web3.js 1.x are devDependencies never imported by site/ or core/.
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { createTransfer, findReference, validateTransfer } from '@solana/pay';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForSignature } from '../lib/solana/json-rpc.mjs';
import { sendSignedTransfer } from '../lib/solana/signed-transfer.mjs';
import { localStablecoin, sendStablecoinFunding } from '../lib/solana/local-stablecoins.mjs';
import { associatedTokenAddress, localTokenFacts, sendTokenPayout } from '../lib/solana/token-payout.mjs';
import { LOCAL_KEYS, startLocalChain } from './server.mjs';

let chain;
let connection;
let payer;
let distributor;
let facts;

/** What a wallet does with a Solana Pay transfer request: sign and send it. */
async function pay(transaction) {
  transaction.sign(payer);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  await waitForSignature(chain.url, signature);
  return signature;
}

beforeAll(async () => {
  chain = await startLocalChain({ finalizationDelayMs: 100 });
  connection = new Connection(chain.url, 'confirmed');
  payer = Keypair.generate();
  const demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
  await waitForSignature(chain.url, await sendSignedTransfer({ rpcUrl: chain.url, from: demo, to: payer.publicKey.toBase58(), lamports: 10_000_000_000n }));
  distributor = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.distributionWallet.secretKey));
  facts = await localTokenFacts(LOCAL_KEYS);
});
afterAll(() => chain.stop());

describe('@solana/pay against the local chain', () => {
  it('pays and validates a SOL transfer request with a reference and a memo', async () => {
    // createTransfer wants an existing recipient: the treasury exists once its first payment landed.
    const recipient = new PublicKey(LOCAL_KEYS.treasury.publicKey);
    await waitForSignature(chain.url, await connection.requestAirdrop(recipient, 1_000_000_000));
    const reference = Keypair.generate().publicKey;
    const fields = { recipient, amount: new BigNumber('1.5'), reference, memo: 'order-42' };
    const signature = await pay(await createTransfer(connection, payer.publicKey, fields));

    const found = await findReference(connection, reference, { finality: 'finalized' });
    expect(found.signature).toBe(signature);
    const response = await validateTransfer(connection, signature, fields, { commitment: 'finalized' });
    expect(response.meta.err).toBeNull();
    await expect(validateTransfer(connection, signature, { ...fields, amount: new BigNumber('1.6') })).rejects.toThrow('amount not transferred');
  });

  it('pays and validates an SPL token transfer request (splToken) from token accounts', async () => {
    const recipient = Keypair.generate().publicKey;
    const splToken = new PublicKey(facts.mint);
    // The payer holds MRDX and the recipient exists with its token account, as createTransfer requires.
    await waitForSignature(chain.url, await connection.requestAirdrop(recipient, 1_000_000_000));
    for (const [to, amount] of [[payer.publicKey, 100_000_000_000n], [recipient, 1n]]) {
      await waitForSignature(chain.url, await sendTokenPayout({ rpcUrl: chain.url, authority: distributor, recipient: to.toBase58(), amount, mint: facts.mint, decimals: facts.decimals }));
    }
    const reference = Keypair.generate().publicKey;
    const fields = { recipient, amount: new BigNumber('12.5'), splToken, reference };
    const signature = await pay(await createTransfer(connection, payer.publicKey, fields));

    expect((await findReference(connection, reference, { finality: 'finalized' })).signature).toBe(signature);
    const response = await validateTransfer(connection, signature, fields, { commitment: 'finalized' });
    const post = response.meta.postTokenBalances.find((balance) => balance.owner === recipient.toBase58());
    expect(post.uiTokenAmount.uiAmountString).toBe('12.500000001');
    const parsed = await connection.getParsedTransaction(signature, { commitment: 'finalized', maxSupportedTransactionVersion: 0 });
    expect(parsed.transaction.message.instructions[0].parsed.type).toBe('transferChecked');
    const accounts = await connection.getParsedTokenAccountsByOwner(recipient, { mint: splToken });
    expect(accounts.value[0].account.data.parsed.info.tokenAmount.amount).toBe('12500000001');
  });

  it('pays and validates a USDC transfer request (splToken) into the treasury\'s token account, as a buyer pays', async () => {
    // The treasury's USDC account exists from genesis; createTransfer also wants the treasury itself to exist.
    const recipient = new PublicKey(LOCAL_KEYS.treasury.publicKey);
    if ((await connection.getBalance(recipient)) === 0) await waitForSignature(chain.url, await connection.requestAirdrop(recipient, 1_000_000_000));
    const usdc = localStablecoin(LOCAL_KEYS, 'USDC');
    const splToken = new PublicKey(usdc.mint);
    await waitForSignature(chain.url, await sendStablecoinFunding({ rpcUrl: chain.url, localKeys: LOCAL_KEYS, symbol: 'USDC', recipient: payer.publicKey.toBase58(), amount: 100_000_000n }));
    const treasuryAccount = new PublicKey(await associatedTokenAddress(recipient.toBase58(), usdc.mint));
    const before = BigInt((await connection.getTokenAccountBalance(treasuryAccount)).value.amount);

    const reference = Keypair.generate().publicKey;
    const fields = { recipient, amount: new BigNumber('25.5'), splToken, reference, memo: 'intent-7' };
    const signature = await pay(await createTransfer(connection, payer.publicKey, fields));

    expect((await findReference(connection, reference, { finality: 'finalized' })).signature).toBe(signature);
    const response = await validateTransfer(connection, signature, fields, { commitment: 'finalized' });
    expect(response.meta.err).toBeNull();
    // The library refuses less than asked (and takes more), as the SOL request's check shows.
    await expect(validateTransfer(connection, signature, { ...fields, amount: new BigNumber('25.500001') })).rejects.toThrow('amount not transferred');
    await expect(validateTransfer(connection, signature, { ...fields, splToken: new PublicKey(localStablecoin(LOCAL_KEYS, 'USDT').mint) })).rejects.toThrow('recipient not found');
    expect(BigInt((await connection.getTokenAccountBalance(treasuryAccount)).value.amount) - before).toBe(25_500_000n);
    const post = response.meta.postTokenBalances.find((balance) => balance.owner === recipient.toBase58());
    expect(post).toMatchObject({ mint: usdc.mint, programId: usdc.tokenProgram, uiTokenAmount: { decimals: 6 } });
    const accounts = await connection.getParsedTokenAccountsByOwner(recipient, { mint: splToken });
    expect(accounts.value.map((entry) => entry.pubkey.toBase58())).toEqual([treasuryAccount.toBase58()]);
  });
});
