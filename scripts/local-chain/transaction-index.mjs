// What a validator's ledger keeps of landed transactions (successful or failed): records by signature,
// an index by account (loaded lookup-table keys included) for getSignaturesForAddress, and the
// confirmed → finalized progression (held on demand by the localnet_* control methods).

/** Binary search: index of the first record in `list` (ascending `seq`) with seq ≥ `seq`. */
function firstAtOrAfter(list, seq) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle].seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class TransactionIndex {
  /** @param {{ finalizationDelayMs: number, now: () => number }} options */
  constructor({ finalizationDelayMs, now }) {
    this.now = now;
    this.finalizationDelayMs = finalizationDelayMs;
    this.finalizationHeld = false;
    /** signature → record */
    this.records = new Map();
    /** address → records touching it, oldest first */
    this.byAddress = new Map();
    /** landed, not yet finalized, oldest first */
    this.pending = [];
    this.seq = 0;
  }

  /** Adds a record to the signature map and to the index of every account it touched. */
  index(record) {
    this.seq = Math.max(this.seq, record.seq);
    this.records.set(record.signature, record);
    for (const key of new Set(record.allKeys)) {
      if (!this.byAddress.has(key)) this.byAddress.set(key, []);
      this.byAddress.get(key).push(record);
    }
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

  /**
   * Records touching `address`, newest first: those older than `before` and newer than `until`
   * (signatures), finalized ones only when asked, at most `limit`.
   */
  signaturesFor(address, { before, until, limit = 1000, finalizedOnly = false } = {}) {
    const list = this.byAddress.get(address) ?? [];
    const beforeRecord = before === undefined ? null : this.records.get(before);
    if (before !== undefined && !beforeRecord) return [];
    const untilSeq = until === undefined ? 0 : (this.records.get(until)?.seq ?? 0);
    const found = [];
    for (let index = (beforeRecord ? firstAtOrAfter(list, beforeRecord.seq) : list.length) - 1; index >= 0 && found.length < limit; index -= 1) {
      const record = list[index];
      if (record.seq <= untilSeq) break;
      if (!finalizedOnly || record.finalized) found.push(record);
    }
    return found;
  }
}
