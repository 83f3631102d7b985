import { renderHook } from '@testing-library/react';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { playChime } from './chime';
import { closeNotices, showNotice } from './systemNotification';
import { BURST_MS, QUIET_MS, useWaitingAlerts } from './useWaitingAlerts';

vi.mock('./chime', () => ({ playChime: vi.fn(), wakeChime: vi.fn() }));
vi.mock('./systemNotification', () => ({
  showNotice: vi.fn(() => Promise.resolve()),
  closeNotices: vi.fn(() => Promise.resolve()),
}));

const post = (id: string, authorName: string, minute: number): DeskMessage => {
  const createdAt = new Date(Date.UTC(2026, 5, 4, 20, minute));
  return {
    id,
    authorName,
    content: `From ${authorName}`,
    createdAt,
    pending: false,
    stored: { author_name: authorName, content: `From ${authorName}`, created_at: createdAt },
  };
};
const list = (items: DeskMessage[]): PagedList<DeskMessage> => ({
  status: 'live',
  items,
  hasMore: false,
  loadMore: vi.fn(),
});
const BOTH = { sound: true, notify: true };

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useWaitingAlerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
      hidden ? 'hidden' : 'visible',
    );
    vi.spyOn(document, 'hasFocus').mockImplementation(() => !hidden);
    vi.mocked(showNotice).mockClear();
    vi.mocked(playChime).mockClear();
    vi.mocked(closeNotices).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const ada = post('a', 'Ada', 1);
  const bo = post('b', 'Bo', 2);
  const cy = post('c', 'Cy', 3);

  it('calls once for a burst in the background: the chime at once, one notice naming them all', () => {
    const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, BOTH), {
      initialProps: { waiting: list([ada]) },
    });
    setHidden(true);
    rerender({ waiting: list([bo, ada]) });
    expect(playChime).toHaveBeenCalledTimes(1);
    rerender({ waiting: list([cy, bo, ada]) });
    expect(showNotice).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith(
      expect.objectContaining({ title: '2 posts are waiting', hash: '#waiting-title' }),
      { quiet: false },
    );
  });

  it('says nothing of what waited when the desk opened, nor while the organizer looks', () => {
    const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, BOTH), {
      initialProps: { waiting: { ...list([]), status: 'loading' } as PagedList<DeskMessage> },
    });
    rerender({ waiting: list([bo, ada]) });
    rerender({ waiting: list([cy, bo, ada]) });
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).not.toHaveBeenCalled();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('leaves out posts decided meanwhile, and drops the notice if none is left', () => {
    const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, BOTH), {
      initialProps: { waiting: list([]) },
    });
    setHidden(true);
    rerender({ waiting: list([ada]) });
    rerender({ waiting: list([]) });
    vi.advanceTimersByTime(BURST_MS);
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('coming back to the desk cancels the notice and takes down the shown one', () => {
    const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, BOTH), {
      initialProps: { waiting: list([]) },
    });
    setHidden(true);
    rerender({ waiting: list([ada]) });
    setHidden(false);
    vi.advanceTimersByTime(BURST_MS);
    expect(showNotice).not.toHaveBeenCalled();
    expect(closeNotices).toHaveBeenCalled();
  });

  it('calls only as the organizer chose: the notice without the sound', () => {
    const { rerender } = renderHook(
      ({ waiting }) => useWaitingAlerts(waiting, { sound: false, notify: true }),
      { initialProps: { waiting: list([]) } },
    );
    setHidden(true);
    rerender({ waiting: list([ada]) });
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).not.toHaveBeenCalled();
    expect(showNotice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ada has a post waiting', hash: '#waiting-a' }),
      { quiet: false },
    );
  });

  it('rings at most once a minute: later bursts update the notice quietly', () => {
    const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, BOTH), {
      initialProps: { waiting: list([]) },
    });
    setHidden(true);
    rerender({ waiting: list([ada]) });
    vi.advanceTimersByTime(BURST_MS);
    rerender({ waiting: list([bo, ada]) });
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledTimes(2);
    expect(showNotice).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Bo has a post waiting' }),
      { quiet: true },
    );
    vi.advanceTimersByTime(QUIET_MS);
    rerender({ waiting: list([cy, bo, ada]) });
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).toHaveBeenCalledTimes(2);
    expect(showNotice).toHaveBeenLastCalledWith(expect.anything(), { quiet: false });
  });
});
