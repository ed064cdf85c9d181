// Restart coherence: a chain kept in a folder (as npm start keeps it beside D1) comes back with the
// same balances, signatures and getTransaction answers (same slot and block time), a later slot, and
// its faucet and blockhashes still working, and the genesis accounts (MRDX, stablecoins) kept; a chain
// kept from before the stablecoins joined genesis gets them; a new folder is a new chain.
import { createKeyPairSignerFromBytes, generateKeyPairSigner } from '@solana/kit';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonRpc, waitForSignature } from '../lib/solana/json-rpc.mjs';
import { localStablecoin, sendStablecoinFunding } from '../lib/solana/local-stablecoins.mjs';
import { sendSignedTransfer } from '../lib/solana/signed-transfer.mjs';
import { associatedTokenAddress, localTokenFacts, sendTokenPayout } from '../lib/solana/token-payout.mjs';
import { LOCAL_KEYS, chainStateDir, startLocalChain } from './server.mjs';
import { stablecoinGenesisAccounts } from './stablecoin-genesis.mjs';

const folders = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'local-chain-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('local chain kept in a folder', () => {
  it('restarts with the same balances, signatures and transactions, and slots that keep increasing', async () => {
    const persistTo = newFolder();
    const first = await startLocalChain({ persistTo, finalizationDelayMs: 50 });
    expect(first.fresh).toBe(true);
    const rpc = (chain, method, params = []) => jsonRpc(chain.url, method, params);
    const demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
    const reference = (await generateKeyPairSigner()).address;
    const treasury = LOCAL_KEYS.treasury.publicKey;
    const payment = await sendSignedTransfer({ rpcUrl: first.url, from: demo, to: treasury, lamports: 1_500_000_000n, reference });
    const wallet = await generateKeyPairSigner();
    await waitForSignature(first.url, await rpc(first, 'requestAirdrop', [wallet.address, 2_000_000_000]));
    const facts = await localTokenFacts(LOCAL_KEYS);
    const distributor = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.distributionWallet.secretKey));
    const payout = await sendTokenPayout({ rpcUrl: first.url, authority: distributor, recipient: wallet.address, amount: 42n, mint: facts.mint, decimals: facts.decimals });
    await waitForSignature(first.url, payout);
    await waitForSignature(first.url, payment);
    const usdc = localStablecoin(LOCAL_KEYS, 'USDC');
    await waitForSignature(first.url, await sendStablecoinFunding({ rpcUrl: first.url, localKeys: LOCAL_KEYS, symbol: 'USDC', recipient: wallet.address, amount: 7_000_000n }));
    const stablecoinAccounts = await Promise.all([demo.address, treasury, wallet.address].map((owner) => associatedTokenAddress(owner, usdc.mint)));
    const stablecoinBalances = async (chain) => Promise.all(stablecoinAccounts.map(async (account) => (await rpc(chain, 'getTokenAccountBalance', [account])).value.amount));
    expect(await stablecoinBalances(first)).toEqual(['100000000000', '0', '7000000']);
    const before = {
      transaction: await rpc(first, 'getTransaction', [payment, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]),
      payout: await rpc(first, 'getTransaction', [payout, { encoding: 'json', maxSupportedTransactionVersion: 0 }]),
      treasury: (await rpc(first, 'getBalance', [treasury])).value,
      demo: (await rpc(first, 'getBalance', [demo.address])).value,
      history: await rpc(first, 'getSignaturesForAddress', [treasury]),
      slot: await rpc(first, 'getSlot'),
      genesis: await rpc(first, 'getGenesisHash'),
      blockhash: (await rpc(first, 'getLatestBlockhash')).value.blockhash,
    };
    await first.stop();

    const second = await startLocalChain({ persistTo, finalizationDelayMs: 50 });
    try {
      expect(second.fresh).toBe(false);
      expect(second.transactions).toBe(4);
      // The genesis stablecoin accounts (the treasury's empty one too) and a later funding are kept.
      expect(await stablecoinBalances(second)).toEqual(['100000000000', '0', '7000000']);
      expect((await rpc(second, 'getAccountInfo', [usdc.mint, { encoding: 'jsonParsed' }])).value.data.parsed.info.supply).toBe('100007000000');
      expect(await rpc(second, 'getTransaction', [payment, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }])).toEqual(before.transaction);
      expect(await rpc(second, 'getTransaction', [payout, { encoding: 'json', maxSupportedTransactionVersion: 0 }])).toEqual(before.payout);
      expect((await rpc(second, 'getBalance', [treasury])).value).toBe(before.treasury);
      expect((await rpc(second, 'getBalance', [demo.address])).value).toBe(before.demo);
      expect((await rpc(second, 'getTokenAccountBalance', [await associatedTokenAddress(wallet.address, facts.mint)])).value.amount).toBe('42');
      expect(await rpc(second, 'getSignaturesForAddress', [treasury])).toEqual(before.history);
      expect((await rpc(second, 'getSignaturesForAddress', [reference]))[0].signature).toBe(payment);
      expect(await rpc(second, 'getGenesisHash')).toBe(before.genesis);
      expect(await rpc(second, 'getSlot')).toBeGreaterThanOrEqual(before.slot);
      // A blockhash handed out before the restart is still under 150 blocks old.
      expect((await rpc(second, 'isBlockhashValid', [before.blockhash])).value).toBe(true);
      // The faucet signs again, and new transactions land after the old ones.
      const later = await sendSignedTransfer({ rpcUrl: second.url, from: demo, to: treasury, lamports: 1_000_000n });
      await waitForSignature(second.url, later);
      const [newest] = await rpc(second, 'getSignaturesForAddress', [treasury]);
      expect(newest.signature).toBe(later);
      expect(newest.slot).toBeGreaterThan(before.history[0].slot);
      await waitForSignature(second.url, await rpc(second, 'requestAirdrop', [wallet.address, 1_000_000]));
    } finally {
      await second.stop();
    }

    const fresh = await startLocalChain({ persistTo: newFolder() });
    expect(fresh.fresh).toBe(true);
    expect((await jsonRpc(fresh.url, 'getBalance', [treasury])).value).toBe(0);
    await fresh.stop();
  });

  it('gives a chain kept from before the stablecoins joined genesis their genesis accounts, once', async () => {
    const persistTo = newFolder();
    await (await startLocalChain({ persistTo })).stop();
    // Rewrite the journal as the earlier genesis left it: without any stablecoin account.
    const file = path.join(chainStateDir(persistTo), 'journal.jsonl');
    const stablecoinAccounts = new Set((await stablecoinGenesisAccounts(LOCAL_KEYS, () => 0n)).map((account) => account.address));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    for (const line of lines) if (line.kind === 'accounts') line.accounts = line.accounts.filter((account) => !stablecoinAccounts.has(account.address));
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const usdc = localStablecoin(LOCAL_KEYS, 'USDC');
    const demoUsdc = await associatedTokenAddress(LOCAL_KEYS.demoWallet.publicKey, usdc.mint);

    const upgraded = await startLocalChain({ persistTo });
    expect(upgraded.fresh).toBe(false);
    expect((await jsonRpc(upgraded.url, 'getTokenAccountBalance', [demoUsdc])).value.amount).toBe('100000000000');
    await upgraded.stop();
    const journalLines = () => readFileSync(file, 'utf8').trim().split('\n').length;
    expect(journalLines()).toBe(lines.length + 1);

    // Kept from then on: a second start writes nothing more.
    const again = await startLocalChain({ persistTo });
    expect((await jsonRpc(again.url, 'getTokenSupply', [usdc.mint])).value.amount).toBe('100000000000');
    await again.stop();
    expect(journalLines()).toBe(lines.length + 1);
  });

  it('drops a last line cut short by a kill, and refuses a damaged journal with what to do', async () => {
    const persistTo = newFolder();
    const chain = await startLocalChain({ persistTo });
    await chain.stop();
    const file = path.join(chainStateDir(persistTo), 'journal.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"kind":"transac`);
    const again = await startLocalChain({ persistTo });
    expect(again.fresh).toBe(false);
    await again.stop();
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);

    writeFileSync(file, 'not json\n');
    await expect(startLocalChain({ persistTo })).rejects.toThrow(/is not JSON .*delete the folder/);
  });
});
