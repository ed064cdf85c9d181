// `getRecentPrioritizationFees` of the local chain: per recent slot, the lowest compute-unit price
// (micro-lamports) a landed transaction paid, overall and per account it write-locked, as a node's
// prioritization fee cache keeps them for the last 150 blocks.
const CACHED_SLOTS = 150;

export class PrioritizationFees {
  constructor() {
    /** slot → { min: bigint, byAccount: Map<string, bigint> } */
    this.bySlot = new Map();
  }

  /** Counts a landed transaction paying `price` micro-lamports per unit, write-locking `accounts`. */
  add(slot, price, accounts) {
    let entry = this.bySlot.get(slot);
    if (!entry) {
      entry = { min: price, byAccount: new Map() };
      this.bySlot.set(slot, entry);
      for (const cached of this.bySlot.keys()) if (cached <= slot - CACHED_SLOTS) this.bySlot.delete(cached);
    }
    if (price < entry.min) entry.min = price;
    for (const account of accounts) {
      const current = entry.byAccount.get(account);
      if (current === undefined || price < current) entry.byAccount.set(account, price);
    }
  }

  /**
   * One `{ slot, prioritizationFee }` per slot of the last 150, oldest first. With `accounts`, a
   * slot's fee is the highest of those accounts' lowest prices (what it took to write-lock them).
   * @param {number} currentSlot
   * @param {string[]} accounts
   * @param {number} genesisSlot no slot before it is reported
   */
  recent(currentSlot, accounts = [], genesisSlot = 0) {
    const fees = [];
    for (let slot = Math.max(genesisSlot, currentSlot - CACHED_SLOTS + 1); slot <= currentSlot; slot += 1) {
      const entry = this.bySlot.get(slot);
      let fee = 0n;
      if (entry && accounts.length === 0) fee = entry.min;
      for (const account of entry ? accounts : []) {
        const price = entry.byAccount.get(account) ?? 0n;
        if (price > fee) fee = price;
      }
      fees.push({ slot, prioritizationFee: Number(fee) });
    }
    return fees;
  }
}
