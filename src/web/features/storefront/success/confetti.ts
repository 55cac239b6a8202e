import confetti from 'canvas-confetti';

const DURATION_MS = 3000;
const PIECES = 50;

/**
 * The spec's celebration: confetti for 3 seconds, bursts of up to 50 pieces from both sides.
 * Nothing for visitors who ask for reduced motion. Drawn on the page's own thread (no worker, so
 * the Content-Security-Policy needs no blob: scripts). Returns a function that stops it.
 */
export function celebrate(): () => void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + DURATION_MS;
  const burst = () => {
    const left = end - Date.now();
    if (left <= 0) return clearInterval(timer);
    const particleCount = Math.max(1, Math.round(PIECES * (left / DURATION_MS)));
    const base = { particleCount, startVelocity: 30, spread: 360, ticks: 60, zIndex: 60 };
    void fire({ ...base, origin: { x: 0.1 + Math.random() * 0.2, y: Math.random() - 0.2 } });
    void fire({ ...base, origin: { x: 0.7 + Math.random() * 0.2, y: Math.random() - 0.2 } });
  };
  const timer = setInterval(burst, 250);
  burst();
  return () => {
    clearInterval(timer);
    fire.reset();
  };
}
