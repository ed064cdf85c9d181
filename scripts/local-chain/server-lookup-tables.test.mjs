// Address lookup tables on the local chain: a table created from a recent slot (SlotHashes advance),
// a v0 payment whose treasury and reference sit in it, read back with its loaded addresses, balances
// for every key, and found by getSignaturesForAddress under the loaded keys.
import {
  AccountRole,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getProgramDerivedAddress,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpc, waitForSignature } from '../lib/solana/json-rpc.mjs';
import { latestLifetime, sendSigned, signInstructions, withReference } from '../lib/solana/signed-transfer.mjs';
import { LOCAL_KEYS, startLocalChain } from './server.mjs';

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
let chain;
let demo;
const rpc = (method, params = []) => jsonRpc(chain.url, method, params);
const nextSlot = () => new Promise((resolve) => setTimeout(resolve, 450));

/** CreateLookupTable and ExtendLookupTable, encoded as the Address Lookup Table program reads them. */
async function lookupTableInstructions(authority, recentSlot, addresses) {
  const slotBytes = getU64Encoder().encode(BigInt(recentSlot));
  const [table, bump] = await getProgramDerivedAddress({ programAddress: LOOKUP_TABLE_PROGRAM, seeds: [getAddressEncoder().encode(authority.address), slotBytes] });
  const accounts = [
    { address: table, role: AccountRole.WRITABLE },
    { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority },
    { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority },
    { address: SYSTEM_PROGRAM_ADDRESS, role: AccountRole.READONLY },
  ];
  const create = { programAddress: LOOKUP_TABLE_PROGRAM, accounts, data: new Uint8Array([0, 0, 0, 0, ...slotBytes, bump]) };
  const extendData = new Uint8Array([2, 0, 0, 0, ...getU64Encoder().encode(BigInt(addresses.length)), ...addresses.flatMap((item) => [...getAddressEncoder().encode(item)])]);
  return { table, create, extend: { programAddress: LOOKUP_TABLE_PROGRAM, accounts, data: extendData } };
}

beforeAll(async () => {
  chain = await startLocalChain({ finalizationDelayMs: 100 });
  demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
});
afterAll(() => chain.stop());

describe('local chain lookup tables', () => {
  it('creates a table from a recent slot and credits a payment whose treasury and reference are loaded from it', async () => {
    const treasury = LOCAL_KEYS.treasury.publicKey;
    const reference = (await generateKeyPairSigner()).address;
    const recentSlot = await rpc('getSlot', [{ commitment: 'finalized' }]);
    const { table, create, extend } = await lookupTableInstructions(demo, recentSlot, [treasury, reference]);
    const setup = await signInstructions({ feePayer: demo, instructions: [create, extend], lifetime: await latestLifetime(chain.url) });
    await waitForSignature(chain.url, await sendSigned(chain.url, setup));
    // Addresses extended in a slot are usable from the next one, as on a cluster.
    await nextSlot();

    const lifetime = await latestLifetime(chain.url);
    const message = compressTransactionMessageUsingAddressLookupTables(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(demo, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) }, m),
        (m) => appendTransactionMessageInstructions([withReference(getTransferSolInstruction({ source: demo, destination: treasury, amount: 3_000_000_000n }), reference)], m),
      ),
      { [table]: [treasury, reference] },
    );
    const signature = await sendSigned(chain.url, await signTransactionMessageWithSigners(message));
    await waitForSignature(chain.url, signature);

    const result = await rpc('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    expect(result.transaction.message.accountKeys).not.toContain(treasury);
    expect(result.transaction.message.addressTableLookups).toEqual([{ accountKey: table, writableIndexes: [0], readonlyIndexes: [1] }]);
    expect(result.meta.loadedAddresses).toEqual({ writable: [treasury], readonly: [reference] });
    const keys = [...result.transaction.message.accountKeys, treasury, reference];
    expect(result.meta.preBalances).toHaveLength(keys.length);
    expect(result.meta.postBalances[keys.indexOf(treasury)] - result.meta.preBalances[keys.indexOf(treasury)]).toBe(3_000_000_000);
    const [instruction] = result.transaction.message.instructions;
    expect(instruction.accounts.map((index) => keys[index])).toEqual([demo.address, treasury, reference]);

    const parsed = await rpc('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]);
    expect(parsed.transaction.message.accountKeys.slice(-2)).toEqual([
      { pubkey: treasury, signer: false, source: 'lookupTable', writable: true },
      { pubkey: reference, signer: false, source: 'lookupTable', writable: false },
    ]);
    expect(parsed.transaction.message.instructions[0].parsed).toEqual({ type: 'transfer', info: { source: demo.address, destination: treasury, lamports: 3_000_000_000 } });
    expect((await rpc('getSignaturesForAddress', [reference])).map((entry) => entry.signature)).toEqual([signature]);
    expect((await rpc('getSignaturesForAddress', [treasury, { limit: 1 }]))[0].signature).toBe(signature);
  });
});
