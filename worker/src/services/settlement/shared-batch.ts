// Lets the credits the watcher settles together share one D1 batch (one round trip, one of the
// invocation's D1 calls) instead of one each. Each settlement of a group hands its credit's statements
// to run(); once every member is either waiting there or done, the statements of all run as one batch,
// in chain order, and each member gets its own results back. A batch is one transaction: when it
// fails (a UNIQUE refusal because a claim credited one of the payments meanwhile), nothing of it was
// written, and each member's statements then run alone, in order, exactly as if never grouped.

/** A member's share of the group's batch. */
export type SharedBatch = (statements: D1PreparedStatement[]) => Promise<D1Result[]>;

interface Waiting {
  order: number;
  statements: D1PreparedStatement[];
  resolve: (results: D1Result[]) => void;
  reject: (error: unknown) => void;
}

export interface BatchGroup {
  /** The batch function of member `order` (its place in chain order). */
  member(order: number): SharedBatch;
  /** One member finished (with or without a batch); call it in a `finally`. */
  done(): void;
}

/** A group of `members` settlements on `db`. Every member must call done() once, or the group waits forever. */
export function batchGroup(db: D1Database, members: number): BatchGroup {
  let active = members;
  let waiting: Waiting[] = [];

  async function flush(group: Waiting[]) {
    group.sort((a, b) => a.order - b.order);
    if (group.length === 1) {
      const [only] = group;
      return db.batch(only!.statements).then(only!.resolve, only!.reject);
    }
    try {
      const results = await db.batch(group.flatMap((item) => item.statements));
      let offset = 0;
      for (const item of group) {
        item.resolve(results.slice(offset, offset + item.statements.length));
        offset += item.statements.length;
      }
    } catch {
      // Rolled back whole: each credit alone, in chain order, meets the refusal (or not) by itself.
      for (const item of group) await db.batch(item.statements).then(item.resolve, item.reject);
    }
  }

  const maybeFlush = () => {
    if (waiting.length === 0 || waiting.length < active) return;
    const group = waiting;
    waiting = [];
    void flush(group);
  };

  return {
    member: (order) => (statements) =>
      new Promise<D1Result[]>((resolve, reject) => {
        // The member stays active until done(), so others wait for it while it works between batches.
        waiting.push({ order, statements, resolve, reject });
        maybeFlush();
      }),
    done() {
      active -= 1;
      maybeFlush();
    },
  };
}
