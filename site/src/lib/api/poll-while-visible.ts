// Polling that pauses in a hidden tab: a background tab costs the server nothing, and the numbers
// are fresh again the moment the tab comes back.

/** Runs `task` now and every `intervalMs` while the page is visible; returns the stop function. */
export function pollWhileVisible(task: () => unknown, intervalMs: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.hidden) return;
    void task();
    timer = setInterval(task, intervalMs);
  };
  document.addEventListener('visibilitychange', sync);
  sync();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', sync);
  };
}
