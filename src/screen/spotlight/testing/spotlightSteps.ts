import { nextSpotlight, type SpotlightMessage, type SpotlightState } from '../spotlight';

// The spotlight tests' shared wall: four seed messages, the arrivals after them, and the
// reducer run over steps.

export const T0 = Date.UTC(2026, 5, 3, 22, 0, 0);
export const minutes = (n: number) => n * 60_000;

/** A message `minutesAgo` before T0; ids say their age order (m1 newest of the seed). */
export const msg = (id: string, at: number): SpotlightMessage => ({ id, createdAt: new Date(at) });
/** Four messages, newest first: m1 (T0 - 1 min) ... m4 (T0 - 4 min). */
export const SEED = [1, 2, 3, 4].map((n) => msg(`m${n}`, T0 - minutes(n)));
export const arrival = (id: string, at: number) => msg(id, at);

export type Step = [readonly SpotlightMessage[], number];

/** Runs the reducer over a list of [messages, now] steps from no state. */
export function run(steps: Step[]): SpotlightState {
  let state: SpotlightState | null = null;
  for (const [messages, now] of steps) state = nextSpotlight(state, messages, now);
  if (state === null) throw new Error('no steps');
  return state;
}

/** `a` arrives a second after the seed, `b` a second later, while `a` is still new. */
export function twoArrivals() {
  const a = arrival('a', T0 + 1_000);
  const b = arrival('b', T0 + 2_000);
  const steps: Step[] = [
    [SEED, T0],
    [[a, ...SEED], T0 + 1_000],
    [[b, a, ...SEED], T0 + 2_000],
  ];
  return { a, b, steps };
}
