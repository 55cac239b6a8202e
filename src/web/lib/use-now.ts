import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, and once as the component mounts: a page the
 * server drew shows the server's time of drawing until then (elements showing it take
 * `suppressHydrationWarning`).
 */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
