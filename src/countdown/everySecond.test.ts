import { everySecond } from './everySecond';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

describe('everySecond', () => {
  it('ticks at once, then on whole seconds, until a reading reaches stopAt', () => {
    fakeTimersInThisTest({ now: 10_250 });
    const onTick = vi.fn();
    everySecond(Date.now, 13_000, onTick);
    expect(onTick.mock.calls).toEqual([[10_250]]);
    vi.advanceTimersByTime(749);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(11_000);
    vi.advanceTimersByTime(5000);
    expect(onTick.mock.calls.map(([now]) => now)).toEqual([10_250, 11_000, 12_000, 13_000]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock afresh on every tick, and stops when told to', () => {
    fakeTimersInThisTest({ now: 0 });
    let late = 0;
    const clock = () => Date.now() + late;
    const onTick = vi.fn();
    const stop = everySecond(clock, 60_000, onTick);
    late = 300; // The clock moved on by 300 ms: the next tick aims at its next whole second.
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(1300);
    vi.advanceTimersByTime(699);
    expect(onTick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(2000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
