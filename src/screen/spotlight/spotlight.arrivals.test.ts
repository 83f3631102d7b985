import { describe, expect, it } from 'vitest';
import { nextChangeAt, nextSpotlight } from './spotlight';
import { ARRIVAL_MIN_HOLD_MS, IDLE_MS, MAX_WAITING } from './spotlight';
import { arrival, minutes, msg, run, SEED, T0, twoArrivals } from './testing/spotlightSteps';

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
