// Confetti when $wallet raises showConfetti: 80 particles for 4000 ms, loaded only
// when raised, never under prefers-reduced-motion; the flag drops when the burst is over.
import { TIMINGS } from '@core/sale-config';
import { $wallet, setConfetti } from '../../stores/wallet';

/** Follows $wallet.showConfetti for the page's lifetime; returns the stop function. */
export function watchConfetti(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  return $wallet.subscribe(({ showConfetti }) => {
    if (!showConfetti || shown) {
      shown = showConfetti;
      return;
    }
    shown = true;
    clearTimeout(timer);
    timer = setTimeout(() => setConfetti(false), TIMINGS.confettiMs);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    void import('canvas-confetti').then(({ default: confetti }) => {
      // Our own canvas and no worker: the CSP forbids blob: workers.
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.className = 'pointer-events-none fixed inset-0 z-[80] h-full w-full';
      document.body.appendChild(canvas);
      const fire = confetti.create(canvas, { resize: true, useWorker: false });
      void fire({ particleCount: TIMINGS.confettiParticles, spread: 90, startVelocity: 40, ticks: Math.round(TIMINGS.confettiMs / 16.7), origin: { y: 0.6 }, disableForReducedMotion: true });
      setTimeout(() => canvas.remove(), TIMINGS.confettiMs + 500);
    });
  });
}
