import { msUntilNextSecond, remainingTime } from './time';

const target = new Date(2026, 5, 4, 0, 0, 0).getTime();

describe('remainingTime', () => {
  it('reads all zero and done exactly at the target', () => {
    expect(remainingTime(target, target)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
      done: true,
    });
  });

  it('shows one second, not zero, 1 ms before the target', () => {
    expect(remainingTime(target - 1, target)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      totalMs: 1,
      done: false,
    });
  });

  it('stays at zero long after the target', () => {
    const r = remainingTime(target + 400 * 24 * 3600 * 1000, target);
    expect(r).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true });
  });

  it('splits a mixed span into its units', () => {
    const span = ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(remainingTime(target - span, target)).toMatchObject({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it('rolls over cleanly at unit boundaries', () => {
    expect(remainingTime(target - 24 * 3600 * 1000, target)).toMatchObject({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(remainingTime(target - 60_000, target)).toMatchObject({ minutes: 1, seconds: 0 });
  });

  it('rounds a partial second up', () => {
    expect(remainingTime(target - 1500, target)).toMatchObject({ seconds: 2 });
    expect(remainingTime(target - 1000, target)).toMatchObject({ seconds: 1 });
  });
});

describe('remainingTime across a daylight-saving change', () => {
  // The unit projects run under TZ=America/New_York (scripts/test/timeZone.mjs, vite.config.ts's
  // globalSetup), however vitest is started: a zone without DST would prove nothing here.
  it('runs in a zone with daylight saving', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });

  it('counts the 23-hour spring-forward day as 23 hours', () => {
    const before = new Date(2026, 2, 8, 0, 0, 0).getTime(); // local midnight, 8 March 2026
    const after = new Date(2026, 2, 9, 0, 0, 0).getTime(); // local midnight, 9 March 2026
    const hoursInDay = (after - before) / 3_600_000;
    const r = remainingTime(before, after);
    expect(hoursInDay).toBe(23);
    expect(r).toMatchObject({ days: 0, hours: 23, minutes: 0, seconds: 0 });
  });

  it('loses exactly one second per second through the change', () => {
    const jump = new Date(2026, 2, 8, 1, 59, 59).getTime();
    const a = remainingTime(jump, target);
    const b = remainingTime(jump + 1000, target);
    const toSeconds = (r: typeof a) => ((r.days * 24 + r.hours) * 60 + r.minutes) * 60 + r.seconds;
    expect(toSeconds(a) - toSeconds(b)).toBe(1);
  });
});

describe('msUntilNextSecond', () => {
  it('waits for the rest of the current second', () => {
    expect(msUntilNextSecond(10_250)).toBe(750);
    expect(msUntilNextSecond(10_999)).toBe(1);
  });
  it('waits a full second when already on a boundary', () => {
    expect(msUntilNextSecond(10_000)).toBe(1000);
  });
});
