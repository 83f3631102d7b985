import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Countdown } from '../countdown/Countdown';
import { startBootTicker, stopBootTicker } from './bootTicker';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

// The boot ticker hands the prerendered countdown and glass over to React's Countdown
// (src/countdown/bootHandover.ts): the same nodes, no hydration mismatch, nothing left drawn.
const target = new Date(2026, 5, 4, 0, 0, 0);
const baseline = new Date(2024, 0, 1, 0, 0, 0);

function timerText() {
  return screen.getByRole('timer', { name: 'Time left until the birthday' }).textContent;
}

describe('the boot ticker hands over to React', () => {
  fakeTimersInEachTest();

  it('hydrates without a mismatch after the boot ticker has drawn boxes and glass', async () => {
    vi.setSystemTime((baseline.getTime() + target.getTime()) / 2 - 400);
    const ui = <Countdown target={target} baseline={baseline} />;
    const container = document.createElement('div');
    container.dataset.countdown = 'clock-free';
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const liquid = screen.getByTestId('beer-liquid');
    const restingFill = liquid.dataset.fill;

    // jsdom has no Web Animations: the ticker's drops and rises go to a stub, which is gone
    // again before React arrives (framer-motion would use it too).
    const animations: { cancel: () => void }[] = [];
    Element.prototype.animate = function () {
      const animation = { cancel: vi.fn() };
      animations.push(animation);
      return animation as unknown as Animation;
    };
    startBootTicker(container, target.getTime(), baseline.getTime());
    vi.advanceTimersByTime(1400);
    Reflect.deleteProperty(Element.prototype, 'animate');
    // The glass is drawn with the digits, from the same functions: never a ticking clock
    // beside a glass at rest, nor a glass without its foam and bubbles.
    expect(timerText()).not.toContain('--');
    expect(screen.getByRole('img', { name: '50% of the wait remains' })).toBe(
      container.querySelector('svg[role="img"]'),
    );
    expect(liquid.dataset.fill).toBe('40.00');
    expect(liquid.dataset.fill).not.toBe(restingFill);
    expect(liquid.getAttribute('height')).toMatch(/px$/);
    expect(liquid.style.transform).toMatch(/^translateY\(/);
    const foam = screen.getByTestId('beer-foam');
    const bubbles = screen.getAllByTestId('beer-bubble');
    expect(foam).not.toHaveAttribute('visibility');
    expect(foam.style.transform).toMatch(/^translateY\(/);
    for (const bubble of bubbles) expect(bubble).not.toHaveAttribute('visibility');
    expect(animations.length).toBeGreaterThanOrEqual(bubbles.length);
    const ticked = timerText();

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      render(ui, { container, hydrate: true, onRecoverableError: recoverable });
    });
    stopBootTicker();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(timerText()).toBe(ticked);
    expect(screen.getByRole('img', { name: '50% of the wait remains' })).toBeInTheDocument();
    expect(screen.getByTestId('beer-liquid').dataset.fill).toBe('40.00');
    // The same nodes, now React's: the ticker's animations ended when TimeBoxes took over,
    // and the render right after hydration shows the foam and bubbles with React's values.
    for (const animation of animations) expect(animation.cancel).toHaveBeenCalled();
    expect(screen.getByTestId('beer-foam')).toBe(foam);
    expect(screen.getAllByTestId('beer-bubble')).toEqual(bubbles);
    expect(foam).not.toHaveAttribute('visibility');
    for (const bubble of bubbles) expect(bubble).not.toHaveAttribute('visibility');
    container.remove();
  });

  it('leaves no foam drawn that React no longer shows when the level falls below it', async () => {
    // The ticker draws the glass just above the foam's threshold; by the time React hydrates
    // the level has fallen to 10 or below. React hydrates the foam hidden and renders it
    // hidden again, so it writes nothing: the hand-over must have hidden what the ticker showed.
    const span = target.getTime() - baseline.getTime();
    vi.setSystemTime(target.getTime() - span * 0.1 - 1500);
    const ui = <Countdown target={target} baseline={baseline} />;
    const container = document.createElement('div');
    container.dataset.countdown = 'clock-free';
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    startBootTicker(container, target.getTime(), baseline.getTime());
    expect(screen.getByTestId('beer-foam')).not.toHaveAttribute('visibility');

    vi.setSystemTime(target.getTime() - span * 0.1 + 1000);
    const recoverable = vi.fn();
    await act(async () => {
      render(ui, { container, hydrate: true, onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: '10% of the wait remains' })).toBeInTheDocument();
    expect(screen.getByTestId('beer-foam')).toHaveAttribute('visibility', 'hidden');
    for (const bubble of screen.getAllByTestId('beer-bubble')) {
      expect(bubble).not.toHaveAttribute('visibility');
    }
    container.remove();
  });
});
