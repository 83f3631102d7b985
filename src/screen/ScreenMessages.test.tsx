import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { useScreenMessages, type MessagesState } from '../data/reading/liveMessages';
import type { Message } from '../data/schema/types';
import { RECENT_COUNT, ScreenMessages } from './ScreenMessages';
import { ARRIVAL_MIN_HOLD_MS, IDLE_MS, ROTATION_MS } from './spotlight/spotlight';
import { SPOTLIGHT_MAX_LINES } from './spotlight/spotlightText';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../data/reading/liveMessages', () => ({ useScreenMessages: vi.fn() }));
const messagesHook = vi.mocked(useScreenMessages);

const NOW = new Date(2026, 5, 3, 22, 0, 0);

const message = (n: number, at = NOW.getTime() - (100 - n) * 60_000): Message => ({
  id: `m${n}`,
  authorName: `Guest ${n}`,
  content: `Message ${n}`,
  createdAt: new Date(at),
  pending: false,
});
/** `count` messages, newest first: m<count> ... m1. */
const wall = (count: number) => Array.from({ length: count }, (_, i) => message(count - i));

const ready = (messages: Message[], connectionLost = false): MessagesState => ({
  status: 'ready',
  messages,
  connectionLost,
});

function renderScreen(state: MessagesState) {
  messagesHook.mockReturnValue(state);
  const view = renderWithProviders(<ScreenMessages personName="Jake" />);
  const update = (next: MessagesState) => {
    act(() => {
      messagesHook.mockReturnValue(next);
      view.rerender(<ScreenMessages personName="Jake" />);
    });
  };
  return { ...view, update };
}

const spotlight = () => screen.getByRole('region', { name: 'Spotlight' });
// A note fading out of the spotlight is hidden from assistive technology: not counted.
const inSpotlight = () => within(spotlight()).getByRole('article').getAttribute('aria-label');
const latest = () =>
  within(screen.getByRole('list', { name: 'Latest messages' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
/** The cards' names of guests `ns`' messages, as a screen reader announces them. */
const fromGuests = (...ns: number[]) => ns.map((n) => `Message from Guest ${n}`);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

fakeTimersInEachTest({ now: NOW });

describe('the party screen’s messages', () => {
  it('shows the spec’s empty state on an empty wall, and nothing of a list', () => {
    renderScreen(ready([]));
    expect(
      screen.getByText('No messages yet. Be the first to leave a message for Jake!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Latest messages' })).toBeNull();
  });

  it('says it is loading until the first snapshot', () => {
    const { update } = renderScreen({ status: 'loading', messages: [] });
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    update(ready(wall(3)));
    expect(inSpotlight()).toBe('Message from Guest 3');
  });

  it('puts the newest in the spotlight and the next newest beside it, in full text', () => {
    renderScreen(ready(wall(10)));
    expect(inSpotlight()).toBe('Message from Guest 10');
    expect(within(spotlight()).getByText('Message 10')).toBeVisible();
    expect(latest()).toEqual(fromGuests(9, 8, 7));
  });

  it('shows a column of line breaks folded into a few lines, every word of it', () => {
    const content = `Cheers${'\n\n\n\n\n\n\n\nJake!'.repeat(38)}`;
    renderScreen(ready([{ ...message(1), content }]));
    const text = within(within(spotlight()).getByRole('article')).getByText(/^Cheers/);
    const shown = text.textContent ?? '';
    expect(shown.split('\n')).toHaveLength(SPOTLIGHT_MAX_LINES);
    expect(shown.match(/Jake!/g)).toHaveLength(38);
  });

  it('renders the spotlight and the latest few, however many messages there are', () => {
    const { container } = renderScreen(ready(wall(1000)));
    expect(container.querySelectorAll('article')).toHaveLength(RECENT_COUNT + 1);
  });

  it('gives a new message the spotlight at once, marked new', () => {
    const { update } = renderScreen(ready(wall(5)));
    advance(2_000);
    update(ready([message(6, Date.now()), ...wall(5)]));
    expect(inSpotlight()).toBe('Message from Guest 6');
    expect(within(spotlight()).getByText('New')).toBeInTheDocument();
    expect(latest()).toEqual(fromGuests(5, 4, 3));
  });

  it('lets a second arrival wait for the first to have its moment', () => {
    const { update } = renderScreen(ready(wall(5)));
    const first = message(6, Date.now());
    update(ready([first, ...wall(5)]));
    advance(1_000);
    update(ready([message(7, Date.now()), first, ...wall(5)]));
    expect(inSpotlight()).toBe('Message from Guest 6');
    expect(latest()[0]).toBe('Message from Guest 7');
    advance(ARRIVAL_MIN_HOLD_MS);
    expect(inSpotlight()).toBe('Message from Guest 7');
  });

  it('moves slowly through older messages when nothing new arrives, wrapping round', () => {
    renderScreen(ready(wall(3)));
    advance(IDLE_MS - 1_000);
    expect(inSpotlight()).toBe('Message from Guest 3');
    advance(1_000 + 100);
    expect(inSpotlight()).toBe('Message from Guest 2');
    // The spotlight's message leaves the latest list and the one it left comes back.
    expect(latest()).toEqual(fromGuests(3, 1));
    advance(ROTATION_MS);
    expect(inSpotlight()).toBe('Message from Guest 1');
    advance(ROTATION_MS);
    expect(inSpotlight()).toBe('Message from Guest 3');
  });

  it('when the message in the spotlight is removed, moves on at once to the next older', () => {
    const { update } = renderScreen(ready(wall(4)));
    update(ready(wall(4).filter((m) => m.id !== 'm4')));
    expect(inSpotlight()).toBe('Message from Guest 3');
    expect(screen.queryByRole('article', { name: 'Message from Guest 4' })).toBeNull();
  });

  it('when the last message is removed, shows the empty state again', () => {
    const { update } = renderScreen(ready(wall(1)));
    update(ready([]));
    expect(
      screen.getByText('No messages yet. Be the first to leave a message for Jake!'),
    ).toBeInTheDocument();
  });
});

describe('a lost connection', () => {
  it('is said discreetly, keeps what it shows, and goes by itself when the query is live', () => {
    const { update } = renderScreen(ready(wall(5)));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    update(ready(wall(5), true));
    expect(status).toHaveTextContent(/Reconnecting/);
    expect(inSpotlight()).toBe('Message from Guest 5');
    expect(latest()).toHaveLength(RECENT_COUNT);

    update(ready([message(6, Date.now()), ...wall(5)], false));
    expect(status).toBeEmptyDOMElement();
    expect(inSpotlight()).toBe('Message from Guest 6');
  });

  it('is said when the browser goes offline, and cleared when it is back', () => {
    renderScreen(ready(wall(2)));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Reconnecting/);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
