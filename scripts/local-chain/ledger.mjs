// The local chain's state: a litesvm runtime plus what a validator's ledger would keep — every landed
// transaction (successful or failed) with its slot, block time and metadata, an index by account, and
// the confirmed → finalized progression.
import { Clock, LiteSVM } from 'litesvm';
import { address as toAddress, getBase58Decoder } from '@solana/kit';
import { ChainClock, randomHash } from './chain-clock.mjs';
import { transactionErrorToJson, transactionErrorMessage } from './transaction-errors.mjs';
import { decodeWireTransaction, feeForMessage } from './transaction-view.mjs';

const base58 = getBase58Decoder();

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

export class Ledger {
  /** @param {{ finalizationDelayMs: number, now?: () => number }} options */
  constructor({ finalizationDelayMs, now = Date.now }) {
    // Blockhash ages are checked here (ChainClock) so that blockhashes rotate like on a cluster.
    this.svm = new LiteSVM().withBlockhashCheck(false);
    this.now = now;
    this.clock = new ChainClock({ baseSlot: this.svm.getClock().slot, now });
    this.genesisHash = randomHash();
    this.finalizationDelayMs = finalizationDelayMs;
    this.finalizationHeld = false;
    /** signature → record */
    this.records = new Map();
    /** address → signatures, oldest first */
    this.byAddress = new Map();
    this.pending = [];
  }

  balance(address) {
    return Number(this.svm.getBalance(toAddress(address)) ?? 0n);
  }

  /** Writes lamports into an account outside any transaction (genesis funding of the faucet). */
  mint(address, lamports) {
    this.svm.setAccount({ address, lamports, data: new Uint8Array(), programAddress: '11111111111111111111111111111111', executable: false });
  }

  /**
   * Runs a transaction without committing it.
   * @returns {{ err: unknown, logs: string[], unitsConsumed: number }}
   */
  simulate(transaction, { sigVerify }) {
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
    if (!replacementBlockhash && !this.clock.isBlockhashValid(transaction.message.lifetimeToken)) {
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
    const rejection = this.records.has(signature)
      ? 'AlreadyProcessed'
      : this.clock.isBlockhashValid(transaction.message.lifetimeToken) ? null : 'BlockhashNotFound';
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

  land(transaction) {
    const { accountKeys, message, signatures } = transaction;
    const slot = this.clock.openTransactionSlot();
    const blockTime = Math.floor(this.now() / 1000);
    const clock = this.svm.getClock();
    this.svm.warpToSlot(BigInt(slot));
    const epoch = BigInt(slot) / this.svm.getEpochSchedule().slotsPerEpoch;
    this.svm.setClock(new Clock(BigInt(slot), clock.epochStartTimestamp, epoch, epoch, BigInt(blockTime)));

    const preBalances = accountKeys.map((key) => this.balance(key));
    const result = this.execute(this.svm.inner, transaction, 'send');
    const failed = typeof result.err === 'function';
    const meta = failed ? result.meta() : result;
    const postBalances = accountKeys.map((key) => this.balance(key));
    // Errors before execution (signature, fee payer, blockhash) charge nothing: those never land.
    if (failed && postBalances[0] >= preBalances[0]) {
      if (transactionErrorToJson(result.err()) === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
      return null;
    }
    const feeMatch = /fee: (\d+)/.exec(meta.toString());
    const record = {
      signature: signatures[0],
      signatures,
      slot,
      blockTime,
      landedAt: this.now(),
      finalized: false,
      wire: transaction.wire,
      message,
      accountKeys,
      err: failed ? transactionErrorToJson(result.err()) : null,
      fee: feeMatch ? Number(feeMatch[1]) : Number(feeForMessage(message)),
      preBalances,
      postBalances,
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
      rawInnerInstructions: collectInnerInstructions(meta.innerInstructions()),
    };
    record.innerInstructions = record.rawInnerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((inner) => ({ ...inner, data: base58.decode(inner.data) })),
    }));
    this.records.set(record.signature, record);
    for (const key of new Set(accountKeys)) {
      if (!this.byAddress.has(key)) this.byAddress.set(key, []);
      this.byAddress.get(key).push(record.signature);
    }
    this.pending.push(record);
    this.clock.countLanded();
    return record;
  }

  /** Marks as finalized what has waited `finalizationDelayMs`, unless finalization is held. */
  settle() {
    if (this.finalizationHeld) return;
    const cutoff = this.now() - this.finalizationDelayMs;
    while (this.pending.length > 0 && this.pending[0].landedAt <= cutoff) this.pending.shift().finalized = true;
  }

  /** Keeps every transaction landing from now on (and any not yet finalized) at 'confirmed'. */
  holdFinalization() {
    this.settle();
    this.finalizationHeld = true;
  }

  /** Lets finalization resume and finalizes everything pending at once. */
  releaseFinalization() {
    this.finalizationHeld = false;
    for (const record of this.pending) record.finalized = true;
    this.pending = [];
  }

  /** A stored transaction, or undefined. Call `settle()` first for a current `finalized`. */
  get(signature) {
    return this.records.get(signature);
  }

  /** Signatures touching `address`, newest first. */
  signaturesFor(address) {
    return [...(this.byAddress.get(address) ?? [])].reverse().map((signature) => this.records.get(signature));
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
