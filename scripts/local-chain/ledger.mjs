// The local chain's state: a litesvm runtime that runs transactions as a validator would (preflight,
// landing with full metadata, durable nonces, lookup tables), the transaction index it feeds
// (transaction-index.mjs), and, when it has a journal, the memory of all of it across restarts.
import { Clock, LiteSVM } from 'litesvm';
import { address as toAddress, getAddressDecoder, getAddressEncoder } from '@solana/kit';
import { ChainClock, randomHash } from './chain-clock.mjs';
import { decodeAccount, decodeRecord, encodeAccount, encodeRecord } from './journal.mjs';
import { PrioritizationFees } from './prioritization-fees.mjs';
import { TransactionIndex } from './transaction-index.mjs';
import { createWorkQueue } from './work-queue.mjs';
import { TOKEN_PROGRAMS, tokenBalances } from './token-state.mjs';
import { accountFlags, loadedAddressesOf, usesCurrentNonce } from './transaction-accounts.mjs';
import { transactionErrorToJson, transactionErrorMessage } from './transaction-errors.mjs';
import { computeUnitPriceOf, decodeWireTransaction, feeForMessage } from './transaction-view.mjs';

const addressEncoder = getAddressEncoder();
const addressDecoder = getAddressDecoder();
const EMPTY = new Uint8Array();

