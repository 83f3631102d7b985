import { useEffect, useState } from 'react';
import type { Clock } from '../../countdown/useNow';
import {
  nextChangeAt,
  nextSpotlight,
  type SpotlightMessage,
  type SpotlightState,
} from './spotlight';

// A timer may fire a hair before its time; a little slack keeps it from waking up early and
// finding nothing due (which would leave no timer set for the change that is).
const TIMER_SLACK_MS = 25;

/**
 * The spotlight (spotlight.ts) kept current: recomputed on every snapshot, as it renders,
 * and by one timer set for the next change due (an arrival's turn, the next rotation).
 * `messages` is null while the list is loading. The clock is a parameter so tests can pin it.
 */
export function useSpotlight(
  messages: readonly SpotlightMessage[] | null,
  clock: Clock = Date.now,
): SpotlightState | null {
  const [state, setState] = useState<SpotlightState | null>(null);
  const [seen, setSeen] = useState<readonly SpotlightMessage[] | null>(null);
  // A new snapshot: adjust the spotlight while rendering, so the arrival and the list it
  // belongs to reach the screen in the same commit (and the same paint).
  let current = state;
  if (messages !== seen) {
    setSeen(messages);
    if (messages !== null) {
      current = nextSpotlight(state, messages, clock());
      setState(current);
    }
  }

  useEffect(() => {
    if (messages === null || current === null) return undefined;
    const at = nextChangeAt(current, messages);
    if (at === null) return undefined;
    const timer = setTimeout(
      () => setState((was) => (was === null ? was : nextSpotlight(was, messages, clock()))),
      Math.max(0, at - clock()) + TIMER_SLACK_MS,
    );
    return () => clearTimeout(timer);
  }, [messages, current, clock]);

  return current;
}
