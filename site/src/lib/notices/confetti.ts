// Confetti when $wallet raises showConfetti: 80 particles for 4000 ms, never under
// prefers-reduced-motion; the flag drops when the burst is over. Drawn with the Web Animations API on
// plain elements rather than a canvas library, so the burst costs the contribution flow no download.
import { TIMINGS } from '@core/sale-config';
import { $wallet, setConfetti } from '../../stores/wallet';

const COLORS = ['#a78bfa', '#f472b6', '#facc15', '#34d399', '#60a5fa', '#fb923c'];

/** One particle's flight from the burst point: up and out, then falling and fading (values in px / deg). */
export interface ParticleFlight {
  dx: number;
  rise: number;
  fall: number;
  spin: number;
  delay: number;
}

/** A random flight within a 90° spread upwards, scaled to the viewport height. */
export function randomFlight(viewportHeight: number, random: () => number = Math.random): ParticleFlight {
  const angle = ((random() - 0.5) * Math.PI) / 2; // ±45°: the 90° spread
  const speed = 0.25 + random() * 0.35;
  return {
    dx: Math.sin(angle) * speed * viewportHeight,
    rise: Math.cos(angle) * speed * viewportHeight,
    fall: viewportHeight * (0.5 + random() * 0.3),
    spin: (random() - 0.5) * 1440,
    delay: random() * 150,
  };
}

/** Fires the burst into a fixed, inert layer that is removed when every particle has landed. */
function burst(): void {
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.className = 'pointer-events-none fixed inset-0 z-[80] overflow-hidden';
  const height = window.innerHeight;
  for (let index = 0; index < TIMINGS.confettiParticles; index += 1) {
    const particle = document.createElement('i');
    const flight = randomFlight(height);
    // Set through CSSOM, which the CSP allows (a style attribute in markup it would not).
    Object.assign(particle.style, {
      position: 'absolute',
      left: '50%',
      top: '60%',
      width: '8px',
      height: '5px',
      background: COLORS[index % COLORS.length],
    });
    layer.appendChild(particle);
    particle.animate(
      [
        { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
        { transform: `translate(${flight.dx}px, ${-flight.rise}px) rotate(${flight.spin / 2}deg)`, opacity: 1, offset: 0.3 },
        { transform: `translate(${flight.dx * 1.4}px, ${flight.fall}px) rotate(${flight.spin}deg)`, opacity: 0 },
      ],
      { duration: TIMINGS.confettiMs - flight.delay, delay: flight.delay, easing: 'cubic-bezier(.2,.6,.4,1)', fill: 'forwards' },
    );
  }
  document.body.appendChild(layer);
  setTimeout(() => layer.remove(), TIMINGS.confettiMs + 500);
}

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
    burst();
  });
}
