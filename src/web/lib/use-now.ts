import { useEffect, useState } from 'react';
import { firstRenderTime } from './hydration.ts';

/**
 * The current time, refreshed every `intervalMs`, and once as the component mounts: a page the
 * server drew is hydrated with the server's time of drawing (`firstRenderTime`), then corrected.
 */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(firstRenderTime);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
