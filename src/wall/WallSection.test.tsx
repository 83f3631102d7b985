import { render, screen, within } from '@testing-library/react';
import { useMessages, type MessagesState } from '../data/reading/liveMessages';
import { NoticeProvider } from './form/NoticeProvider';
import type { Message } from '../data/schema/types';
import { WallSection } from './WallSection';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
const messagesHook = vi.mocked(useMessages);

// A fixed "now", so nothing depends on today's date.
const NOW = new Date(2026, 5, 4, 12, 0, 0);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function message(
  id: string,
  authorName: string,
  content: string,
  createdAt: Date,
  pending = false,
): Message {
  return { id, authorName, content, createdAt, pending };
}

function renderWall(state: MessagesState) {
  messagesHook.mockReturnValue(state);
  return render(
    <NoticeProvider>
      <WallSection personName="Jake" />
    </NoticeProvider>,
  );
}

const EMPTY_TEXT = 'No messages yet. Be the first to leave a message for Jake!';

describe('WallSection', () => {
  fakeTimersInEachTest({ now: NOW, toFake: ['Date'] });
  beforeEach(() => {
    messagesHook.mockReset();
  });

  it('is a section labelled by its h2, with the form above the list', () => {
    renderWall({ status: 'ready', messages: [] });
    const section = screen.getByRole('region', { name: 'Message Wall' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Message Wall');
    expect(within(section).queryByRole('heading', { level: 1 })).toBeNull();
    expect(within(section).getByRole('form', { name: 'Post a message' })).toBeInTheDocument();
  });

  it('shows three placeholder cards while loading', () => {
    const { container } = renderWall({ status: 'loading', messages: [] });
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    expect(container.querySelectorAll('.MuiSkeleton-circular')).toHaveLength(3);
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });

  it('shows the empty state when there are no messages', () => {
    renderWall({ status: 'ready', messages: [] });
    expect(screen.getByText(EMPTY_TEXT)).toBeVisible();
    expect(screen.queryByText('Loading messages…')).toBeNull();
  });

  it('lists the messages in the order given: newest first', () => {
    renderWall({
      status: 'ready',
      messages: [
        message('c', 'Cleo', 'Newest', minutesAgo(1)),
        message('b', 'Bo', 'Middle', minutesAgo(120)),
        message('a', 'Ava', 'Oldest', minutesAgo(60 * 24 * 3)),
      ],
    });
    const list = screen.getByRole('list', { name: 'Messages' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Message from Cleo',
      'Message from Bo',
      'Message from Ava',
    ]);
    const [newest, middle, oldest] = cards.map((card) => within(card));
    expect(newest?.getByText('Newest')).toBeVisible();
    expect(middle?.getByText('about 2 hours ago')).toBeVisible();
    expect(oldest?.getByText('3 days ago')).toBeVisible();
  });

  it('shows a message as plain text, never as HTML, with its line breaks', () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { container } = renderWall({
      status: 'ready',
      messages: [message('x', '<b>Mallory</b>', `${markup}\nsecond line`, minutesAgo(0))],
    });
    const card = screen.getByRole('article', { name: 'Message from <b>Mallory</b>' });
    expect(within(card).getByText('<b>Mallory</b>')).toBeVisible();
    const text = within(card).getByText(
      (_, element) => element?.textContent === `${markup}\nsecond line`,
    );
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('marks a post the backend has not confirmed yet', () => {
    renderWall({
      status: 'ready',
      messages: [
        message('mine', 'Sam', 'Just sent', minutesAgo(0), true),
        message('old', 'Bo', 'Confirmed', minutesAgo(5)),
      ],
    });
    const mine = screen.getByRole('article', { name: 'Message from Sam' });
    expect(within(mine).getByText('Sending…')).toBeInTheDocument();
    const confirmed = screen.getByRole('article', { name: 'Message from Bo' });
    expect(within(confirmed).queryByText('Sending…')).toBeNull();
  });

  it('on a load failure logs it, ends loading and shows the empty state; the form stays', () => {
    const failure = new Error('Missing or insufficient permissions.');
    messagesHook.mockImplementation(() => {
      throw failure;
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NoticeProvider>
        <WallSection personName="Jake" />
      </NoticeProvider>,
    );
    expect(screen.getByText(EMPTY_TEXT)).toBeVisible();
    expect(screen.queryByText('Loading messages…')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      'The message wall could not load its messages.',
      failure,
      expect.any(String),
    );
    expect(screen.getByRole('button', { name: 'Post Message' })).toBeEnabled();
  });
});
