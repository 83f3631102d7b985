import { use } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { BatchError } from '../data/moderation/batches';
import {
  useDeletedMessages,
  useRemovedMessages,
  useWallMessages,
} from '../data/moderation/deskLists';
import { useAppCheckReady, useModeratorCheck } from '../data/moderation/moderatorCheck';
import { removeMessages, restoreMessages } from '../data/moderation/removeAndRestore';
import { useWholeWall } from '../data/moderation/wholeWall';
import { signIn, signOut, useSession } from '../data/moderation/organizerSignIn';
import type {
  LiveList,
  ModeratorCheck,
  RemovedMessage,
  Session,
  DeskMessage,
} from '../data/moderation/moderationTypes';
import { deskMessage, removedMessage } from '../../tests/support/stored';
import ModerateRoute from './ModerateRoute';

// Both doors are replaced at their seams; neither SDK is loaded.
vi.mock('../data/moderation/organizerSignIn', () => ({
  useSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  SignInError: class SignInError extends Error {},
}));
vi.mock('../data/moderation/approval', () => ({
  approveMessages: vi.fn(),
  declineMessages: vi.fn(),
}));
vi.mock('../data/moderation/deskWallSettings', () => ({
  useDeskWallSettings: () => ({
    status: 'ready',
    settings: { approvalRequired: false, sealedUntil: null, heldWords: [], heldPattern: '' },
  }),
  writeWallSettings: vi.fn(),
}));
vi.mock('../data/moderation/photoStorage', () => ({
  usePhotoStorage: () => ({ status: 'ready', storage: { photos: 3, bytes: 600_000, unsized: 0 } }),
  readPhotoStorage: vi.fn(),
  deleteForGood: vi.fn(),
}));
vi.mock('../data/moderation/moderatorCheck', () => ({
  useAppCheckReady: vi.fn(),
  useModeratorCheck: vi.fn(),
}));
vi.mock('../data/moderation/deskLists', () => ({
  usePendingMessages: () => ({ status: 'live', items: [], hasMore: false, loadMore: vi.fn() }),
  useWallMessages: vi.fn(),
  useRemovedMessages: vi.fn(),
  useDeletedMessages: vi.fn(() => ({
    status: 'live',
    items: [],
    hasMore: false,
    loadMore: vi.fn(),
  })),
}));
vi.mock('../data/moderation/wholeWall', () => ({
  useWholeWall: vi.fn(),
  readWholeWall: vi.fn(),
}));
vi.mock('../data/moderation/removeAndRestore', () => ({
  removeMessages: vi.fn(),
  restoreMessages: vi.fn(),
}));

const ORGANIZER = { email: 'organizer@example.com', name: 'Party Organizer' };
const at = (minutes: number) => new Date(Date.UTC(2026, 5, 4, 18, minutes));
const wallMessage = (id: string, authorName: string, content: string, minutes: number) =>
  deskMessage(id, authorName, { content, createdAt: at(minutes) });
const WALL = [
  wallMessage('m3', 'Spam Bot', 'Buy now', 30),
  wallMessage('m2', 'Priya', 'Karaoke later?', 20),
  wallMessage('m1', 'Spam Bot', 'Free followers', 10),
];
const REMOVED = removedMessage(wallMessage('r1', 'Troll', 'Something rude', 5), at(40));

