import { renderHook } from '@testing-library/react';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { deskMessage } from '../../../tests/support/stored';
import { playChime } from './chime';
import { closeNotices, showNotice } from './systemNotification';
import { BURST_MS, QUIET_MS, useWaitingAlerts } from './useWaitingAlerts';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

vi.mock('./chime', () => ({ playChime: vi.fn(), wakeChime: vi.fn() }));
vi.mock('./systemNotification', () => ({
  showNotice: vi.fn(() => Promise.resolve()),
  closeNotices: vi.fn(() => Promise.resolve()),
}));

const post = (id: string, authorName: string, minute: number): DeskMessage =>
  deskMessage(id, authorName, { createdAt: new Date(Date.UTC(2026, 5, 4, 20, minute)) });
const list = (items: DeskMessage[]): PagedList<DeskMessage> => ({
  status: 'live',
  items,
  hasMore: false,
  loadMore: vi.fn(),
});
const BOTH = { sound: true, notify: true };

/**
 * The hook on a desk whose Waiting list starts as `first` (empty unless given), with the
 * organizer's choice of sound and notice. What it returns moves the list on: `show(ada)`.
 */
function renderAlerts(first = list([]), choice = BOTH) {
  const { rerender } = renderHook(({ waiting }) => useWaitingAlerts(waiting, choice), {
    initialProps: { waiting: first },
  });
  return (...items: DeskMessage[]) => rerender({ waiting: list(items) });
}

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useWaitingAlerts', () => {
  fakeTimersInEachTest();
  beforeEach(() => {
    hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
      hidden ? 'hidden' : 'visible',
    );
    vi.spyOn(document, 'hasFocus').mockImplementation(() => !hidden);
    vi.mocked(showNotice).mockClear();
    vi.mocked(playChime).mockClear();
    vi.mocked(closeNotices).mockClear();
  });

  const ada = post('a', 'Ada', 1);
  const bo = post('b', 'Bo', 2);
  const cy = post('c', 'Cy', 3);

  it('calls once for a burst in the background: the chime at once, one notice naming them all', () => {
    const show = renderAlerts(list([ada]));
    setHidden(true);
    show(bo, ada);
    expect(playChime).toHaveBeenCalledTimes(1);
    show(cy, bo, ada);
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
    const show = renderAlerts({ ...list([]), status: 'loading' });
    show(bo, ada);
    show(cy, bo, ada);
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).not.toHaveBeenCalled();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('leaves out posts decided meanwhile, and drops the notice if none is left', () => {
    const show = renderAlerts();
    setHidden(true);
    show(ada);
    show();
    vi.advanceTimersByTime(BURST_MS);
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('coming back to the desk cancels the notice and takes down the shown one', () => {
    const show = renderAlerts();
    setHidden(true);
    show(ada);
    setHidden(false);
    vi.advanceTimersByTime(BURST_MS);
    expect(showNotice).not.toHaveBeenCalled();
    expect(closeNotices).toHaveBeenCalled();
  });

  it('calls only as the organizer chose: the notice without the sound', () => {
    const show = renderAlerts(list([]), { sound: false, notify: true });
    setHidden(true);
    show(ada);
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).not.toHaveBeenCalled();
    expect(showNotice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ada has a post waiting', hash: '#waiting-a' }),
      { quiet: false },
    );
  });

  it('rings at most once a minute: later bursts update the notice quietly', () => {
    const show = renderAlerts();
    setHidden(true);
    show(ada);
    vi.advanceTimersByTime(BURST_MS);
    show(bo, ada);
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledTimes(2);
    expect(showNotice).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Bo has a post waiting' }),
      { quiet: true },
    );
    vi.advanceTimersByTime(QUIET_MS);
    show(cy, bo, ada);
    vi.advanceTimersByTime(BURST_MS);
    expect(playChime).toHaveBeenCalledTimes(2);
    expect(showNotice).toHaveBeenLastCalledWith(expect.anything(), { quiet: false });
  });
});
