/**
 * Runs `task` once the page has loaded and the browser is idle (or after `timeout` ms of waiting
 * for idleness): for code a page may need soon but not for its first paint. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
    else window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}
