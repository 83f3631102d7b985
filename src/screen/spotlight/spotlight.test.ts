import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_MIN_HOLD_MS,
  IDLE_MS,
  MAX_WAITING,
  nextChangeAt,
  nextSpotlight,
  ROTATION_MS,
  type SpotlightMessage,
  type SpotlightState,
} from './spotlight';

const T0 = Date.UTC(2026, 5, 3, 22, 0, 0);
const minutes = (n: number) => n * 60_000;

/** A message `minutesAgo` before T0; ids say their age order (m1 newest of the seed). */
const msg = (id: string, at: number): SpotlightMessage => ({ id, createdAt: new Date(at) });
/** Four messages, newest first: m1 (T0 - 1 min) ... m4 (T0 - 4 min). */
const SEED = [1, 2, 3, 4].map((n) => msg(`m${n}`, T0 - minutes(n)));
const arrival = (id: string, at: number) => msg(id, at);

type Step = [readonly SpotlightMessage[], number];

/** Runs the reducer over a list of [messages, now] steps from no state. */
function run(steps: Step[]): SpotlightState {
  let state: SpotlightState | null = null;
  for (const [messages, now] of steps) state = nextSpotlight(state, messages, now);
  if (state === null) throw new Error('no steps');
  return state;
}

/** `a` arrives a second after the seed, `b` a second later, while `a` is still new. */
function twoArrivals() {
  const a = arrival('a', T0 + 1_000);
  const b = arrival('b', T0 + 2_000);
  const steps: Step[] = [
    [SEED, T0],
    [[a, ...SEED], T0 + 1_000],
    [[b, a, ...SEED], T0 + 2_000],
  ];
  return { a, b, steps };
}

describe('the first snapshot', () => {
  it('puts the newest message in the spotlight, as no arrival', () => {
    const state = nextSpotlight(null, SEED, T0);
    expect(state).toMatchObject({ id: 'm1', reason: 'newest', since: T0, waiting: [] });
  });

  it('on an empty wall, holds nothing and waits for a snapshot', () => {
    const state = nextSpotlight(null, [], T0);
    expect(state.id).toBeNull();
    expect(nextChangeAt(state, [])).toBeNull();
  });

  it('is not an arrival however new its messages are', () => {
    const state = nextSpotlight(null, [msg('fresh', T0 + 5_000), ...SEED], T0);
    expect(state.reason).toBe('newest');
  });
});

describe('arrivals', () => {
  it('take the spotlight at once from the first snapshot’s newest', () => {
    const a = arrival('a', T0 + 1_000);
    const state = run([
      [SEED, T0],
      [[a, ...SEED], T0 + 1_000],
    ]);
    expect(state).toMatchObject({ id: 'a', reason: 'arrival', since: T0 + 1_000, waiting: [] });
  });

  it('fill an empty wall', () => {
    const a = arrival('a', T0 + 1_000);
    const state = run([
      [[], T0],
      [[a], T0 + 1_000],
    ]);
    expect(state).toMatchObject({ id: 'a', reason: 'arrival' });
  });

  it('take the spotlight at once from a rotation', () => {
    const a = arrival('a', T0 + IDLE_MS + 5_000);
    const state = run([
      [SEED, T0],
      [SEED, T0 + IDLE_MS],
      [[a, ...SEED], T0 + IDLE_MS + 5_000],
    ]);
    expect(state).toMatchObject({ id: 'a', reason: 'arrival' });
  });

  it(`wait their turn while an arrival is less than ${ARRIVAL_MIN_HOLD_MS} ms old`, () => {
    const { a, b, steps } = twoArrivals();
    const list = [b, a, ...SEED];
    let state = run(steps);
    expect(state).toMatchObject({ id: 'a', waiting: ['b'] });
    expect(nextChangeAt(state, list)).toBe(T0 + 1_000 + ARRIVAL_MIN_HOLD_MS);

    state = nextSpotlight(state, list, T0 + 1_000 + ARRIVAL_MIN_HOLD_MS - 1);
    expect(state.id).toBe('a');
    state = nextSpotlight(state, list, T0 + 1_000 + ARRIVAL_MIN_HOLD_MS);
    expect(state).toMatchObject({ id: 'b', reason: 'arrival', waiting: [] });
  });

  it('arriving together, come in the order they were written', () => {
    const a = arrival('a', T0 + 1_000);
    const b = arrival('b', T0 + 1_001);
    const state = run([
      [SEED, T0],
      [[b, a, ...SEED], T0 + 2_000],
    ]);
    expect(state).toMatchObject({ id: 'a', waiting: ['b'] });
  });

  it(`in a rush, keep at most ${MAX_WAITING} waiting, the newest`, () => {
    const rush = Array.from({ length: 9 }, (_, i) => arrival(`r${i}`, T0 + 1_000 + i));
    const state = run([
      [SEED, T0],
      [[...rush].reverse().concat(SEED), T0 + 2_000],
    ]);
    // Of r0..r8, the last MAX_WAITING + 1 remain: one in the spotlight, the rest waiting.
    expect(state.id).toBe('r3');
    expect(state.waiting).toEqual(['r4', 'r5', 'r6', 'r7', 'r8']);
  });

  it('do not include a message the organizer restored (older than what was seen)', () => {
    const restored = msg('restored', T0 - minutes(30));
    const state = run([
      [SEED, T0],
      [[...SEED, restored], T0 + 1_000],
    ]);
    expect(state).toMatchObject({ id: 'm1', reason: 'newest', waiting: [] });
  });
});

