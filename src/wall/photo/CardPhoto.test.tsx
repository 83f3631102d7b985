import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useStoredImage, type ImageKind, type StoredImage } from '../../data/reading/photos';
import type { Message } from '../../data/schema/types';
import { MessageCard } from '../feed/MessageCard';

// The reading module is replaced at its seam: which image is asked for is what is under test.
vi.mock('../../data/reading/photos', () => ({
  useStoredImage: vi.fn(),
  cachedImage: vi.fn(() => undefined),
}));
const storedImage = vi.mocked(useStoredImage);

/** What each kind of image answers once asked (by id): ready by default. */
let answers: Record<ImageKind, StoredImage>;

/** The observer: one per thumbnail; `comeNear` says the card has come within the margin. */
const observers: {
  margin: string | undefined;
  targets: Element[];
  call: IntersectionObserverCallback;
}[] = [];
class FakeObserver {
  constructor(call: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ margin: options?.rootMargin, targets: this.targets, call });
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  takeRecords() {
    return [];
  }
}

function comeNear() {
  act(() => {
    for (const { targets, call } of observers) {
      const entries = targets.map(
        (target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length) call(entries, {} as IntersectionObserver);
    }
  });
}

const reads = () =>
  storedImage.mock.calls.filter(([, id]) => id !== null).map(([kind, id]) => `${kind}/${id}`);

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  answers = {
    thumb: { status: 'ready', url: 'blob:thumb-m1' },
    photo: { status: 'ready', url: 'blob:photo-m1' },
  };
  storedImage.mockReset();
  storedImage.mockImplementation((kind, id) => (id === null ? { status: 'idle' } : answers[kind]));
});
afterEach(() => vi.unstubAllGlobals());

const withPhoto: Message = {
  id: 'm1',
  authorName: 'Priya',
  content: 'Us at the lake!',
  createdAt: new Date(2026, 5, 3, 20, 0, 0),
  pending: false,
  photo: { width: 1600, height: 1200, alt: 'Four friends on a jetty' },
};

const openButton = () =>
  screen.findByRole('button', { name: 'Open photo: Four friends on a jetty' });

describe('a card with a photo', () => {
  it('keeps the thumbnail’s place, shaped like the photo, before any of it has arrived', () => {
    const { container } = render(<MessageCard message={withPhoto} />);
    const frame = container.querySelector<HTMLElement>('.wall-photo');
    expect(frame?.style.aspectRatio).toBe('1600 / 1200');
    // 320 px tall at most: a landscape photo is as wide as the card allows, up to 427 px.
    expect(frame?.style.width).toBe('427px');
    const tall = render(
      <MessageCard
        message={{ ...withPhoto, id: 'm2', photo: { width: 900, height: 1600, alt: 'x' } }}
      />,
    );
    expect(tall.container.querySelector<HTMLElement>('.wall-photo')?.style.width).toBe('180px');
  });

  it('reads nothing while the card is far from the screen', async () => {
    render(<MessageCard message={withPhoto} />);
    await openButton();
    expect(observers[0]?.margin).toBe('100% 0px 100% 0px');
    expect(reads()).toEqual([]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads nothing once parked: a card taken off the page stops watching', async () => {
    const { unmount } = render(<MessageCard message={withPhoto} />);
    await openButton();
    unmount();
    comeNear();
    expect(reads()).toEqual([]);
  });

  it('reads its thumbnail once it comes near, and shows it with its alt text', async () => {
    render(<MessageCard message={withPhoto} />);
    await openButton();
    comeNear();
    expect(reads()).toContain('thumb/m1');
    expect(reads()).not.toContain('photo/m1');
    const thumb = screen.getByRole('img', { name: 'Four friends on a jetty' });
    expect(thumb).toHaveAttribute('src', 'blob:thumb-m1');
  });

  it('waits for the poster’s own post to be confirmed before reading its thumbnail', async () => {
    const { rerender } = render(<MessageCard message={{ ...withPhoto, pending: true }} />);
    await openButton();
    comeNear();
    expect(reads()).toEqual([]);
    rerender(<MessageCard message={withPhoto} />);
    expect(reads()).toContain('thumb/m1');
  });

  it('opens the full photo in a dialog, closes with Escape and gives focus back', async () => {
    render(<MessageCard message={withPhoto} />);
    const button = await openButton();
    comeNear();
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Four friends on a jetty' });
    expect(reads()).toContain('photo/m1');
    await waitFor(() =>
      expect(dialog.querySelector('img')).toHaveAttribute('src', 'blob:photo-m1'),
    );
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Four friends on a jetty');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows the thumbnail in the dialog while the full photo is on its way; Close shuts it', async () => {
    answers.photo = { status: 'loading' };
    render(<MessageCard message={withPhoto} />);
    const button = await openButton();
    comeNear();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.querySelector('img')).toHaveAttribute('src', 'blob:thumb-m1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves a quiet placeholder, named by the alt text, for a thumbnail it may not read', async () => {
    answers.thumb = { status: 'missing' };
    render(<MessageCard message={withPhoto} />);
    await openButton();
    comeNear();
    expect(await screen.findByRole('img', { name: 'Four friends on a jetty' })).not.toHaveAttribute(
      'src',
    );
    expect(screen.getByRole('article', { name: 'Message from Priya' })).toHaveTextContent(
      'Us at the lake!',
    );
    // Refused (its message was just removed): nothing to try again.
    expect(screen.queryByRole('button', { name: /Try the photo again/ })).toBeNull();
  });

  it('offers to try again a thumbnail the network failed to bring', async () => {
    const retry = vi.fn();
    answers.thumb = { status: 'missing', retry };
    render(<MessageCard message={withPhoto} />);
    await openButton();
    comeNear();
    const again = await screen.findByRole('button', {
      name: 'Try the photo again: Four friends on a jetty',
    });
    expect(again).toHaveTextContent('Try the photo again');
    fireEvent.click(again);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('a card without a photo', () => {
  it('keeps no place, watches nothing and reads nothing', async () => {
    const { id, authorName, content, createdAt, pending } = withPhoto;
    const { container } = render(
      <MessageCard message={{ id, authorName, content, createdAt, pending }} />,
    );
    await act(() => Promise.resolve());
    expect(container.querySelector('.wall-photo')).toBeNull();
    expect(observers).toEqual([]);
    expect(storedImage).not.toHaveBeenCalled();
  });
});
