// Keeps the element a link pointed at (/ledger#distribution) under the sticky navigation while content
// above it is still arriving: the browser scrolls to the target once, at load, and figures and rows that
// render later push it down. Until the visitor scrolls, types or touches, each layout change brings the
// target back; after `settleMs` the page is left alone.

/** Events that mean the visitor is moving the page themselves. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts keeping `location.hash`'s target in view; returns a stop function. Does nothing without a hash target. */
export function keepHashTargetInView(settleMs = 5_000): () => void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return () => {};
  let last = target.getBoundingClientRect().top + window.scrollY;
  const observer = new ResizeObserver(() => {
    const top = target.getBoundingClientRect().top + window.scrollY;
    // Scroll only when the target moved (scroll-margin keeps it clear of the sticky navigation).
    if (Math.abs(top - last) > 1) target.scrollIntoView({ block: 'start' });
    last = top;
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of VISITOR_MOVES) window.removeEventListener(event, stop);
  };
  observer.observe(document.body);
  for (const event of VISITOR_MOVES) window.addEventListener(event, stop, { once: true, passive: true });
  const timer = setTimeout(stop, settleMs);
  return stop;
}