describe('rotation', () => {
  it(`starts after ${IDLE_MS} ms without arrivals and moves to the next older message`, () => {
    let state = run([[SEED, T0]]);
    expect(nextChangeAt(state, SEED)).toBe(T0 + IDLE_MS);
    state = nextSpotlight(state, SEED, T0 + IDLE_MS - 1);
    expect(state.id).toBe('m1');
    state = nextSpotlight(state, SEED, T0 + IDLE_MS);
    expect(state).toMatchObject({ id: 'm2', reason: 'rotation', since: T0 + IDLE_MS });
  });

  it(`then moves on every ${ROTATION_MS} ms and wraps round to the newest`, () => {
    let state = run([
      [SEED, T0],
      [SEED, T0 + IDLE_MS],
    ]);
    const seen = [state.id];
    for (let step = 1; step <= 4; step += 1) {
      const at = T0 + IDLE_MS + step * ROTATION_MS;
      expect(nextChangeAt(state, SEED)).toBe(at);
      state = nextSpotlight(state, SEED, at);
      seen.push(state.id);
    }
    expect(seen).toEqual(['m2', 'm3', 'm4', 'm1', 'm2']);
  });

  it('after an arrival, waits the idle time again, then goes on from the arrival', () => {
    const a = arrival('a', T0 + 30_000);
    const list = [a, ...SEED];
    let state = run([
      [SEED, T0],
      [SEED, T0 + IDLE_MS],
      [list, T0 + 30_000],
    ]);
    expect(nextChangeAt(state, list)).toBe(T0 + 30_000 + IDLE_MS);
    state = nextSpotlight(state, list, T0 + 30_000 + IDLE_MS);
    expect(state).toMatchObject({ id: 'm1', reason: 'rotation' });
  });

  it('does not rotate a single message', () => {
    const one = [SEED[0] as SpotlightMessage];
    const state = run([
      [one, T0],
      [one, T0 + 10 * IDLE_MS],
    ]);
    expect(state).toMatchObject({ id: 'm1', reason: 'newest', since: T0 });
    expect(nextChangeAt(state, one)).toBeNull();
  });
});

describe('removal (the organizer’s /moderate)', () => {
  it('of the message in the spotlight moves it at once to the next older message', () => {
    const state = run([
      [SEED, T0],
      [SEED.filter((m) => m.id !== 'm1'), T0 + 1_000],
    ]);
    expect(state).toMatchObject({ id: 'm2', reason: 'rotation', since: T0 + 1_000 });
  });

  it('of the oldest, while in the spotlight, wraps round to the newest', () => {
    let state = run([[SEED, T0]]);
    for (let step = 0; step < 3; step += 1) {
      state = nextSpotlight(state, SEED, (nextChangeAt(state, SEED) ?? 0) + 1);
    }
    expect(state.id).toBe('m4');
    state = nextSpotlight(state, SEED.slice(0, 3), state.since + 1_000);
    expect(state.id).toBe('m1');
  });

  it('of the spotlight and its neighbour together goes on by time', () => {
    let state = run([
      [SEED, T0],
      [SEED, T0 + IDLE_MS],
    ]);
    expect(state.id).toBe('m2');
    state = nextSpotlight(
      state,
      SEED.filter((m) => m.id !== 'm2' && m.id !== 'm3'),
      T0 + IDLE_MS + 1_000,
    );
    expect(state.id).toBe('m4');
  });

  it('gives the spotlight to a waiting arrival first', () => {
    const { b, steps } = twoArrivals();
    const state = run([...steps, [[b, ...SEED], T0 + 3_000]]);
    expect(state).toMatchObject({ id: 'b', reason: 'arrival', waiting: [] });
  });

  it('of a waiting arrival takes it out of the queue', () => {
    const { a, steps } = twoArrivals();
    const state = run([...steps, [[a, ...SEED], T0 + 3_000]]);
    expect(state).toMatchObject({ id: 'a', waiting: [] });
  });

  it('of the last message leaves the spotlight empty', () => {
    const one = [SEED[0] as SpotlightMessage];
    const state = run([
      [one, T0],
      [[], T0 + 1_000],
    ]);
    expect(state.id).toBeNull();
    expect(nextChangeAt(state, [])).toBeNull();
  });

  it('of another message changes nothing', () => {
    const first = nextSpotlight(null, SEED, T0);
    const after = nextSpotlight(first, SEED.slice(0, 3), T0 + 1_000);
    expect(after).toBe(first);
  });
});

describe('the state object', () => {
  it('is the same object when nothing changes, so React renders nothing', () => {
    const first = nextSpotlight(null, SEED, T0);
    expect(nextSpotlight(first, SEED, T0 + 1_000)).toBe(first);
    expect(nextSpotlight(first, [...SEED], T0 + 2_000)).toBe(first);
  });

  it('stays the same on an empty wall', () => {
    const first = nextSpotlight(null, [], T0);
    expect(nextSpotlight(first, [], T0 + IDLE_MS * 3)).toBe(first);
  });
});
