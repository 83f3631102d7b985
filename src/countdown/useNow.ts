import { useEffect, useState } from 'react';
import { msUntilNextSecond } from './time';

export type Clock = () => number;

/**
 * The current time, refreshed on every whole second of the wall clock until `stopAt`.
 * Each tick reads the clock afresh (no drift from accumulated intervals). The clock is a
 * parameter so tests and the dev harness can pin it.
 */
export function useNow(stopAt: number, clock: Clock = Date.now): number {
  const [now, setNow] = useState(clock);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const current = clock();
      setNow(current);
      if (current >= stopAt) return;
      timer = setTimeout(schedule, msUntilNextSecond(current));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [clock, stopAt]);

  return now;
}
