// Slots, block height, blockhashes and performance samples of the local chain, kept like a real
// cluster's: a slot passes every 400 ms of wall-clock time and holds a block with any number of
// transactions; each slot has its own blockhash, valid for 150 blocks (about a minute) however many
// transactions land meanwhile. Tests that wait for a blockhash to expire may shorten that validity.
import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

export const SLOT_MS = 400;
export const BLOCKHASH_VALIDITY_BLOCKS = 150;
/** Entries of the SlotHashes sysvar a cluster keeps. */
const SLOT_HASHES_KEPT = 512;
const SAMPLE_PERIOD_SECS = 60;

const base58 = getBase58Decoder();

/** A random 32-byte value in base58, the form of blockhashes and genesis hashes. */
export function randomHash() {
  return base58.decode(crypto.getRandomValues(new Uint8Array(32)));
}

/** Index of the first item of the sorted `values` greater than `target`. */
function upperBound(values, target) {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class ChainClock {
  /**
   * @param {{ baseSlot: number, genesisMs: number, genesisHash: string, startMs?: number, minSlot?: number, now?: () => number, validityBlocks?: number }} options
   *   baseSlot is the genesis slot, genesisMs its wall-clock time; a restarted chain passes the
   *   first slot it may use (`minSlot`), so a wall clock set back never makes a slot repeat.
   *   `validityBlocks` (default 150, a cluster's) is shortened only by tests that wait for expiry.
   */
  constructor({ baseSlot, genesisMs, genesisHash, startMs, minSlot = 0, now = Date.now, validityBlocks = BLOCKHASH_VALIDITY_BLOCKS }) {
    this.now = now;
    this.validityBlocks = validityBlocks;
    this.baseSlot = baseSlot;
    this.genesisHash = genesisHash;
    this.startMs = startMs ?? now();
    // Slot zero's time, moved back when the wall clock went back so slots keep increasing.
    this.originMs = Math.min(genesisMs, this.startMs - (minSlot - baseSlot) * SLOT_MS);
    /** When each landed transaction landed (ms), ascending: what performance samples count. */
    this.landedAt = [];
    /** blockhash → slot, for the recent slots whose blockhash was handed out or may still be used */
    this.issued = new Map();
    this.hashCache = new Map();
    for (let slot = this.slot() - this.validityBlocks; slot <= this.slot(); slot += 1) this.issued.set(this.blockhashOf(slot), slot);
  }

  /** The slot at `atMs` (default now). */
  slot(atMs = this.now()) {
    return this.baseSlot + Math.max(0, Math.floor((atMs - this.originMs) / SLOT_MS));
  }

  /** When `slot` began (ms). */
  slotStartMs(slot) {
    return this.originMs + (slot - this.baseSlot) * SLOT_MS;
  }

  /** Every slot has a block locally, so the block height counts the slots since genesis. */
  blockHeight(slot = this.slot()) {
    return slot - this.baseSlot;
  }

  /** The blockhash of `slot`: derived from the genesis hash, so it is the same after a restart. */
  blockhashOf(slot) {
    let hash = this.hashCache.get(slot);
    if (!hash) {
      hash = base58.decode(createHash('sha256').update(`${this.genesisHash}:${slot}`).digest());
      if (this.hashCache.size > 2 * SLOT_HASHES_KEPT) this.hashCache.clear();
      this.hashCache.set(slot, hash);
    }
    return hash;
  }

  /** The newest blockhash and the last block height at which it may land. */
  latestBlockhash() {
    const slot = this.slot();
    const blockhash = this.blockhashOf(slot);
    if (!this.issued.has(blockhash)) {
      if (this.issued.size > 4 * this.validityBlocks) {
        for (const [hash, issuedAt] of this.issued) if (slot - issuedAt > this.validityBlocks) this.issued.delete(hash);
      }
      this.issued.set(blockhash, slot);
    }
    return { blockhash, lastValidBlockHeight: this.blockHeight(slot) + this.validityBlocks };
  }

  /** Whether a transaction with this blockhash may still land: at most `validityBlocks` (150) blocks old. */
  isBlockhashValid(blockhash) {
    const issuedAt = this.issued.get(blockhash);
    return issuedAt !== undefined && this.slot() - issuedAt <= this.validityBlocks;
  }

  /** The SlotHashes sysvar at `slot`: the newest 512 slots with their hashes, newest first. */
  slotHashes(slot = this.slot()) {
    const entries = [];
    for (let at = slot; at >= Math.max(this.baseSlot, slot - SLOT_HASHES_KEPT + 1); at -= 1) entries.push({ slot: BigInt(at), hash: this.blockhashOf(at) });
    return entries;
  }

  /** Counts a transaction that landed at `atMs` (a dropped one is not counted). */
  countLanded(atMs = this.now()) {
    this.landedAt.push(atMs);
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
      const transactions = upperBound(this.landedAt, to) - upperBound(this.landedAt, from);
      return {
        slot: this.slot(to),
        numTransactions: transactions,
        numNonVoteTransactions: transactions,
        numSlots: Math.max(1, this.slot(to) - this.slot(from)),
        samplePeriodSecs: Math.max(1, Math.round((to - from) / 1000)),
      };
    });
  }
}
