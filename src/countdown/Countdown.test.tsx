import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../testing/render';
import { Countdown } from './Countdown';
import { PrerenderedOver } from './prerenderedCountdown';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

const target = new Date(2026, 5, 4, 0, 0, 0);
const baseline = new Date(2024, 0, 1, 0, 0, 0);
const span = (((3 * 24 + 4) * 60 + 5) * 60 + 6) * 1000; // 3 d 4 h 5 min 6 s

function timerText() {
  return screen.getByRole('timer', { name: 'Time left until the birthday' }).textContent;
}

/** The confetti pieces, and whether a screen reader is kept out of them. */
function confetti() {
  const pieces = Array.from(document.querySelectorAll('.confetti-piece'));
  return { pieces, hidden: pieces.every((piece) => piece.closest('[aria-hidden="true"]')) };
}

describe('Countdown', () => {
  fakeTimersInEachTest();

  it('shows the four labelled boxes at a pinned clock', () => {
    vi.setSystemTime(target.getTime() - span);
    renderWithProviders(<Countdown target={target} baseline={baseline} />);
    expect(timerText()).toBe('03Days04Hours05Minutes06Seconds');
    expect(screen.queryByText('TIME TO CELEBRATE!')).not.toBeInTheDocument();
  });

  it('ticks on whole seconds without drifting', () => {
    // Start 250 ms into a second: the first tick waits 750 ms, then one per second.
    vi.setSystemTime(target.getTime() - span - 750);
    renderWithProviders(<Countdown target={target} baseline={baseline} />);
    expect(timerText()).toBe('03Days04Hours05Minutes07Seconds');
    act(() => vi.advanceTimersByTime(749));
    expect(timerText()).toBe('03Days04Hours05Minutes07Seconds');
    act(() => vi.advanceTimersByTime(1));
    expect(timerText()).toBe('03Days04Hours05Minutes06Seconds');
    act(() => vi.advanceTimersByTime(7000));
    expect(timerText()).toBe('03Days04Hours04Minutes59Seconds');
  });

  it('reaches zero at the target, celebrates and stops ticking', () => {
    vi.setSystemTime(target.getTime() - 2000);
    renderWithProviders(<Countdown target={target} baseline={baseline} />);
    expect(timerText()).toBe('00Days00Hours00Minutes02Seconds');
    act(() => vi.advanceTimersByTime(2000));
    expect(timerText()).toBe('00Days00Hours00Minutes00Seconds');
    expect(screen.getByText('TIME TO CELEBRATE!')).toBeInTheDocument();
    expect(confetti()).toMatchObject({ hidden: true, pieces: { length: 18 } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('celebrates straight away when opened after the target', () => {
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
    renderWithProviders(<Countdown target={target} baseline={baseline} />);
    expect(timerText()).toBe('00Days00Hours00Minutes00Seconds');
    expect(screen.getByText('TIME TO CELEBRATE!')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'The wait is over: the glass is empty' }),
    ).toBeInTheDocument();
  });

  it('shows the glass at the level of the remaining wait', () => {
    vi.setSystemTime((baseline.getTime() + target.getTime()) / 2);
    renderWithProviders(<Countdown target={target} baseline={baseline} />);
    expect(screen.getByRole('img', { name: '50% of the wait remains' })).toBeInTheDocument();
  });

  it('reads the clock it is given', () => {
    const clock = () => target.getTime() - 61_000;
    renderWithProviders(<Countdown target={target} baseline={baseline} clock={clock} />);
    expect(timerText()).toBe('00Days00Hours01Minutes01Seconds');
  });

  it('is prerendered without a clock, and shows the time right after hydration', async () => {
    vi.setSystemTime(target.getTime() - span);
    const ui = <Countdown target={target} baseline={baseline} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // The HTML the build writes: no digit of the build machine's time, no celebration.
    expect(timerText()).toBe('--Days--Hours--Minutes--Seconds');
    expect(
      screen.getByRole('img', { name: 'A pint glass that empties as the birthday nears' }),
    ).toBeInTheDocument();

    const recoverable = vi.fn();
    await act(async () => {
      render(ui, { container, hydrate: true, onRecoverableError: recoverable });
    });
    // React adopted the HTML as it was (no mismatch to recover from), then rendered again
    // with the real time.
    expect(recoverable).not.toHaveBeenCalled();
    expect(timerText()).toBe('03Days04Hours05Minutes06Seconds');
    expect(
      screen.getByRole('img', { name: 'Less than 1% of the wait remains' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(timerText()).toBe('03Days04Hours05Minutes05Seconds');
    container.remove();
  });

  it('prerendered as over (a build after the birthday), it hydrates as is and stays over', async () => {
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
    const ui = (
      <PrerenderedOver value>
        <Countdown target={target} baseline={baseline} />
      </PrerenderedOver>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(timerText()).toBe('00Days00Hours00Minutes00Seconds');
    expect(screen.getByText('TIME TO CELEBRATE!')).toBeInTheDocument();
    // The confetti is in the HTML (its bursts are CSS), decoration a screen reader skips.
    const served = confetti();
    expect(served).toMatchObject({ hidden: true, pieces: { length: 18 } });

    const recoverable = vi.fn();
    await act(async () => {
      render(ui, { container, hydrate: true, onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(timerText()).toBe('00Days00Hours00Minutes00Seconds');
    expect(screen.getByText('TIME TO CELEBRATE!')).toBeInTheDocument();
    // Hydration adopted the pieces as they were: none redrawn, so no burst starts over.
    const hydrated = confetti().pieces;
    expect(hydrated).toHaveLength(18);
    served.pieces.forEach((piece, i) => expect(hydrated[i]).toBe(piece));
    expect(
      screen.getByRole('img', { name: 'The wait is over: the glass is empty' }),
    ).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    container.remove();
  });
});
