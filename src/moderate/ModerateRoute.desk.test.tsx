// First: it replaces the desk's doors before anything below loads them.
import { at, REMOVED, renderAt, signedIn, WALL } from './testing/renderAt';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchError } from '../data/moderation/batches';
import { useDeletedMessages } from '../data/moderation/deskLists';
import { removeMessages, restoreMessages } from '../data/moderation/removeAndRestore';
import { deskMessage } from '../../tests/support/stored';

describe('/moderate, the desk: the wall, removals and what was removed', () => {
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
});