/** A JSON-RPC error with the code and data a Solana node would answer. */
export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The -32002 error of a failed preflight, with the simulation's logs like a node sends them. */
export function preflightFailure(err, logs = [], unitsConsumed = 0) {
  return new RpcError(-32002, `Transaction simulation failed: ${transactionErrorMessage(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  });
}

export class Ledger extends TransactionIndex {
  /**
   * A new chain, or the one `journal` remembers (replayed at once).
   * @param {{ finalizationDelayMs: number, now?: () => number, journal?: import('./journal.mjs').Journal | null, blockhashValidityBlocks?: number }} options
   */
  constructor({ finalizationDelayMs, now = Date.now, journal = null, blockhashValidityBlocks }) {
    super({ finalizationDelayMs, now });
    // Blockhash ages are checked here (ChainClock) so that blockhashes rotate like on a cluster.
    this.svm = new LiteSVM().withBlockhashCheck(false);
    this.journal = journal;
    this.fresh = !journal?.genesis;
    this.genesis = journal?.genesis ?? {
      genesisHash: randomHash(),
      genesisMs: now(),
      baseSlot: Number(this.svm.getClock().slot),
      faucetSeed: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'),
    };
    this.genesisHash = this.genesis.genesisHash;
    this.runtimeSlot = null;
    /** Serializes landings one per event-loop turn (work-queue.mjs). */
    this.queue = createWorkQueue();
    /** How many times the runtime's own blockhash (the source of durable nonces) moved on. */
    this.nonceRotations = 0;
    this.fees = new PrioritizationFees();
    const entries = journal?.entries ?? [];
    const lastSlot = entries.reduce((slot, entry) => (entry.kind === 'transaction' ? Math.max(slot, entry.record.slot) : slot), 0);
    this.clock = new ChainClock({ ...this.genesis, minSlot: lastSlot + 1, now, validityBlocks: blockhashValidityBlocks });
    if (this.fresh) journal?.start(this.genesis);
    else this.replay(entries);
  }

  /** Rebuilds accounts and records from journal lines (the runtime is fresh). */
  replay(entries) {
    let rotations = 0;
    for (const entry of entries) {
      for (const saved of entry.accounts ?? []) this.svm.setAccount(decodeAccount(saved));
      if (entry.kind !== 'transaction') continue;
      const transaction = decodeWireTransaction(decodeRecord(entry.record).wire);
      const record = { ...decodeRecord(entry.record), ...this.derived(transaction, entry.record.loadedAddresses), finalized: true };
      this.index(record);
      this.clock.countLanded(record.landedAt);
      rotations = Math.max(rotations, entry.nonceRotations ?? 0);
    }
    // The runtime's blockhash sequence is deterministic: move it past every nonce already stored.
    for (let turn = 0; turn <= rotations; turn += 1) this.svm.expireBlockhash();
    this.nonceRotations = rotations + 1;
  }

  balance(address) {
    return Number(this.svm.getBalance(toAddress(address)) ?? 0n);
  }

  /** An account as kit encodes it; an account without lamports does not exist, as on a cluster. */
  account(address) {
    const account = this.svm.getAccount(toAddress(address));
    return account.exists && account.lamports > 0n ? account : { exists: false, address };
  }

  /** Reads accounts cheaply for token balances: data only for accounts a token program owns. */
  tokenReader() {
    const cache = new Map();
    return (address) => {
      if (!cache.has(address)) {
        const inner = this.svm.inner.getAccount(addressEncoder.encode(address));
        const programAddress = inner ? addressDecoder.decode(inner.owner()) : null;
        cache.set(address, inner ? { exists: true, programAddress, data: TOKEN_PROGRAMS.has(programAddress) ? inner.data() : EMPTY } : { exists: false });
      }
      return cache.get(address);
    };
  }

  /** Writes accounts outside any transaction (genesis), and journals them. */
  writeAccounts(accounts) {
    for (const account of accounts) this.svm.setAccount(account);
    this.journal?.append({ kind: 'accounts', accounts: accounts.map((account) => encodeAccount(account.address, { exists: true, ...account })) });
  }

  /** Genesis lamports for a system account. */
  mint(address, lamports) {
    this.writeAccounts([{ address, lamports, data: EMPTY, programAddress: '11111111111111111111111111111111', executable: false }]);
  }

  /** Brings the runtime's clock, SlotHashes and nonce source up to the current slot. */
  syncRuntime() {
    const slot = this.clock.slot();
    if (slot === this.runtimeSlot) return slot;
    const previous = this.svm.getClock();
    this.svm.warpToSlot(BigInt(slot));
    const epoch = BigInt(slot) / this.svm.getEpochSchedule().slotsPerEpoch;
    const unixTimestamp = BigInt(Math.floor(this.clock.slotStartMs(slot) / 1000));
    this.svm.setClock(new Clock(BigInt(slot), previous.epochStartTimestamp, epoch, epoch, unixTimestamp));
    // Lookup tables are created from a recent slot, which must be in SlotHashes.
    this.svm.setSlotHashes(this.clock.slotHashes(slot));
    this.svm.expireBlockhash();
    this.nonceRotations += 1;
    this.runtimeSlot = slot;
    return slot;
  }

  /** Whether `message` may land now: its blockhash is under 150 blocks old, or it uses its durable nonce. */
  isLifetimeValid(message) {
    return this.clock.isBlockhashValid(message.lifetimeToken) || usesCurrentNonce(message, (address) => this.account(address));
  }

  /**
   * Runs a transaction without committing it.
   * @returns {{ err: unknown, logs: string[], unitsConsumed: number }}
   */
  simulate(transaction, { sigVerify }) {
    this.syncRuntime();
    const inner = this.svm.inner;
    const previous = inner.getSigverify();
    inner.setSigverify(sigVerify);
    try {
      const result = this.execute(inner, transaction, 'simulate');
      const failed = typeof result.err === 'function';
      const meta = result.meta();
      return { err: failed ? transactionErrorToJson(result.err()) : null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
    } finally {
      inner.setSigverify(previous);
    }
  }

  /** `simulateTransaction`: the value object of the response, for signed or unsigned transactions. */
  simulateEncoded(wire, config, context) {
    let transaction;
    try {
      transaction = decodeWireTransaction(wire);
    } catch (error) {
      throw new RpcError(-32602, `invalid transaction: failed to deserialize: ${error.message}`);
    }
    const sigVerify = config.sigVerify === true;
    if (sigVerify && config.replaceRecentBlockhash) throw new RpcError(-32602, 'sigVerify may not be used with replaceRecentBlockhash');
    const replacementBlockhash = config.replaceRecentBlockhash ? this.clock.latestBlockhash() : null;
    const value = { accounts: null, innerInstructions: null, returnData: null, replacementBlockhash };
    if (!replacementBlockhash && !this.isLifetimeValid(transaction.message)) {
      return { context, value: { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, ...value } };
    }
    const { err, logs, unitsConsumed } = this.simulate(transaction, { sigVerify });
    return { context, value: { err, logs, unitsConsumed, ...value } };
  }

  execute(inner, transaction, mode) {
    const legacy = transaction.message.version === 'legacy';
    if (mode === 'simulate') return legacy ? inner.simulateLegacyTransaction(transaction.wire) : inner.simulateVersionedTransaction(transaction.wire);
    return legacy ? inner.sendLegacyTransaction(transaction.wire) : inner.sendVersionedTransaction(transaction.wire);
  }

  /** `submit` through the work queue: resolves once the transaction was refused or landed. */
  submitQueued(wire, options) {
    return this.queue(() => this.submit(wire, options));
  }

  /**
   * `sendTransaction`: preflight unless skipped, then lands the transaction. A transaction that
   * fails while executing still lands (fee charged, meta.err set), as on a cluster.
   * @param {Uint8Array} wire
   * @returns {string} the signature
   */
  submit(wire, { skipPreflight = false } = {}) {
    let transaction;
    try {
      transaction = decodeWireTransaction(wire);
    } catch (error) {
      throw new RpcError(-32602, `invalid transaction: failed to deserialize: ${error.message}`);
    }
    if (!transaction.signed) throw new RpcError(-32003, 'Transaction signature verification failure');
    const [signature] = transaction.signatures;
    const rejection = this.records.has(signature) ? 'AlreadyProcessed' : this.isLifetimeValid(transaction.message) ? null : 'BlockhashNotFound';
    if (rejection) {
      // Skipping preflight, the node accepts it and the cluster drops it: it never lands.
      if (skipPreflight) return signature;
      throw preflightFailure(rejection);
    }
    if (!skipPreflight) {
      const simulation = this.simulate(transaction, { sigVerify: true });
      // Nodes verify signatures before simulating, so a bad signature is never a simulation failure.
      if (simulation.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
      if (simulation.err !== null) throw preflightFailure(simulation.err, simulation.logs, simulation.unitsConsumed);
    }
    this.land(transaction);
    return signature;
  }

  /** What a record derives from its transaction: the message, static keys and every key. */
  derived(transaction, loadedAddresses) {
    const flags = accountFlags(transaction.message, loadedAddresses);
    return { message: transaction.message, accountKeys: transaction.accountKeys, allKeys: flags.map((flag) => flag.pubkey), flags, loadedAddresses };
  }

  land(transaction) {
    const slot = this.syncRuntime();
    const reader = this.tokenReader();
    const loadedAddresses = loadedAddressesOf(transaction.message, (address) => this.account(address));
    const derived = this.derived(transaction, loadedAddresses);
    const preBalances = derived.allKeys.map((key) => this.balance(key));
    const preTokenBalances = tokenBalances(derived.allKeys, reader);
    const result = this.execute(this.svm.inner, transaction, 'send');
    const failed = typeof result.err === 'function';
    const meta = failed ? result.meta() : result;
    const postBalances = derived.allKeys.map((key) => this.balance(key));
    // Errors before execution (signature, fee payer, blockhash, lookup table) charge nothing: those never land.
    if (failed && postBalances[0] >= preBalances[0]) {
      if (transactionErrorToJson(result.err()) === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
      return null;
    }
    const feeMatch = /fee: (\d+)/.exec(meta.toString());
    this.seq += 1;
    const record = {
      seq: this.seq,
      signature: transaction.signatures[0],
      signatures: transaction.signatures,
      slot,
      blockTime: Math.floor(this.clock.slotStartMs(slot) / 1000),
      landedAt: this.now(),
      finalized: false,
      wire: transaction.wire,
      ...derived,
      err: failed ? transactionErrorToJson(result.err()) : null,
      fee: feeMatch ? Number(feeMatch[1]) : Number(feeForMessage(transaction.message)),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(derived.allKeys, this.tokenReader()),
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
      rawInnerInstructions: collectInnerInstructions(meta.innerInstructions()),
    };
    this.index(record);
    this.pending.push(record);
    this.clock.countLanded(record.landedAt);
    this.fees.add(slot, computeUnitPriceOf(transaction.message), derived.flags.filter((flag) => flag.writable).map((flag) => flag.pubkey));
    if (this.journal) {
      // Journaled before the answer goes out: an acknowledged transaction survives a restart.
      const written = derived.flags.filter((flag) => flag.writable).map((flag) => encodeAccount(flag.pubkey, this.svm.getAccount(toAddress(flag.pubkey))));
      this.journal.append({ kind: 'transaction', record: encodeRecord(record), accounts: written, nonceRotations: this.nonceRotations });
    }
    return record;
  }
}

/** Inner instructions per top-level instruction (CPI calls), raw bytes, empty ones left out. */
function collectInnerInstructions(perInstruction) {
  return perInstruction
    .map((inner, index) => ({
      index,
      instructions: inner.map((item) => {
        const compiled = item.instruction();
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: compiled.data(),
          stackHeight: item.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}
