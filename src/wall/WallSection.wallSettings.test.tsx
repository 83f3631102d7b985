import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendPost } from '../data/posting/sendPost';
import { useMessages } from '../data/reading/liveMessages';
import type { OwnPost } from '../data/device/waitingPosts';
import { DEFAULT_WALL_SETTINGS } from '../data/schema/wallSettings';
import { NoticeProvider } from './form/NoticeProvider';
import {
  WALL_SETTINGS_OFF,
  WallSettingsContext,
  type WallSettingsInForce,
} from '../wallSettings/wallSettingsContext';
import { WallSection } from './WallSection';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../data/posting/identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
}));
const send = vi.mocked(sendPost);
const messagesHook = vi.mocked(useMessages);

const OPENS = new Date('2026-06-04T04:00:00Z');

const own = (id: string, held: boolean): OwnPost => ({
  id,
  authorName: 'Ada',
  content: `Post ${id}`,
  postedAt: 1,
  held,
});

/** The wall section under the wall settings `switches` (the rest off). */
function wallWith(switches: Partial<WallSettingsInForce>) {
  return (
    <WallSettingsContext value={{ ...WALL_SETTINGS_OFF, ...switches }}>
      <NoticeProvider>
        <WallSection personName="Jake" />
      </NoticeProvider>
    </WallSettingsContext>
  );
}

function renderWall(switches: Partial<WallSettingsInForce>) {
  messagesHook.mockReturnValue({ status: 'ready', messages: [] });
  return render(wallWith(switches));
}

function ownList() {
  return screen.queryByRole('region', { name: /^Your messages/ });
}

describe('WallSection with the wall settings', () => {
  beforeEach(() => messagesHook.mockReset());

  it('with every switch off, shows the list and no own posts', () => {
    renderWall({});
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
    expect(ownList()).toBeNull();
  });

  it('sealed: says when it opens, shows own posts from the device, and never asks for the list', () => {
    renderWall({
      sealed: true,
      settings: { ...DEFAULT_WALL_SETTINGS, sealedUntil: OPENS },
      ownPosts: [own('a', false), own('b', true)],
    });
    expect(screen.getByText('The wall is sealed until the big moment')).toBeInTheDocument();
    expect(screen.getByText(/Thursday, June 4, 2026/)).toHaveAttribute(
      'datetime',
      OPENS.toISOString(),
    );
    const list = within(ownList() as HTMLElement);
    expect(list.getByText('Sealed until the wall opens')).toBeInTheDocument();
    expect(list.getByText("Waiting for the host's approval")).toBeInTheDocument();
    expect(messagesHook).not.toHaveBeenCalled();
  });

  it('open: shows only the posts still waiting for approval beside the list', () => {
    renderWall({ ownPosts: [own('a', false), own('b', true)] });
    const list = within(ownList() as HTMLElement);
    expect(list.getByText('Post b')).toBeInTheDocument();
    expect(list.queryByText('Post a')).toBeNull();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('before settings/wall has answered: asks for the list at once, and shows its placeholders', () => {
    renderWall({ status: 'loading' });
    // Listened to beside settings/wall (one round trip), any refusal held until it answers.
    expect(messagesHook).toHaveBeenCalledWith(0, true);
    expect(screen.getByTestId('message-skeletons')).toBeInTheDocument();
    expect(screen.queryByText(/No messages yet/)).toBeNull();
  });

  it("a sealed wall's refusal, come before settings/wall, shows nothing wrong: placeholders, then the notice", () => {
    const error = vi.spyOn(console, 'error');
    // What the list's hook says while it holds the refusal.
    const view = renderWall({ status: 'loading' });
    messagesHook.mockReturnValue({ status: 'loading', messages: [] });
    view.rerender(wallWith({ status: 'loading' }));
    expect(screen.getByTestId('message-skeletons')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(
      wallWith({ sealed: true, settings: { ...DEFAULT_WALL_SETTINGS, sealedUntil: OPENS } }),
    );
    expect(screen.getByText('The wall is sealed until the big moment')).toBeInTheDocument();
    expect(screen.queryByTestId('message-skeletons')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('opened during the visit: celebrates', () => {
    renderWall({ opened: true });
    expect(screen.getByText('The wall is open! TIME TO CELEBRATE!')).toBeInTheDocument();
  });

  async function postOne(content: string) {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Message'), content);
    await user.click(screen.getByRole('button', { name: 'Post Message' }));
  }

  it("says a held post waits for the host's approval", async () => {
    send.mockResolvedValueOnce('held');
    renderWall({});
    await postOne('Hold me');
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByText(/waiting for the host's approval/)).toBeInTheDocument();
    expect(screen.queryByText('Message posted!')).toBeNull();
    expect(send).toHaveBeenCalledWith(
      { authorName: 'Ada', content: 'Hold me' },
      expect.objectContaining({ status: 'ready' }),
      expect.any(String),
    );
  });

  it("keeps the spec's notice for a post that went onto the wall", async () => {
    localStorage.clear(); // no pause left over from another test's post
    send.mockResolvedValueOnce('posted');
    renderWall({});
    await postOne('Straight on');
    expect(await screen.findByText('Message posted!')).toBeInTheDocument();
    expect(screen.getByText('Your message has been added to the wall.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for approval')).toBeNull();
    expect(send).toHaveBeenCalledWith(
      { authorName: 'Ada', content: 'Straight on' },
      expect.objectContaining({ status: 'ready' }),
      expect.any(String),
    );
  });
});
