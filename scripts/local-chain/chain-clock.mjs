// Slots, block height, blockhashes and performance samples of the local chain, kept like a real
// cluster's: slots pass with wall-clock time (one every 400 ms) and every landed transaction opens a
// slot of its own; a blockhash stays valid for 150 blocks.
import { getBase58Decoder } from '@solana/kit';

export const SLOT_MS = 400;
const BLOCKHASH_VALIDITY_BLOCKS = 150;
const SAMPLE_PERIOD_SECS = 60;

/** A random 32-byte value in base58, the form of blockhashes and genesis hashes. */
export function randomHash() {
  return getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
}

export class ChainClock {
  /**
   * @param {{ baseSlot: bigint, now?: () => number }} options baseSlot is the genesis slot of the runtime.
   */
  constructor({ baseSlot, now = Date.now }) {
    this.now = now;
    this.startMs = now();
    this.baseSlot = Number(baseSlot);
    /** Slots opened by transactions, with when they were opened (ms), oldest first. */
    this.transactionSlots = [];
    /** When each landed transaction landed (ms): what performance samples count. */
    this.landedAt = [];
    /** blockhash → last valid block height */
    this.blockhashes = new Map();
    this.latest = null;
  }

  /** The slot at `atMs` (default now). */
  slot(atMs = this.now()) {
    const elapsedSlots = Math.floor(Math.max(0, atMs - this.startMs) / SLOT_MS);
    const transactionSlots = this.transactionSlots.filter((openedAt) => openedAt <= atMs).length;
    return this.baseSlot + elapsedSlots + transactionSlots;
  }

  /** Every slot has a block locally, so the block height counts the slots since genesis. */
  blockHeight() {
    return this.slot() - this.baseSlot;
  }

  /** Opens the slot a transaction lands in and returns it. */
  openTransactionSlot() {
    this.transactionSlots.push(this.now());
    return this.slot();
  }

  /** Counts a transaction that landed (a dropped one opened a slot but is not counted). */
  countLanded() {
    this.landedAt.push(this.now());
  }

  /** The newest blockhash: a new one for every slot, like a cluster producing blocks. */
  latestBlockhash() {
    const slot = this.slot();
    if (this.latest?.slot !== slot) {
      const height = this.blockHeight();
      for (const [hash, lastValid] of this.blockhashes) if (lastValid < height) this.blockhashes.delete(hash);
      this.latest = { slot, blockhash: randomHash(), lastValidBlockHeight: height + BLOCKHASH_VALIDITY_BLOCKS };
      this.blockhashes.set(this.latest.blockhash, this.latest.lastValidBlockHeight);
    }
    return { blockhash: this.latest.blockhash, lastValidBlockHeight: this.latest.lastValidBlockHeight };
  }

  /** Whether a transaction with this blockhash may still land. */
  isBlockhashValid(blockhash) {
    const lastValid = this.blockhashes.get(blockhash);
    return lastValid !== undefined && lastValid >= this.blockHeight();
  }

  /**
   * `getRecentPerformanceSamples`: one sample per completed 60 s window since start, newest first,
   * counted from the transactions that really landed. Before the first window completes, the
   * running window is reported with its true (shorter, at least 1 s) period so rates stay honest.
   */
  performanceSamples(limit = 720) {
    const now = this.now();
    const periodMs = SAMPLE_PERIOD_SECS * 1000;
    const completed = Math.floor((now - this.startMs) / periodMs);
    const windows = [];
    for (let index = completed - 1; index >= 0 && windows.length < limit; index -= 1) {
      windows.push({ from: this.startMs + index * periodMs, to: this.startMs + (index + 1) * periodMs });
    }
    if (windows.length === 0) windows.push({ from: this.startMs, to: now });
    return windows.map(({ from, to }) => {
      const transactions = this.landedAt.filter((openedAt) => openedAt > from && openedAt <= to).length;
      return {
        slot: this.slot(to),
        numTransactions: transactions,
        numNonVoteTransactions: transactions,
        numSlots: this.slot(to) - this.slot(from),
        samplePeriodSecs: Math.max(1, Math.round((to - from) / 1000)),
      };
    });
  }
}
