// Animates a number toward a target with ease-out (the tracker's raised amount, 2 s per update).

/** Cubic ease-out: fast start, gentle landing. */
export const easeOutCubic = (t: number) => 1 - Math.pow(1 - Math.min(Math.max(t, 0), 1), 3);

/** The value at `elapsedMs` of an animation from `from` to `to` lasting `durationMs`. */
export function tweenValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeOutCubic(elapsedMs / durationMs);
}