function renderAt(
  path: string,
  session: Session,
  check: ModeratorCheck = 'moderator',
  removed: RemovedMessage[] = [],
  wall: LiveList<DeskMessage> = { status: 'live', items: WALL },
  removedStatus: LiveList<RemovedMessage>['status'] = 'live',
  /** Given: more removed messages than the first page, read by this. */
  loadMoreRemoved?: () => void,
) {
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(useModeratorCheck).mockReturnValue(check);
  vi.mocked(useWallMessages).mockReturnValue({ ...wall, hasMore: false, loadMore: vi.fn() });
  // The keepsake reads the whole wall (in pages); here it finds what the list holds.
  vi.mocked(useWholeWall).mockReturnValue(
    wall.status === 'live'
      ? { status: 'live', items: wall.items }
      : wall.status === 'loading'
        ? { status: 'loading', read: 150 }
        : { status: 'offline', error: new Error('unavailable') },
  );
  vi.mocked(useRemovedMessages).mockReturnValue({
    status: removedStatus,
    items: removed,
    hasMore: loadMoreRemoved !== undefined,
    loadMore: loadMoreRemoved ?? vi.fn(),
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/moderate/*" element={<ModerateRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}
const signedIn: Session = { status: 'signed-in', organizer: ORGANIZER };

describe('/moderate', () => {
  it('says it is checking while Auth reads the saved session', () => {
    renderAt('/moderate', { status: 'starting' });
    expect(screen.getByRole('status')).toHaveTextContent("Checking whether you're signed in…");
  });

  it('offers Google sign-in when signed out, and nothing else', async () => {
    renderAt('/moderate', { status: 'signed-out' });
    expect(screen.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledWith({ redirect: false });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers sign-in in this tab when the popup failed', async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new Error('blocked'));
    renderAt('/moderate', { status: 'signed-out' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in in this tab' }));
    expect(signIn).toHaveBeenLastCalledWith({ redirect: true });
  });

  it('says it is checking whether the account may moderate', () => {
    renderAt('/moderate', signedIn, 'checking');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking whether you can moderate this wall…',
    );
    expect(useModeratorCheck).toHaveBeenCalledWith('organizer@example.com');
  });

  it('tells a non-moderator who they are, why not, how to become one, and nothing more', async () => {
    renderAt('/moderate', signedIn, 'not-moderator');
    expect(screen.getByText('Party Organizer')).toBeVisible();
    expect(screen.getByText(/This account is not a moderator of this wall/)).toBeVisible();
    expect(screen.getByText(/adds a document to the moderators collection/)).toBeVisible();
    expect(screen.getAllByText('organizer@example.com', { exact: false }).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('Karaoke later?')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('says so when the check cannot reach the database', () => {
    renderAt('/moderate', signedIn, 'offline');
    expect(screen.getByRole('heading', { name: "Can't check right now" })).toBeVisible();
    expect(screen.getByText(/the wall's database can't be reached/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByText('Karaoke later?')).toBeNull();
  });

  it('shows a moderator every message, newest first, with a count and a filter', async () => {
    renderAt('/moderate', signedIn);
    expect(screen.getByRole('heading', { name: 'On the wall: 3 messages' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Messages on the wall' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Buy now'),
      expect.stringContaining('Karaoke later?'),
      expect.stringContaining('Free followers'),
    ]);
    await userEvent.type(screen.getByLabelText('Filter by name or text'), 'karaoke');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 of 3 match “karaoke”')).toBeVisible();
  });

  it('removes every message from one name, then brings them back with Undo', async () => {
    vi.mocked(removeMessages).mockResolvedValue();
    vi.mocked(restoreMessages).mockResolvedValue();
    renderAt('/moderate', signedIn);
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Select all from Spam Bot' }).at(0) ?? document.body,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(removeMessages).toHaveBeenCalledWith(
      [WALL[0], WALL[2]],
      'organizer@example.com',
      expect.any(Function),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(restoreMessages).toHaveBeenCalledWith([WALL[0], WALL[2]], expect.any(Function));
  });

  it('shows progress while a removal runs', async () => {
    let report: (p: { done: number; total: number }) => void = () => undefined;
    let finish: () => void = () => undefined;
    vi.mocked(removeMessages).mockImplementation((_m, _by, onProgress) => {
      report = onProgress ?? report;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    renderAt('/moderate', signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Select all (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected (3)' }));
    act(() => report({ done: 2, total: 3 }));
    expect(screen.getByText('Removing 2 of 3…')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Removing messages' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    await act(async () => finish());
    expect(screen.queryByText(/Removing/)).toBeNull();
  });

  it('lists what was removed, by whom, and restores it', async () => {
    vi.mocked(restoreMessages).mockResolvedValue();
    renderAt('/moderate', signedIn, 'moderator', [REMOVED]);
    const removed = screen.getByRole('list', { name: 'Removed messages' });
    expect(within(removed).getByText('Something rude')).toBeVisible();
    expect(within(removed).getByText(/Removed by organizer@example.com/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Restore the message from Troll' }));
    expect(restoreMessages).toHaveBeenCalledWith([REMOVED], expect.any(Function));
  });

  it('reads the removed list a page at a time: the count says there are more, a button reads them', async () => {
    const loadMore = vi.fn();
    renderAt('/moderate', signedIn, 'moderator', [REMOVED], undefined, 'live', loadMore);
    expect(screen.getByRole('heading', { name: 'Removed: 1+' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load 500 older removed messages' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("shows a guest's edit with its new text, and what guests deleted, without their words", async () => {
    vi.mocked(removeMessages).mockResolvedValue();
    const edited = deskMessage('m4', 'Ada', {
      content: 'See you at midnight, Jake!',
      createdAt: at(35),
      editedAt: at(37),
    });
    vi.mocked(useDeletedMessages).mockReturnValueOnce({
      status: 'live',
      items: [{ id: 'd1', authorName: 'Bo', deletedAt: at(45) }],
      hasMore: false,
      loadMore: vi.fn(),
    });
    renderAt('/moderate', signedIn, 'moderator', [], {
      status: 'live',
      items: [edited, ...WALL],
    });
    const rows = screen.getByRole('list', { name: 'Messages on the wall' });
    const row = within(rows).getAllByRole('listitem')[0] ?? document.body;
    expect(row).toHaveTextContent('See you at midnight, Jake!');
    expect(within(row).getByText(/^Edited by its author/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Deleted by their authors: 1' })).toBeVisible();
    const deleted = screen.getByRole('list', { name: 'Messages deleted by their authors' });
    expect(deleted).toHaveTextContent(/Bo deleted their message on/);
    // Removal keeps the edit time in what it copies (the rules compare it).
    await userEvent.click(screen.getByRole('button', { name: 'Remove the message from Ada' }));
    expect(removeMessages).toHaveBeenCalledWith(
      [expect.objectContaining({ stored: expect.objectContaining({ edited_at: at(37) }) })],
      'organizer@example.com',
      expect.any(Function),
    );
  });

  it('prints a keepsake of every message, one card each', () => {
    renderAt('/moderate/keepsake', signedIn);
    expect(screen.getByRole('heading', { name: 'Messages for Jake' })).toBeVisible();
    const cards = within(screen.getByRole('list', { name: 'Keepsake messages' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Karaoke later?');
    expect(cards[1]).toHaveTextContent('Priya');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  });

  it("prints each message's reactions in the keepsake, the word and the count, none where it has none", () => {
    const cheered = {
      ...wallMessage('m4', 'Ada', 'Happy 21st!', 35),
      reactions: { cheers: 3, love: 0, haha: 0, party: 1200 },
    };
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], {
      status: 'live',
      items: [cheered, ...WALL],
    });
    // One list of reactions on the whole keepsake: the messages with none print none.
    const reactions = screen.getByRole('list', { name: 'Reactions' });
    expect(reactions.closest('li')).toHaveTextContent('Happy 21st!');
    expect(
      within(reactions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cheers 3', 'Party 1,200']);
  });

  it('waits for App Check before asking whether the account may moderate', async () => {
    let ready: () => void = () => undefined;
    const appCheck = new Promise<void>((resolve) => {
      ready = resolve;
    });
    vi.mocked(useAppCheckReady).mockImplementation(() => use(appCheck));
    vi.mocked(useModeratorCheck).mockClear();
    try {
      // Rendered inside an async act, so React retries the suspended gate once it settles.
      await act(async () => {
        renderAt('/moderate', signedIn);
      });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Checking whether you can moderate this wall…',
      );
      expect(useModeratorCheck).not.toHaveBeenCalled();
      await act(async () => {
        ready();
        await appCheck;
      });
      expect(await screen.findByRole('heading', { name: 'On the wall: 3 messages' })).toBeVisible();
      expect(useModeratorCheck).toHaveBeenCalledWith('organizer@example.com');
    } finally {
      vi.mocked(useAppCheckReady).mockReset();
    }
  });

  it('says the wall is loading until its list arrives', () => {
    renderAt('/moderate', signedIn, 'moderator', [], { status: 'loading', items: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the wall…');
    expect(screen.queryByRole('list', { name: 'Messages on the wall' })).toBeNull();
  });

  it('warns when the wall is offline and keeps showing what was loaded', () => {
    renderAt('/moderate', signedIn, 'moderator', [], { status: 'offline', items: WALL });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The wall's database can't be reached: showing what was loaded so far.",
    );
    expect(screen.getByText('Karaoke later?')).toBeVisible();
  });

  it('says how far a failed removal got, and that a failed restore did not finish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(removeMessages).mockRejectedValueOnce(new BatchError(2, 3, new Error('unavailable')));
    vi.mocked(restoreMessages).mockRejectedValueOnce(new Error('unavailable'));
    renderAt('/moderate', signedIn, 'moderator', [REMOVED]);
    await userEvent.click(screen.getByRole('button', { name: 'Select all (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected (3)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Removing didn't finish (2 of 3 done). Check your connection and try again.",
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore the message from Troll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Restoring didn't finish. Check your connection and try again.",
    );
  });

  it('says nothing was removed when the removed list is empty', () => {
    renderAt('/moderate', signedIn);
    expect(screen.getByRole('heading', { name: 'Removed: 0' })).toBeVisible();
    expect(
      screen.getByText(
        'Nothing removed. A removed or declined message is kept here, with its photo, until you restore it or delete it for good.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Removed messages' })).toBeNull();
  });

  it('says it is loading the removed list rather than that nothing was removed', () => {
    renderAt('/moderate', signedIn, 'moderator', [], undefined, 'loading');
    expect(screen.getByText('Loading what was removed…')).toBeVisible();
    expect(screen.queryByText(/^Nothing removed/)).toBeNull();
  });

  it('offers no export of an empty wall', () => {
    renderAt('/moderate', signedIn, 'moderator', [], { status: 'live', items: [] });
    expect(screen.getByRole('heading', { name: 'On the wall: 0 messages' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export JSON and photos (zip)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('keeps the keepsake from printing until the whole wall is read, saying how far it is', () => {
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], { status: 'loading', items: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Reading the wall: 150 messages so far…');
    expect(screen.getByRole('progressbar', { name: 'Reading the wall' })).toBeVisible();
    expect(screen.queryByText(/from the wall/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to moderating' })).toBeVisible();
  });

  it('says so when the keepsake could not read the wall, and offers no print', () => {
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], { status: 'offline', items: WALL });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The wall could not be read for the keepsake. Check the connection and reload the page.',
    );
    expect(screen.queryByRole('list', { name: 'Keepsake messages' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });
});
