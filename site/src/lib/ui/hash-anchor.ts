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
  // Content above pushes the target down; content below (a list loaded late) lets the page scroll far
  // enough to bring it to the top at last: either way, scroll to it again (scroll-margin keeps it clear
  // of the fixed navigation). Scrolling to where the page already is moves nothing.
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start', behavior: 'instant' }));
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
