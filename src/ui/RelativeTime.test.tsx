import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelativeTime, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './RelativeTime';
import { WALL_CLOCK_TICK_MS } from './wallClock';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

// Local-time dates, so the expected wording holds in any time zone.
const NOW = new Date(2026, 5, 4, 12, 0, 0);
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('RelativeTime', () => {
  fakeTimersInEachTest({ now: NOW });

  it('reads in date-fns wording with the machine-readable time', () => {
    const date = secondsAgo(10);
    render(<RelativeTime date={date} />);
    const time = screen.getByText('less than a minute ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', date.toISOString());
  });

  it.each([
    [45, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [2 * 3600, 'about 2 hours ago'],
    [26 * 3600, '1 day ago'],
    [40 * 86_400, 'about 1 month ago'],
  ])('%i seconds ago reads "%s"', (seconds, wording) => {
    render(<RelativeTime date={secondsAgo(seconds)} />);
    expect(screen.getByText(wording)).toBeInTheDocument();
  });

  it('reads a time slightly in the future (a pending estimate) as now, not "in …"', () => {
    render(<RelativeTime date={new Date(NOW.getTime() + 20_000)} />);
    expect(screen.getByText('less than a minute ago')).toBeInTheDocument();
    expect(screen.queryByText(/^in /)).toBeNull();
  });

  it('keeps itself current on a slow tick, one timer for all cards', () => {
    render(
      <>
        <RelativeTime date={secondsAgo(10)} />
        <RelativeTime date={secondsAgo(50 * 60)} />
        <RelativeTime date={secondsAgo(3 * 3600)} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getByText('less than a minute ago')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(WALL_CLOCK_TICK_MS - 1));
    expect(screen.getByText('less than a minute ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2 * 3600 * 1000));
    expect(screen.getByText('about 2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('about 3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('about 5 hours ago')).toBeInTheDocument();
  });

  it('stops its timer when the last card goes', () => {
    const { unmount } = render(<RelativeTime date={secondsAgo(10)} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is keyboard focusable and shows the exact date and time in a tooltip', () => {
    render(<RelativeTime date={new Date(2026, 5, 4, 9, 41)} />);
    const time = screen.getByText('about 2 hours ago');
    expect(time).toHaveAttribute('tabIndex', '0');
    act(() => {
      time.focus();
      fireEvent.focus(time);
    });
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByRole('tooltip')).toHaveTextContent('June 4th, 2026 at 9:41 AM');
    expect(time).toHaveAccessibleDescription('June 4th, 2026 at 9:41 AM');
  });

  it('is described by the exact time even before the tooltip shows', () => {
    render(<RelativeTime date={new Date(2026, 5, 4, 9, 41)} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('about 2 hours ago')).toHaveAccessibleDescription(
      'June 4th, 2026 at 9:41 AM',
    );
  });

  it(`opens after ${TOOLTIP_OPEN_DELAY_MS} ms of hover, stays while pointed at, closes on leaving`, () => {
    render(<RelativeTime date={secondsAgo(60)} />);
    const time = screen.getByText('1 minute ago');
    fireEvent.mouseEnter(time);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    // Moving onto the tooltip itself keeps it open (WCAG 1.4.13: hoverable).
    fireEvent.mouseEnter(tooltip);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.mouseLeave(time);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes with Escape and on blur', () => {
    render(<RelativeTime date={secondsAgo(60)} />);
    const time = screen.getByText('1 minute ago');
    fireEvent.focus(time);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.keyDown(time, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(time);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.blur(time);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it(`opens the next one at once within ${TOOLTIP_SKIP_DELAY_MS} ms of one closing`, () => {
    render(
      <>
        <RelativeTime date={secondsAgo(60)} />
        <RelativeTime date={secondsAgo(3 * 3600)} />
      </>,
    );
    const first = screen.getByText('1 minute ago');
    const second = screen.getByText('about 3 hours ago');
    fireEvent.mouseEnter(first);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.mouseLeave(first);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
    fireEvent.mouseEnter(second);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.mouseLeave(second);

    // Past the skip window the full delay applies again.
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    fireEvent.mouseEnter(first);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('re-renders on a tick only the cards whose wording changes', () => {
    const commits = { recent: 0, old: 0 };
    const count = (id: string) => {
      if (id === 'recent' || id === 'old') commits[id] += 1;
    };
    render(
      <>
        <Profiler id="recent" onRender={count}>
          <RelativeTime date={secondsAgo(10)} />
        </Profiler>
        <Profiler id="old" onRender={count}>
          <RelativeTime date={secondsAgo(3 * 86_400)} />
        </Profiler>
      </>,
    );
    const before = { ...commits };
    act(() => vi.advanceTimersByTime(WALL_CLOCK_TICK_MS));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(commits).toEqual({ recent: before.recent + 1, old: before.old });
  });
});
