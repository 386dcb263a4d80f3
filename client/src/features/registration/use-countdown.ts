import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (ms since epoch), ticking every second. Mount it afresh for a new
 * deadline (a `key`), so the clock starts from that moment.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 180 -> "3:00". */
export const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
