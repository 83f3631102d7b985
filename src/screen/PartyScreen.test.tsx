import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { useScreenMessages } from '../data/reading/liveMessages';
import { PartyScreen } from './PartyScreen';
import { CURSOR_IDLE_MS } from './display/useIdleCursor';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

vi.mock('../data/reading/liveMessages', () => ({ useScreenMessages: vi.fn() }));

const BEFORE = new Date(2026, 5, 1, 20, 0, 0);
let fullscreenElement: Element | null = null;
const change = (element: Element | null) => async () => {
  fullscreenElement = element;
  document.dispatchEvent(new Event('fullscreenchange'));
};
let requestFullscreen = vi.fn();
let exitFullscreen = vi.fn();

fakeTimersInEachTest({ now: BEFORE });
beforeEach(() => {
  vi.mocked(useScreenMessages).mockReturnValue({
    status: 'ready',
    messages: [],
    connectionLost: false,
  });
  // jsdom has no Fullscreen API: the browser's part is played here.
  fullscreenElement = null;
  requestFullscreen = vi.fn(change(document.documentElement));
  exitFullscreen = vi.fn(change(null));
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => fullscreenElement,
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: requestFullscreen,
  });
});
afterEach(() => {
  for (const key of ['fullscreenElement', 'fullscreenEnabled', 'exitFullscreen']) {
    Reflect.deleteProperty(document, key);
  }
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

const main = () => screen.getByRole('main');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the party screen', () => {
  it('shows the countdown, the QR code with its address, and the spec’s empty state', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jake Turns 21!');
    expect(screen.getByRole('timer', { name: 'Time left until the birthday' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code: scan it to open http://localhost:3000' }));
    expect(screen.getByText('http://localhost:3000')).toBeVisible();
    expect(
      screen.getByText('No messages yet. Be the first to leave a message for Jake!'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('hides the cursor after a few seconds without movement, and shows it on movement', () => {
    renderScreen();
    const button = () => screen.getByRole('button', { name: 'Full screen (F)' });
    expect(main()).toHaveStyle({ cursor: 'auto' });
    expect(button()).not.toHaveStyle({ pointerEvents: 'none' });
    advance(CURSOR_IDLE_MS - 1);
    expect(main()).toHaveStyle({ cursor: 'auto' });
    advance(1);
    expect(main()).toHaveStyle({ cursor: 'none' });
    // The faded button neither brings the cursor back nor catches the pointer.
    expect(button()).toHaveStyle({ opacity: '0', cursor: 'none', pointerEvents: 'none' });

    fireEvent.pointerMove(window);
    expect(main()).toHaveStyle({ cursor: 'auto' });
    expect(button()).toHaveStyle({ opacity: '1', cursor: 'pointer' });
    expect(button()).not.toHaveStyle({ pointerEvents: 'none' });
    advance(CURSOR_IDLE_MS);
    expect(main()).toHaveStyle({ cursor: 'none' });
    expect(button()).toHaveStyle({ cursor: 'none', pointerEvents: 'none' });
  });

  it('still goes full screen with the F key while the pointer rests', async () => {
    renderScreen();
    advance(CURSOR_IDLE_MS);
    fireEvent.keyDown(window, { key: 'f' });
    await act(async () => undefined);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('goes full screen and back with its button', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen (F)' }));
    await act(async () => undefined);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen (F)' }));
    await act(async () => undefined);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Full screen (F)' })).toBeVisible();
  });

  it('goes full screen and back with the F key, and not with Ctrl+F', async () => {
    renderScreen();
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    expect(requestFullscreen).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'f' });
    await act(async () => undefined);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'F' });
    await act(async () => undefined);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('offers no full screen button where the browser has none for pages', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderScreen();
    expect(screen.queryByRole('button', { name: /full screen/i })).toBeNull();
    fireEvent.keyDown(window, { key: 'f' });
    expect(requestFullscreen).not.toHaveBeenCalled();
  });

  it('names the tab after the party', () => {
    renderScreen();
    expect(document.title).toBe('Jake Turns 21! · Party screen');
  });
});

function renderScreen() {
  return renderWithProviders(<PartyScreen />);
}
