const COLORS = ['#e53e3e', '#f6e05e', '#38a169', '#3182ce', '#805ad5', '#ffffff'];

/**
 * Confetti from both sides for `durationMs` (the spec's 3 s). Loaded on the first win only; no
 * worker (the Content-Security-Policy allows none), and nothing for people who asked for less motion.
 */
export async function celebrate(durationMs = 3000): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + durationMs;
  const frame = () => {
    fire({ particleCount: 4, angle: 60, spread: 65, origin: { x: 0, y: 0.75 }, colors: COLORS });
    fire({ particleCount: 4, angle: 120, spread: 65, origin: { x: 1, y: 0.75 }, colors: COLORS });
    if (Date.now() < end) requestAnimationFrame(frame);
  };
  frame();
}
