import { describe, expect, it } from 'vitest';
import {
  IDLE_MS,
  nextChangeAt,
  nextSpotlight,
  ROTATION_MS,
  type SpotlightMessage,
} from './spotlight';
import { arrival, run, SEED, T0, twoArrivals } from './testing/spotlightSteps';

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
