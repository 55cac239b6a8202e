import { useEffect, useRef, useState } from 'react';
import { remainingMs } from '../../shared/promotions.ts';

/**
 * Milliseconds left until `endsAt` by the server's clock (the server said `serverNow` when its
 * answer arrived at `receivedAt`, device time), ticking every second; null without an end.
 * `onEnd` runs once when it reaches 0 (again if a fresh answer moves the end further).
 */
export function useServerCountdown(
  clock: { endsAt: string; serverNow: string; receivedAt: number } | null,
  onEnd: () => void,
): number | null {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const running = clock !== null;
  useEffect(() => {
    if (!running) return;
    setDeviceNow(Date.now());
    const id = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);

  const left = clock ? remainingMs(clock.endsAt, clock.serverNow, clock.receivedAt, deviceNow) : null;
  const ended = left !== null && left <= 0;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (ended) onEndRef.current();
  }, [ended]);
  return left === null ? null : Math.max(0, left);
}
