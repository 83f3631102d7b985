import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { useScreenMessages, type MessagesState } from '../data/reading/liveMessages';
import { useStoredImage } from '../data/reading/photos';
import type { Message } from '../data/schema/types';
import { ScreenMessages } from './ScreenMessages';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

// The data modules are replaced at their seams: the list, and the images asked for by id.
vi.mock('../data/reading/liveMessages', () => ({ useScreenMessages: vi.fn() }));
vi.mock('../data/reading/photos', () => ({ useStoredImage: vi.fn() }));
const messagesHook = vi.mocked(useScreenMessages);
const storedImage = vi.mocked(useStoredImage);

const NOW = new Date(2026, 5, 3, 22, 0, 0);

const message = (n: number, photo = false): Message => ({
  id: `m${n}`,
  authorName: `Guest ${n}`,
  content: `Message ${n}`,
  createdAt: new Date(NOW.getTime() - (100 - n) * 60_000),
  pending: false,
  ...(photo ? { photo: { width: 1600, height: 1200, alt: `Guest ${n}’s photo` } } : {}),
});

const ready = (messages: Message[]): MessagesState => ({ status: 'ready', messages });

function renderScreen(messages: Message[]) {
  messagesHook.mockReturnValue(ready(messages));
  const view = renderWithProviders(<ScreenMessages personName="Jake" />);
  return {
    update(next: Message[]) {
      act(() => {
        messagesHook.mockReturnValue(ready(next));
        view.rerender(<ScreenMessages personName="Jake" />);
      });
    },
  };
}

const spotlight = () => screen.getByRole('region', { name: 'Spotlight' });
const reads = () =>
  storedImage.mock.calls.filter(([, id]) => id !== null).map(([kind, id]) => `${kind}/${id}`);

fakeTimersInEachTest({ now: NOW });
beforeEach(() => {
  storedImage.mockReset();
  storedImage.mockImplementation((kind, id) =>
    id === null ? { status: 'idle' } : { status: 'ready', url: `blob:${kind}-${id}` },
  );
});

describe('photos on the party screen', () => {
  it('shows the spotlighted post’s full photo large, beside its whole text', () => {
    renderScreen([message(2, true), message(1)]);
    const photo = within(spotlight()).getByRole('img', { name: 'Guest 2’s photo' });
    expect(photo).toHaveAttribute('src', 'blob:photo-m2');
    expect(spotlight()).toHaveTextContent('Message 2');
  });

  it('shows a photo posted while the screen is on, live, in the spotlight', () => {
    const { update } = renderScreen([message(1)]);
    expect(within(spotlight()).queryByRole('img')).not.toBeInTheDocument();
    update([message(2, true), message(1)]);
    expect(within(spotlight()).getByRole('img', { name: 'Guest 2’s photo' })).toHaveAttribute(
      'src',
      'blob:photo-m2',
    );
    expect(reads()).toContain('photo/m2');
  });

  it('gives the latest list small thumbnails, and reads nothing for a message without a photo', () => {
    renderScreen([message(4), message(3, true), message(2), message(1)]);
    const list = screen.getByRole('list', { name: 'Latest messages' });
    expect(within(list).getByRole('img', { name: 'Guest 3’s photo' })).toHaveAttribute(
      'src',
      'blob:thumb-m3',
    );
    expect(reads()).toEqual(['thumb/m3']);
  });

  it('leaves the photo’s frame empty when it cannot be read, and the text stays', () => {
    storedImage.mockImplementation(() => ({ status: 'missing' }));
    renderScreen([message(2, true)]);
    expect(within(spotlight()).queryByRole('img')).not.toBeInTheDocument();
    expect(spotlight()).toHaveTextContent('Message 2');
  });
});
