import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const TICK_MS = 15_000;

/** Time left until a reset as 'Xh Ym', whole minutes down (5 h 59 min 30 s → '5h 59m'), never '0h 0m' before the end. */
export function formatCountdown(msLeft: number): string {
  const minutes = msLeft > 0 ? Math.max(1, Math.floor(msLeft / MINUTE_MS)) : 0;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** The current time, refreshed every `tickMs` while `active` (e.g. while a countdown is on screen). */
export function useNow(active = true, tickMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // Catch up at once when a countdown appears, then keep ticking.
    const catchUp = setTimeout(tick, 0);
    const timer = setInterval(tick, tickMs);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [active, tickMs]);
  return now;
}

/** 'Xh Ym' until `resetAt`, kept current; null when there is no reset time. */
export function useCountdown(resetAt: Date | null): string | null {
  const now = useNow(resetAt !== null);
  return resetAt ? formatCountdown(resetAt.getTime() - now) : null;
}
