import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMessages, type MessagesState } from '../../data/reading/liveMessages';
import { FEED_STEP } from './MessageFeed';
import { MessageList } from './MessageList';
import type { Message } from '../../data/schema/types';
import { WALL_NOW as NOW, wall } from '../../testing/messages';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
const messagesHook = vi.mocked(useMessages);

function renderList(state: MessagesState) {
  messagesHook.mockReturnValue(state);
  const view = render(<MessageList personName="Jake" />);
  const rerender = (next: MessagesState) => {
    messagesHook.mockReturnValue(next);
    view.rerender(<MessageList personName="Jake" />);
  };
  return { ...view, rerender };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('article');
const OFFLINE = /You're offline\. Showing the messages loaded so far/;

describe('MessageList', () => {
  fakeTimersInEachTest({ now: NOW, toFake: ['Date'] });
  beforeEach(() => {
    messagesHook.mockReset();
  });

  it(`shows the page read, and reads ${FEED_STEP} more per "Show more"`, () => {
    const loadMore = vi.fn();
    const { rerender } = renderList({
      status: 'ready',
      messages: wall(FEED_STEP, 71),
      hasMore: true,
      loadMore,
    });
    expect(cards()).toHaveLength(FEED_STEP);
    expect(cards()[0]).toHaveAccessibleName('Message from Guest 120');
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more messages' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    // The next page has answered.
    rerender({ status: 'ready', messages: wall(2 * FEED_STEP, 21), hasMore: true, loadMore });
    expect(cards()).toHaveLength(2 * FEED_STEP);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more messages' }));
    expect(loadMore).toHaveBeenCalledTimes(2);
    // The last page was short: the wall is read to its end.
    rerender({ status: 'ready', messages: wall(120), hasMore: false, loadMore });
    expect(cards()).toHaveLength(120);
    expect(cards().at(-1)).toHaveAccessibleName('Message from Guest 1');
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
    // Three renders of up to 120 cards: 21 s on a quiet run of this machine, 41 s loaded.
  }, 90_000);

  it('shows a short wall whole, with no button', () => {
    renderList({ status: 'ready', messages: wall(FEED_STEP), hasMore: false });
    expect(cards()).toHaveLength(FEED_STEP);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  }, 30_000);

  it('keeps every card shown when messages arrive on top', () => {
    const { rerender } = renderList({ status: 'ready', messages: wall(FEED_STEP), hasMore: true });
    expect(cards().at(-1)).toHaveAccessibleName('Message from Guest 1');
    rerender({ status: 'ready', messages: [...wall(3, 51), ...wall(FEED_STEP)], hasMore: true });
    expect(cards()).toHaveLength(FEED_STEP + 3);
    expect(cards()[0]).toHaveAccessibleName('Message from Guest 53');
    expect(cards().at(-1)).toHaveAccessibleName('Message from Guest 1');
  }, 30_000);

  it("announces another visitor's message, not the first load nor the visitor's own", () => {
    const { rerender } = renderList({ status: 'ready', messages: wall(3) });
    const announcer = () => screen.getAllByRole('status').find((el) => el.textContent !== '');
    expect(announcer()).toBeUndefined();

    const [fourth] = wall(1, 4);
    if (!fourth) throw new Error('no message');
    const mine: Message = { ...fourth, id: 'mine', authorName: 'Me', pending: true };
    rerender({ status: 'ready', messages: [mine, ...wall(3)] });
    expect(screen.queryByText(/New message/)).toBeNull();

    rerender({ status: 'ready', messages: [...wall(1, 5), mine, ...wall(3)] });
    expect(screen.getByText('New message from Guest 5')).toBeInTheDocument();
    rerender({ status: 'ready', messages: [...wall(2, 6), ...wall(1, 5), mine, ...wall(3)] });
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
  });

  it('says it is offline when the browser goes offline, keeps its cards, and recovers', () => {
    renderList({ status: 'ready', messages: wall(3) });
    expect(screen.queryByText(OFFLINE)).toBeNull();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(OFFLINE)).toBeVisible();
    expect(screen.getByText(/yours will be sent, when you're back/)).toBeVisible();
    expect(cards()).toHaveLength(3);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(cards()).toHaveLength(3);
  });

  it('says it is offline when a live wall lost Firestore, whatever the browser says', () => {
    const { rerender } = renderList({ status: 'ready', messages: wall(2), connectionLost: true });
    expect(screen.getByText(OFFLINE)).toBeVisible();
    rerender({ status: 'ready', messages: wall(2), connectionLost: false });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('says it is offline over the empty state too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderList({ status: 'ready', messages: [] });
    expect(screen.getByText(OFFLINE)).toBeVisible();
    expect(
      screen.getByText('No messages yet. Be the first to leave a message for Jake!'),
    ).toBeVisible();
  });
});
