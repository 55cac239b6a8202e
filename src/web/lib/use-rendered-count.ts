import { startTransition, useEffect, useState } from 'react';
import { drawsServerPage } from './hydration.ts';

/**
 * How many items of a long list to render now: `first` at the first render, then `step` more in
 * each following task, until all `total` are there. Each step is a transition (React yields to the
 * browser while it renders it), so a phone draws the first screen of a shop with 50 products
 * without one long task for all of them, and the rest follows within a moment. A page the server
 * draws has all of them at once (its HTML holds the whole list, and the browser's hydration too).
 */
export function useRenderedCount(total: number, first = 6, step = 6): number {
  const [count, setCount] = useState(() => (drawsServerPage() ? total : first));
  useEffect(() => {
    if (count >= total) return;
    const id = window.setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => window.clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
