// The worker isolate's own CPU in a V8 CPU profile of it (inspector-session.mjs records one around a run
// of requests). workerd holds V8's isolate lock only while the isolate works (JS, the runtime calls it
// makes, its GC), and V8 drops a tick that finds the isolate unlocked: samples exist only while the
// isolate works, and waits for I/O (D1, fetches, the client) leave none. Each sample therefore stands
// for one period of the sampler, whose real spacing is longer than the interval asked for (the sampler
// thread wakes late on a busy machine): the period is read from the profile itself, as the usual gap
// between two samples of one stretch of work.

/** A gap up to this many sampling intervals is two ticks of one stretch of work; a longer one spans a wait. */
export const SAME_STRETCH_INTERVALS = 2.5;
/** Fewer gaps than this within stretches, and the period falls back to the interval asked for. */
export const MIN_PERIOD_GAPS = 10;

/** The V8 pseudo-nodes: time the isolate held no JS frame (idle, runtime code, garbage collection). */
const KIND_BY_FUNCTION = { '(idle)': 'idle', '(program)': 'program', '(garbage collector)': 'gc', '(root)': 'program' };

/** What a profile node's sample counts as: `idle`, `program` (runtime code without JS frames), `gc` or `javascript`. */
export function sampleKind(node) {
  return KIND_BY_FUNCTION[node.callFrame.functionName] ?? 'javascript';
}

/** The sampler's real period in microseconds: the median gap between two samples of one stretch of work. */
export function samplePeriodUs(profile, intervalUs) {
  const gaps = profile.timeDeltas.filter((gap) => gap > 0 && gap <= intervalUs * SAME_STRETCH_INTERVALS).sort((a, b) => a - b);
  if (gaps.length < MIN_PERIOD_GAPS) return intervalUs;
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * The isolate's CPU in a profile: every sample but `(idle)` counts for one sampler period. `(program)`
 * (the runtime's own code while the isolate is locked: request and response plumbing, crypto, JSON) and
 * `(garbage collector)` stay in: on Workers both are the isolate's billed CPU.
 * @returns {{ ms: number, samples: number, periodUs: number, byKind: { javascript: number, program: number, gc: number } }} (byKind in ms)
 */
export function isolateCpu(profile, intervalUs) {
  const periodUs = samplePeriodUs(profile, intervalUs);
  const kindById = new Map(profile.nodes.map((node) => [node.id, sampleKind(node)]));
  const counts = { javascript: 0, program: 0, gc: 0 };
  for (const id of profile.samples) {
    const kind = kindById.get(id);
    if (kind && kind !== 'idle') counts[kind] += 1;
  }
  const samples = counts.javascript + counts.program + counts.gc;
  const ms = (count) => (count * periodUs) / 1000;
  return { ms: ms(samples), samples, periodUs, byKind: { javascript: ms(counts.javascript), program: ms(counts.program), gc: ms(counts.gc) } };
}
